/**
 * The closed-loop driver of the in-process benches (`bench:reseller`, `bench:oauth`):
 * `connections` loops send requests back to back for `durationS` seconds.
 */
export interface Run {
  requests: number;
  failures: number;
  seconds: number;
  latenciesMs: number[];
}

export async function drive(
  next: (i: number) => Promise<number>,
  options: { durationS: number; connections: number },
): Promise<Run> {
  const latenciesMs: number[] = [];
  let sent = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const i = sent++;
        const t0 = performance.now();
        const status = await next(i);
        latenciesMs.push(performance.now() - t0);
        if (status >= 300) failures++;
      }
    }),
  );
  return {
    requests: latenciesMs.length,
    failures,
    seconds: (performance.now() - started) / 1000,
    latenciesMs,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export const throughput = (run: Run) => run.requests / run.seconds;

export const describeRun = (name: string, run: Run) =>
  `${name.padEnd(34)} ${throughput(run).toFixed(1).padStart(8)} req/s  p50 ${percentile(run.latenciesMs, 50).toFixed(1)} ms  p99 ${percentile(run.latenciesMs, 99).toFixed(1)} ms  non-2xx ${run.failures}`;
