/**
 * `pnpm bench`: the performance budget (docs/performance.md), in one invocation, every figure next to a
 * bare `node:http` baseline measured in the same run with the same load generator:
 *  (a) authenticated, rate-limited `GET /dev/v1/me` through the embedded platform (PGlite);
 *  (b) `GET /dev/v1/products?limit=50` through the embedded platform;
 *  (c) `POST /reseller/v1/orders` through the platform on PostgreSQL and Redis (a child process),
 *   and `orders-embedded` through the embedded platform;
 *  `webhooks`: signed deliveries per second, event to loopback receiver (bench/webhook-scenario.ts);
 *  `dev-orders`: platform CPU per developer order created, paid and fulfilled on PostgreSQL, by
 *   the cost table's machinery (bench/costs/run.ts), one request at a time;
 *  `tracing`: (a)'s CPU per request at 50 connections on three embedded platforms, tracing off,
 *   as shipped and exporting every span over OTLP, measured in turn (bench/tracing-scenario.ts);
 * and for (a) the peer a Node user would build: a plain Express 5 reverse proxy (no auth) to the
 * bare upstream. Req/s, p50/p99 and server CPU µs per request at each connection count. Not a
 * test: it prints tables and the budget checks, writes bench/results/latest.json, and exits 1
 * only if a run had errors or non-2xx responses (a missed budget is reported, not failed).
 *
 * Environment: BENCH_DURATION (s per run, 10), BENCH_CONNECTIONS ("1,10,50"), BENCH_WARMUP
 * (s per target, 2), BENCH_PIN (1), BENCH_TELEMETRY (1), BENCH_OTLP (0; 1: every span exported to a
 * loopback OTLP/HTTP sink, bench/otlp-sink.ts), BENCH_SCENARIOS (all of them:
 * "me,products,products-pg,orders,orders-embedded,webhooks,dev-orders,tracing"),
 * BENCH_PROFILE (a directory: CPU profiles of the embedded platform at the busiest run of (a), (b)
 * and `orders-embedded`),
 * BENCH_DATABASE_URL / BENCH_REDIS_URL for (c).
 *
 * Process layout on a 2-core machine (the costs in docs/architecture.md#toolchain-and-measured-costs
 * were measured with all servers on one core):
 * this process hosts the embedded platform, exactly as `npm start` does; the baseline, the
 * Express proxy, the PostgreSQL platform and the load generator are children. With taskset,
 * every server process is pinned to CPU 0 (only one carries load at a time) and the load
 * generator to CPU 1, so each target gets the same single core and the client never steals
 * from it. PostgreSQL and Redis are not pinned (they are the machine's services).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { startTelemetry } from '@shopforge/telemetry';
import { type Child, canPin, pinToCpu, startChild } from './child';
import { readConfig } from './config';
import { formatReport } from './format';
import { withDevOrderCheck, withTracingChecks, withWebhookCheck } from './budget';
import { runTracingScenario, TRACING_MODES } from './tracing-scenario';
import { formatWebhookFigures, runWebhookScenario, type WebhookFigures } from './webhook-scenario';
import { DEFAULT_REQUESTS, DEFAULT_WARMUP, runCosts } from './costs/run';
import { DEV_ORDER_ROUTES } from './costs/routes';
import { startPlatformTarget } from './platform-target';
import type { SinkReply, SinkRequest } from './otlp-sink';
import type { PostgresProductsReply, PostgresProductsRequest } from './postgres-products';
import { formatProfileSummary, Profiler, summariseProfile } from './profile';
import type {
  BaselineReply,
  BaselineRequest,
  CpuTime,
  HopReply,
  HopRequest,
  LoadReply,
  LoadRequest,
  PostgresReply,
  PostgresRequest,
  ProxyRequest,
  SampleResponse,
} from './protocol';
import {
  type BenchReport,
  buildReport,
  type Scenario,
  type ScenarioName,
  type TargetKind,
  writeReport,
} from './report';
import { type LoadGenerator, type Measurement, measure, type Target, warmUp } from './run-load';

const config = readConfig();
// As `npm start`: tracing on with no exporter (no span recorded; ids and traceparent still made).
// BENCH_OTLP: as with OTEL_EXPORTER_OTLP_ENDPOINT, every span exported to a loopback sink.
const sink =
  config.telemetry && config.otlp ? startChild<SinkRequest, SinkReply>('./otlp-sink.ts') : undefined;
const sinkUrl = (
  await sink?.next((r): r is Extract<SinkReply, { type: 'listening' }> => r.type === 'listening')
)?.url;
const telemetry = config.telemetry
  ? startTelemetry({ serviceName: 'shopforge', otlpEndpoint: sinkUrl })
  : undefined;
let exported: Extract<SinkReply, { type: 'count' }> | undefined;
const pinned = config.pin && canPin();
// Read before pinning: afterwards availableParallelism() reports the affinity mask (1 CPU).
const machineCpus = availableParallelism();
const loadAtStart = loadavg()[0] ?? 0;
const log = (line: string) => process.stdout.write(`${line}\n`);
const wants = (scenario: ScenarioName) => config.scenarios.includes(scenario);
const busiest = Math.max(...config.connections);

/** Node writes these itself (or they must be fresh), so the baseline must not copy them. */
const NOT_COPIED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-request-id',
]);
const copied = (sample: SampleResponse): SampleResponse => ({
  ...sample,
  headers: Object.fromEntries(Object.entries(sample.headers).filter(([name]) => !NOT_COPIED.has(name))),
});

