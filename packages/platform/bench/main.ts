/**
 * `pnpm bench`: req/s, latency and CPU per request of an authenticated `GET /dev/v1/me`
 * through the embedded platform, against a bare `node:http` baseline serving the same bytes,
 * both driven by the same autocannon client in the same invocation. Not a test: it prints a
 * table, writes bench/results/latest.json, and exits 1 only if a run had errors or non-2xx.
 *
 * Environment: BENCH_DURATION (s per run, 10), BENCH_CONNECTIONS ("1,10,50"),
 * BENCH_WARMUP (s per target, 2), BENCH_PIN (1), BENCH_TELEMETRY (1).
 *
 * Process layout on a 2-core machine (DESIGN.md §5 measured with all servers on one core):
 *  - this process hosts the platform (six services + gateway), exactly as `npm start` does;
 *  - the baseline runs in a child process. Fairer than in here: in this process the
 *    OpenTelemetry http instrumentation would wrap the baseline server as well, and it would
 *    share a heap of six PGlite databases with the platform, so its GC would not be bare.
 *  - the load generator is a second child. In this process it would compete with the
 *    platform for the one JavaScript thread, and pollute process.cpuUsage().
 * With taskset, both server processes are pinned to CPU 0 (they never carry load at the same
 * time) and the load generator to CPU 1, so each target gets the same single core and the
 * client never steals from it. On a machine that other work keeps busy, pinning also stops
 * the scheduler from moving a server to the idler core, so throughput drops (BENCH_PIN=0 to
 * compare); CPU time per request is the figure least affected. The table shows each side's
 * core utilisation: a load generator near 100 % means the baseline is client-bound.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { startTelemetry } from '@shopforge/telemetry';
import { canPin, pinToCpu, startChild } from './child';
import { readConfig } from './config';
import { formatReport } from './format';
import { startPlatformTarget } from './platform-target';
import type { BaselineReply, BaselineRequest, LoadReply, LoadRequest } from './protocol';
import { type BenchReport, buildReport, writeReport } from './report';
import { type LoadGenerator, type Measurement, measure, type Target, warmUp } from './run-load';

const config = readConfig();
// As `npm start`: tracing on with no exporter, so spans are still created and processed.
const telemetry = config.telemetry ? startTelemetry({ serviceName: 'shopforge' }) : undefined;
const pinned = config.pin && canPin();
// Read before pinning: afterwards availableParallelism() reports the affinity mask (1 CPU).
const machineCpus = availableParallelism();
const loadAtStart = loadavg()[0] ?? 0;
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Node writes these itself (or they must be fresh), so the baseline must not copy them. */
const NOT_COPIED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-request-id',
]);
const copiedHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_COPIED.has(name)));

/**
 * Warm both targets up, then measure them back to back at each connection count. Interleaved
 * rather than target after target because the machine is shared: whatever else runs during a
 * pair of runs is then roughly the same for both sides of each ratio.
 */
async function runAll(generator: LoadGenerator, targets: Target[]): Promise<Map<Target, Measurement[]>> {
  const busiest = Math.max(...config.connections);
  const results = new Map<Target, Measurement[]>(targets.map((t) => [t, []]));
  for (const target of targets) {
    log(`${target.name}: warming up for ${config.warmupSeconds} s at ${busiest} connections`);
    await warmUp(generator, target, busiest, config.warmupSeconds);
  }
  for (const connections of config.connections) {
    for (const target of targets) {
      log(`${target.name}: ${connections} connection(s) for ${config.durationSeconds} s`);
      results.get(target)?.push(await measure(generator, target, connections, config.durationSeconds));
    }
  }
  return results;
}

log('Booting the embedded platform on fresh PGlite directories ...');
const platform = await startPlatformTarget();
log(
  `Platform ready in ${platform.bootSeconds.toFixed(1)} s; GET /dev/v1/me answered ${platform.sample.status}`,
);
const baselineServer = startChild<BaselineRequest, BaselineReply>('./baseline-server.ts');
const generator: LoadGenerator = startChild<LoadRequest, LoadReply>('./load-generator.ts');

let report: BenchReport;
try {
  baselineServer.send({
    type: 'init',
    body: platform.sample.body,
    headers: copiedHeaders(platform.sample.headers),
  });
  const listening = await baselineServer.next(
    (r): r is Extract<BaselineReply, { type: 'listening' }> => r.type === 'listening',
  );
  await generator.next((r): r is Extract<LoadReply, { type: 'ready' }> => r.type === 'ready');
  if (pinned) {
    pinToCpu(process.pid, 0);
    pinToCpu(baselineServer.pid, 0);
    pinToCpu(generator.pid, 1);
  }

  const baseline: Target = {
    name: 'baseline',
    url: `${listening.url}/dev/v1/me`,
    headers: platform.headers,
    serverCpu: async () => {
      baselineServer.send({ type: 'cpu' });
      const reply = await baselineServer.next(
        (r): r is Extract<BaselineReply, { type: 'cpu' }> => r.type === 'cpu',
      );
      return reply.cpu;
    },
  };
  const shopforge: Target = {
    name: 'shopforge',
    url: platform.url,
    headers: platform.headers,
    serverCpu: async () => process.cpuUsage(),
  };

  const runs = await runAll(generator, [baseline, shopforge]);
  report = buildReport({
    date: new Date().toISOString(),
    machine: {
      cpus: machineCpus,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
    },
    config: { ...config, pinned },
    shopforge: {
      endpoint: 'GET /dev/v1/me',
      shopPlan: platform.shopPlan,
      bootSeconds: platform.bootSeconds,
      responseHeaders: platform.sample.headers,
      bodyBytes: Buffer.byteLength(platform.sample.body),
    },
    baseline: runs.get(baseline) ?? [],
    platform: runs.get(shopforge) ?? [],
  });
} finally {
  await Promise.all([baselineServer.stop({ type: 'stop' }), generator.stop({ type: 'stop' })]);
  await platform.close();
  await telemetry?.shutdown();
}

log(formatReport(report));
log(`Results written to ${writeReport(report)}`);
// Exit explicitly: a stray keep-alive socket or timer must not keep a finished bench alive.
process.exit(report.problems.length > 0 ? 1 : 0);
