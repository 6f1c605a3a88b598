import type { CpuTime } from '../protocol';
import { send } from './http';
import type { RouteCase } from './routes';
import { type IdleRate, setOffBeyondIdle, textsBetween } from './set-off';
import { type Backlog, type PlatformChild, settle } from './settle';
import type { RouteCost } from './table';
import { traceparentOf } from './trace-ids';

export interface MeasureOptions {
  child: PlatformChild;
  backlog: Backlog;
  warmup: number;
  requests: number;
  /** What the idle platform runs outside bench traces per second (its polls), for set-off.ts. */
  idle: IdleRate;
  /** COSTS_PROFILE: where to save a CPU profile of each route's measured requests. */
  profileDirectory?: string | undefined;
}

/** What `COSTS_STATEMENTS` and `COSTS_PROFILE` add to a route's reading, for the terminal. */
export interface RouteDetail {
  statements: Array<[string, number]>;
  profile?: string;
}

async function profiled<T>(
  child: PlatformChild,
  directory: string | undefined,
  name: string,
  work: () => Promise<T>,
) {
  if (!directory) return { result: await work(), summary: undefined };
  child.send({ type: 'profile-start' });
  await child.next((reply) => reply.type === 'profile-started');
  const result = await work();
  child.send({ type: 'profile-stop', directory, name });
  const done = await child.next(
    (reply): reply is Extract<typeof reply, { type: 'profiled' }> => reply.type === 'profiled',
  );
  return { result, summary: `${done.summary}\n  saved: ${done.file}` };
}

const micros = (cpu: CpuTime) => cpu.user + cpu.system;

/** Requests `from` … `from + count - 1` of a route, one after the other, in `bucket`'s traces. */
async function run(route: RouteCase, bucket: number, from: number, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = from; i < from + count; i++) {
    const response = await send(route.request(i), traceparentOf(bucket, i));
    if (response.status !== route.status) {
      throw new Error(
        `${route.route} answered ${response.status} (expected ${route.status}): ${response.text.slice(0, 300)}`,
      );
    }
    route.answered?.(response.text);
    latencies.push(response.ms);
  }
  return latencies;
}

/**
 * Warm-up (its own bucket, thrown away), settle, then the measured requests and settle again:
 * the CPU between the two idle readings and the statements billed to the measured bucket,
 * asynchronous work included.
 */
export async function measureRoute(
  route: RouteCase,
  index: number,
  options: MeasureOptions,
): Promise<RouteCost & { detail: RouteDetail }> {
  const { child, backlog, warmup, requests } = options;
  const warmupBucket = index * 2;
  const measuredBucket = index * 2 + 1;
  await route.prepare?.(warmup + requests);
  await run(route, warmupBucket, 0, warmup);
  const before = await settle(child, backlog, measuredBucket);
  const from = performance.now();
  const name = route.route
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  const { result: latenciesMs, summary } = await profiled(child, options.profileDirectory, name, async () => {
    const latencies = await run(route, measuredBucket, warmup, requests);
    await settle(child, backlog, measuredBucket);
    return latencies;
  });
  const after = await settle(child, backlog, measuredBucket);
  const seconds = (performance.now() - from) / 1000;
  const setOff = setOffBeyondIdle(before.unbilled, after.unbilled, seconds, options.idle);
  const events = textsBetween(before.unbilledStatements, after.unbilledStatements).map(
    ([text, times]): [string, number] => [`(outside the request's trace) ${text}`, times],
  );
  return {
    route: route.route,
    kind: route.kind,
    requests,
    cpuMicros: micros(after.cpu) - micros(before.cpu),
    // The events' consumers never answer the request: their statements count as set off.
    tally: {
      statements: after.tally.statements + setOff.statements,
      transactions: after.tally.transactions + setOff.transactions,
      afterResponse: after.tally.afterResponse + setOff.statements,
    },
    setOff,
    latenciesMs,
    detail: { statements: [...after.statements, ...events], ...(summary ? { profile: summary } : {}) },
  };
}