interface BenchTarget extends Target {
  scenario: ScenarioName;
  kind: TargetKind;
}

const cpuOf = async (child: Child<{ type: 'cpu' }, { type: string }>) => {
  child.send({ type: 'cpu' });
  const reply = await child.next((r): r is { type: 'cpu'; cpu: CpuTime } => r.type === 'cpu');
  return reply.cpu;
};
const sum = (a: CpuTime, b: CpuTime): CpuTime => ({ user: a.user + b.user, system: a.system + b.system });

/**
 * Warm every target up, then measure them back to back at each connection count. Interleaved
 * rather than target after target because the machine is shared: whatever else runs during a
 * set of runs is then roughly the same for every side of each ratio.
 */
async function runAll(
  generator: LoadGenerator,
  targets: BenchTarget[],
): Promise<Map<BenchTarget, Measurement[]>> {
  const results = new Map<BenchTarget, Measurement[]>(targets.map((t) => [t, []]));
  for (const target of targets) {
    log(
      `${target.kind} ${target.scenario}: warming up for ${config.warmupSeconds} s at ${busiest} connections`,
    );
    await warmUp(generator, target, busiest, config.warmupSeconds);
  }
  for (const connections of config.connections) {
    for (const target of targets) {
      log(`${target.kind} ${target.scenario}: ${connections} connection(s) for ${config.durationSeconds} s`);
      const profiled =
        process.env.BENCH_PROFILE &&
        target.kind === 'shopforge' &&
        ['me', 'products', 'orders-embedded'].includes(target.scenario);
      const profiler = profiled && connections === busiest ? new Profiler() : undefined;
      await profiler?.start();
      results.get(target)?.push(await measure(generator, target, connections, config.durationSeconds));
      if (profiler) {
        const name = `${target.scenario}-${connections}`;
        const { file, profile } = await profiler.stop(process.env.BENCH_PROFILE ?? '.', name);
        log(
          formatProfileSummary(
            `${target.scenario} at ${connections} connections (${file})`,
            summariseProfile(profile),
          ),
        );
      }
    }
  }
  return results;
}

log('Booting the embedded platform on fresh PGlite directories ...');
const embedded = await startPlatformTarget();
log(`Embedded platform ready in ${embedded.bootSeconds.toFixed(1)} s`);
const embeddedOrders = wants('orders-embedded')
  ? await (async () => {
      log('Setting up wholesale buyers on the embedded platform ...');
      // Enough codes for every run and warm-up at well above what PGlite sustains.
      const seconds = config.durationSeconds * config.connections.length + config.warmupSeconds + 2;
      return embedded.resellerOrders({ buyers: busiest, keysPerBuyer: 30, codes: Math.ceil(seconds * 300) });
    })()
  : undefined;
const baselineServer = startChild<BaselineRequest, BaselineReply>('./baseline-server.ts');
const proxy = wants('me') ? startChild<ProxyRequest, BaselineReply>('./express-proxy.ts') : undefined;
const postgres = wants('orders')
  ? startChild<PostgresRequest, PostgresReply>('./postgres-platform.ts', {
      platform: true,
      env: { BENCH_TELEMETRY_ON: config.telemetry ? '1' : '0' },
    })
  : undefined;
