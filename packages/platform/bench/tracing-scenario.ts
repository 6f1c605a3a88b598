/**
 * The `tracing` scenario of `pnpm bench`: what tracing costs a request,
 * measured rather than read off separate runs. Three embedded platforms, one per mode
 * (bench/tracing-platform.ts: tracing off, as shipped with no exporter, and OTLP at full
 * sampling to a loopback sink), each serving `GET /dev/v1/me` at 50 connections in turn,
 * `rounds` times, the order reversed every other round, so the machine's drift falls on every
 * mode alike. Judged on each round's difference from tracing off (budget.ts `tracingChecks`).
 */
import { type Child, pinToCpu, startChild } from './child';
import type { SinkReply, SinkRequest } from './otlp-sink';
import type {
  CpuTime,
  LoadReply,
  LoadRequest,
  TracingPlatformReply,
  TracingPlatformRequest,
} from './protocol';
import { measure, warmUp } from './run-load';

export const TRACING_MODES = ['off', 'on', 'otlp'] as const;
export type TracingMode = (typeof TRACING_MODES)[number];

export interface TracingScenarioOptions {
  warmupSeconds: number;
  seconds: number;
  rounds: number;
  connections: number;
  /** Platforms on CPU 0, load generator and sink on CPU 1 (the caller checked `canPin()`). */
  pin: boolean;
  log: (line: string) => void;
}

/** CPU µs per request of each measured window, by mode. */
export type TracingFigures = Record<TracingMode, number[]>;

type Platform = Child<TracingPlatformRequest, TracingPlatformReply>;

async function cpuOf(platform: Platform): Promise<CpuTime> {
  platform.send({ type: 'cpu' });
  const reply = await platform.next(
    (r): r is Extract<TracingPlatformReply, { type: 'cpu' }> => r.type === 'cpu',
  );
  return reply.cpu;
}

export async function runTracingScenario(options: TracingScenarioOptions): Promise<TracingFigures> {
  const sink = startChild<SinkRequest, SinkReply>('./otlp-sink.ts');
  const generator = startChild<LoadRequest, LoadReply>('./load-generator.ts');
  const platforms = new Map<TracingMode, Platform>();
  try {
    const { url: sinkUrl } = await sink.next(
      (r): r is Extract<SinkReply, { type: 'listening' }> => r.type === 'listening',
    );
    const targets = new Map<TracingMode, { name: string; url: string; headers: Record<string, string> }>();
    for (const mode of TRACING_MODES) {
      options.log(`tracing ${mode}: booting an embedded platform`);
      const platform = startChild<TracingPlatformRequest, TracingPlatformReply>('./tracing-platform.ts', {
        platform: true,
        env: { BENCH_TRACING: mode, BENCH_OTLP_URL: sinkUrl },
      });
      platforms.set(mode, platform);
      platform.send({ type: 'start' });
      const ready = await platform.next(
        (r): r is Extract<TracingPlatformReply, { type: 'ready' | 'failed' }> =>
          r.type === 'ready' || r.type === 'failed',
        600_000,
      );
      if (ready.type === 'failed') throw new Error(`tracing ${mode} platform: ${ready.message}`);
      targets.set(mode, { name: `shopforge me (tracing ${mode})`, url: ready.url, headers: ready.headers });
    }
    await generator.next((r): r is Extract<LoadReply, { type: 'ready' }> => r.type === 'ready');
    if (options.pin) {
      for (const platform of platforms.values()) pinToCpu(platform.pid, 0);
      pinToCpu(generator.pid, 1);
      pinToCpu(sink.pid, 1);
    }
    const target = (mode: TracingMode) => {
      const found = targets.get(mode);
      const platform = platforms.get(mode);
      if (!found || !platform) throw new Error(`tracing ${mode}: no platform`);
      return { ...found, serverCpu: () => cpuOf(platform) };
    };
    for (const mode of TRACING_MODES) {
      await warmUp(generator, target(mode), options.connections, options.warmupSeconds);
    }
    const figures: TracingFigures = { off: [], on: [], otlp: [] };
    for (let round = 1; round <= options.rounds; round++) {
      const order = round % 2 === 1 ? TRACING_MODES : [...TRACING_MODES].reverse();
      for (const mode of order) {
        options.log(
          `tracing ${mode}: round ${round}, ${options.connections} connections for ${options.seconds} s`,
        );
        const run = await measure(generator, target(mode), options.connections, options.seconds);
        if (run.non2xx > 0 || run.errors > 0)
          throw new Error(`tracing ${mode}: ${run.non2xx} non-2xx responses, ${run.errors} errors`);
        figures[mode].push(run.serverCpuMicrosPerRequest);
      }
    }
    return figures;
  } finally {
    // The platforms first: the exporting one flushes its last spans to the sink as it stops.
    await Promise.all([...platforms.values()].map((platform) => platform.stop({ type: 'stop' }, 15_000)));
    await Promise.all([generator.stop({ type: 'stop' }), sink.stop({ type: 'stop' })]);
  }
}