const postgresProducts = wants('products-pg')
  ? startChild<PostgresProductsRequest, PostgresProductsReply>('./postgres-products.ts', {
      platform: true,
      env: { BENCH_TELEMETRY_ON: config.telemetry ? '1' : '0' },
    })
  : undefined;
const generator: LoadGenerator = startChild<LoadRequest, LoadReply>('./load-generator.ts');
const hopChild = startChild<HopRequest, HopReply>('./hop.ts');

let report: BenchReport;
let webhooks: WebhookFigures | undefined;
try {
  let orders: Extract<PostgresReply, { type: 'ready' }> | undefined;
  let postgresBootSeconds: number | null = null;
  if (postgres) {
    log('Booting the platform on PostgreSQL and Redis, with wholesale buyers ...');
    const startedAt = performance.now();
    // Enough codes for the fastest run seen here (about 600 orders/s) over every run and warm-up.
    const seconds = config.durationSeconds * config.connections.length + config.warmupSeconds + 2;
    postgres.send({ type: 'start', buyers: busiest, keysPerBuyer: 30, codes: Math.ceil(seconds * 600) });
    const reply = await postgres.next(
      (r): r is Extract<PostgresReply, { type: 'ready' | 'failed' }> =>
        r.type === 'ready' || r.type === 'failed',
      600_000,
    );
    if (reply.type === 'failed') throw new Error(`PostgreSQL platform: ${reply.message}`);
    orders = reply;
    postgresBootSeconds = (performance.now() - startedAt) / 1000;
    log(`PostgreSQL platform ready in ${postgresBootSeconds.toFixed(1)} s`);
  }

  let productsOnPostgres: Extract<PostgresProductsReply, { type: 'ready' }> | undefined;
  if (postgresProducts) {
    log('Booting the platform on PostgreSQL for (b), with 50 products ...');
    postgresProducts.send({ type: 'start' });
    const reply = await postgresProducts.next(
      (r): r is Extract<PostgresProductsReply, { type: 'ready' | 'failed' }> =>
        r.type === 'ready' || r.type === 'failed',
      600_000,
    );
    if (reply.type === 'failed') throw new Error(`PostgreSQL products platform: ${reply.message}`);
    productsOnPostgres = reply;
  }

  baselineServer.send({
    type: 'init',
    responses: {
      'GET /dev/v1/me': copied(embedded.me.sample),
      'GET /dev/v1/products': copied(embedded.products.sample),
      ...(orders ? { 'POST /reseller/v1/orders': copied(orders.sample) } : {}),
      ...(embeddedOrders ? { 'POST /embedded/reseller/v1/orders': copied(embeddedOrders.sample) } : {}),
      // Its own path: the same route, but the body the PostgreSQL platform answered.
      ...(productsOnPostgres ? { 'GET /pg/dev/v1/products': copied(productsOnPostgres.sample) } : {}),
    },
  });
  const listening = await baselineServer.next(
    (r): r is Extract<BaselineReply, { type: 'listening' }> => r.type === 'listening',
  );
  proxy?.send({ type: 'init', upstream: listening.url });
  const proxyListening = await proxy?.next(
    (r): r is Extract<BaselineReply, { type: 'listening' }> => r.type === 'listening',
  );
  await generator.next((r): r is Extract<LoadReply, { type: 'ready' }> => r.type === 'ready');
  if (pinned) {
    for (const pid of [process.pid, baselineServer.pid, proxy?.pid, postgres?.pid, postgresProducts?.pid]) {
      if (pid !== undefined) pinToCpu(pid, 0);
    }
    pinToCpu(generator.pid, 1);
    if (sink) pinToCpu(sink.pid, 1);
    pinToCpu(hopChild.pid, 0);
  }

  const baselineCpu = () => cpuOf(baselineServer);
  const targets: BenchTarget[] = [];
  const get = (scenario: ScenarioName, kind: TargetKind, url: string, serverCpu: () => Promise<CpuTime>) =>
    targets.push({ scenario, kind, name: `${kind} ${scenario}`, url, headers: embedded.headers, serverCpu });
  if (wants('me')) {
    get('me', 'baseline', `${listening.url}/dev/v1/me`, baselineCpu);
    if (proxy && proxyListening) {
      const bothCpu = async () => sum(await cpuOf(proxy), await baselineCpu());
      get('me', 'express-proxy', `${proxyListening.url}/dev/v1/me`, bothCpu);
    }
    get('me', 'shopforge', embedded.me.url, async () => process.cpuUsage());
  }
  if (wants('products')) {
    get('products', 'baseline', `${listening.url}/dev/v1/products?limit=50`, baselineCpu);
    get('products', 'shopforge', embedded.products.url, async () => process.cpuUsage());
  }
  if (productsOnPostgres && postgresProducts) {
    const productsCpu = () => cpuOf(postgresProducts);
    const pgHeaders = productsOnPostgres.headers;
    targets.push(
      {
        scenario: 'products-pg',
        kind: 'baseline',
        name: 'baseline products-pg',
        url: `${listening.url}/pg/dev/v1/products?limit=50`,
        headers: pgHeaders,
        serverCpu: baselineCpu,
      },
      {
        scenario: 'products-pg',
        kind: 'shopforge',
        name: 'shopforge products-pg',
        url: productsOnPostgres.url,
        headers: pgHeaders,
        serverCpu: productsCpu,
      },
    );
  }
  if (orders && postgres) {
    const post = {
      method: 'POST' as const,
      body: orders.body,
      buyers: { keys: orders.buyers, idempotencyPrefix: '' },
    };
    const ordersHeaders = { 'content-type': 'application/json' };
    const runTag = Date.now().toString(36);
    targets.push({
      scenario: 'orders',
      kind: 'baseline',
      name: 'baseline orders',
      url: `${listening.url}/reseller/v1/orders`,
      headers: ordersHeaders,
      serverCpu: baselineCpu,
      ...post,
      buyers: { keys: orders.buyers, idempotencyPrefix: `${runTag}-b` },
    });
    targets.push({
      scenario: 'orders',
      kind: 'shopforge',
      name: 'shopforge orders',
      url: orders.url,
      headers: ordersHeaders,
      serverCpu: () => cpuOf(postgres),
      ...post,
      buyers: { keys: orders.buyers, idempotencyPrefix: `${runTag}-s` },
    });
  }

  if (embeddedOrders) {
    const post = { method: 'POST' as const, body: embeddedOrders.body };
    const runTag = `e${Date.now().toString(36)}`;
    const ordersHeaders = { 'content-type': 'application/json' };
    targets.push(
      {
        scenario: 'orders-embedded',
        kind: 'baseline',
        name: 'baseline orders-embedded',
        url: `${listening.url}/embedded/reseller/v1/orders`,
        headers: ordersHeaders,
        serverCpu: baselineCpu,
        ...post,
        buyers: { keys: embeddedOrders.buyers, idempotencyPrefix: `${runTag}-b` },
      },
      {
        scenario: 'orders-embedded',
        kind: 'shopforge',
        name: 'shopforge orders-embedded',
        url: embeddedOrders.url,
        headers: ordersHeaders,
        serverCpu: async () => process.cpuUsage(),
        ...post,
        buyers: { keys: embeddedOrders.buyers, idempotencyPrefix: `${runTag}-s` },
      },
    );
  }
  const results = await runAll(generator, targets);
  log('tRPC hop against plain HTTP+JSON (client and server in one child process)');
  hopChild.send({ type: 'run', seconds: Math.min(config.durationSeconds, 5) });
  const hopReply = await hopChild.next(
    (r): r is Extract<HopReply, { type: 'hop' | 'failed' }> => r.type === 'hop' || r.type === 'failed',
  );
  if (hopReply.type === 'failed') throw new Error(`tRPC hop: ${hopReply.message}`);
  if (config.scenarios.includes('webhooks')) {
    // Two runs: the machine is shared. The warm-up also outlasts the relays' idle back-off (2 s).
    webhooks = await runWebhookScenario({
      warmupSeconds: config.warmupSeconds + 2,
      seconds: config.durationSeconds,
      runs: 2,
      endpoints: 50,
      eventsPerRound: 20,
      pin: pinned,
      telemetry: config.telemetry,
      profile: process.env.BENCH_PROFILE,
      log,
    });
  }
  const scenario = (
    name: ScenarioName,
    request: string,
    platform: string,
    sample: SampleResponse,
  ): Scenario => ({
    name,
    request,
    platform,
    bodyBytes: Buffer.byteLength(sample.body),
    responseHeaders: sample.headers,
  });
  report = buildReport({
    date: new Date().toISOString(),
    hop: { plain: hopReply.plain, trpc: hopReply.trpc },
    machine: {
      cpus: machineCpus,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
    },
    config: { ...config, pinned },
    bootSeconds: { embedded: embedded.bootSeconds, postgres: postgresBootSeconds },
    scenarios: [
      ...(wants('me') ? [scenario('me', 'GET /dev/v1/me', 'embedded, PGlite', embedded.me.sample)] : []),
      ...(wants('products')
        ? [
            scenario(
              'products',
              'GET /dev/v1/products?limit=50',
              'embedded, PGlite',
              embedded.products.sample,
            ),
          ]
        : []),
      ...(productsOnPostgres
        ? [
            scenario(
              'products-pg',
              'GET /dev/v1/products?limit=50',
              'PostgreSQL, child process',
              productsOnPostgres.sample,
            ),
          ]
        : []),
      ...(embeddedOrders
        ? [
            scenario(
              'orders-embedded',
              'POST /reseller/v1/orders, 1 code',
              'embedded, PGlite',
              embeddedOrders.sample,
            ),
          ]
        : []),
      ...(orders
        ? [
            scenario(
              'orders',
              'POST /reseller/v1/orders, 1 code',
              'PostgreSQL + Redis, child process',
              orders.sample,
            ),
          ]
        : []),
    ],
    targets: targets.map((t) => ({ scenario: t.scenario, kind: t.kind, runs: results.get(t) ?? [] })),
  });
} finally {
  await Promise.all([
    baselineServer.stop({ type: 'stop' }),
    proxy?.stop({ type: 'stop' }),
    postgres?.stop({ type: 'stop' }),
    postgresProducts?.stop({ type: 'stop' }),
    generator.stop({ type: 'stop' }),
    hopChild.stop({ type: 'stop' }),
  ]);
  await embedded.close();
  await telemetry?.shutdown();
  if (sink) {
    sink.send({ type: 'count' });
    exported = await sink.next((r): r is Extract<SinkReply, { type: 'count' }> => r.type === 'count');
    await sink.stop({ type: 'stop' });
  }
}

if (config.scenarios.includes('dev-orders')) {
  log('Developer orders on PostgreSQL: CPU per order created, paid and fulfilled (bench/costs/run.ts)');
  const wanted = new Set<string>(DEV_ORDER_ROUTES);
  const { costs } = await runCosts({
    requests: DEFAULT_REQUESTS,
    warmup: DEFAULT_WARMUP,
    wanted: (route) => wanted.has(route),
    log,
  });
  for (const cost of costs) {
    log(`  ${cost.route}: ${(cost.cpuMicros / cost.requests / 1000).toFixed(2)} ms of CPU per request`);
  }
  report.budget = withDevOrderCheck(report.budget, costs);
}

if (config.scenarios.includes('tracing')) {
  log(
    'Tracing: GET /dev/v1/me with tracing off, as shipped and exporting over OTLP (bench/tracing-scenario.ts)',
  );
  const figures = await runTracingScenario({
    warmupSeconds: config.warmupSeconds,
    seconds: config.durationSeconds,
    // The three modes differ by tens of µs on a machine whose noise is as large: seven rounds,
    // judged in pairs (budget.ts).
    rounds: 7,
    connections: 50,
    pin: pinned,
    log,
  });
  for (const mode of TRACING_MODES) {
    log(
      `  tracing ${mode}: ${figures[mode].map((micros) => micros.toFixed(0)).join(', ')} µs of CPU per request`,
    );
  }
  report.budget = withTracingChecks(report.budget, figures);
}

if (webhooks) {
  report.budget = withWebhookCheck(report.budget, webhooks.runs);
  // A delivery whose signature does not verify is a failure, as a non-2xx response is.
  for (const [i, run] of webhooks.runs.entries()) {
    if (run.refused > 0)
      report.problems.push(`webhooks run ${i + 1}: ${run.refused} deliveries refused by the receiver`);
  }
  log(formatWebhookFigures(webhooks));
}
log(formatReport(report));
if (exported) log(`OTLP sink received ${exported.spans} spans in ${exported.posts} exports`);
log(`Results written to ${writeReport(report)}`);
// Exit explicitly: a stray keep-alive socket or timer must not keep a finished bench alive.
process.exit(report.problems.length > 0 ? 1 : 0);
