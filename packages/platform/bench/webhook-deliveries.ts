/**
 * Child process: the `webhooks` scenario (issue 22 item 5). The platform in production shape
 * (each service on its own fresh PostgreSQL database, the gateway's state in Redis, every hop
 * over loopback HTTP, webhook settings as shipped but for loopback targets), a shop with
 * `endpoints` webhooks subscribed to `product:created`, each a path of the receiver child.
 *
 * A run creates events in rounds of `eventsPerRound` products at once through the Developer
 * API, so each event goes the whole way: catalog transaction and outbox, relay, bus, the webhook
 * service's fan-out, the delivery queue, a signed POST per endpoint, the attempt's record and its
 * announcement to billing. Rounds keep coming while fewer than BENCH_WEBHOOK_BACKLOG (2) rounds'
 * deliveries are on their way: a warm-up, then the measured window with the same load going on
 * (steady state, so the figure is not the relays' and the worker's idle back-off), then a drain
 * that waits for every delivery to arrive and every attempt to be recorded and announced. The
 * figures: verified deliveries received per second during the window, and this process's CPU
 * in the window per delivery (PostgreSQL's, Redis's and the receiver's CPU are other processes).
 *
 * BENCH_PROFILE (a directory): a V8 CPU profile of this process during the measured run.
 */
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { startTelemetry } from '@shopforge/telemetry';
import pg from 'pg';
import { launchPlatform, type RunningPlatform } from '../src/launch';
import { benchDatabases, quietLog } from './bench-databases';
import { formatProfileSummary, Profiler, summariseProfile } from './profile';
import type {
  WebhookBenchReply,
  WebhookBenchRequest,
  WebhookReceiverStats,
  WebhookRun,
} from './webhook-protocol';

const databases = benchDatabases('shopforge_bench_webhooks');
const quiet = quietLog('webhooks platform');
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Rounds whose deliveries may be on their way at once: enough that the worker never waits for events. */
const BACKLOG_ROUNDS = Number(process.env.BENCH_WEBHOOK_BACKLOG ?? 2);
const reply = (message: WebhookBenchReply) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The service's default (services/webhook/src/env.ts) unless the bench is told otherwise. */
const concurrency = process.env.WEBHOOK_WORKER_CONCURRENCY ?? '8';

let platform: RunningPlatform | undefined;
let headers: Record<string, string> = {};
let receiverUrl = '';
let endpoints = 0;
let productNumber = 0;
const telemetry =
  process.env.BENCH_TELEMETRY_ON === '1' ? startTelemetry({ serviceName: 'shopforge' }) : undefined;

async function receiverStats(): Promise<WebhookReceiverStats> {
  const response = await fetch(`${receiverUrl}/stats`);
  return (await response.json()) as WebhookReceiverStats;
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${platform?.gatewayUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function start(message: Extract<WebhookBenchRequest, { type: 'start' }>): Promise<void> {
  receiverUrl = message.receiverUrl;
  endpoints = message.endpoints;
  await databases.create();
  const { redisStores } = await import('@shopforge/gateway');
  platform = await launchPlatform({
    database: (service) => ({ kind: 'postgres', url: databases.urlOf(service) }),
    stores: redisStores(redisUrl),
    log: quiet,
    serviceLogLevel: 'warn',
    env: { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_WORKER_CONCURRENCY: concurrency },
  });
  const operator = createServiceClient<OauthRouter>({
    url: platform.serviceUrls.oauth,
    credential: { operatorToken: platform.operatorToken },
  });
  // The largest rate-limit bucket, so the bench measures delivery, not the limit.
  const shop = await operator.operator.createShop.mutate({
    name: 'Webhook Bench',
    currency: 'USD',
    plan: 'enterprise',
  });
  headers = { authorization: `Bearer ${shop.api_key}` };
  const secrets: Record<string, string> = {};
  for (let i = 0; i < endpoints; i++) {
    const hook = await post('/dev/v1/webhooks', {
      url: `${receiverUrl}/hooks/${i}`,
      events: ['product:created'],
    });
    const data = hook.data as { secret: string };
    secrets[String(i)] = data.secret;
  }
  reply({ type: 'ready', secrets });
}

/** One round: `events` products created at once, each a `product:created` event. */
async function round(events: number): Promise<void> {
  await Promise.all(
    Array.from({ length: events }, () => {
      productNumber += 1;
      return post('/dev/v1/products', {
        title: `Webhook bench ${productNumber}`,
        price: 5,
        type: 'SERVICE',
      });
    }),
  );
}

/** Until every delivery queued so far is recorded and announced, and the outbox is drained. */
async function settled(webhookDb: pg.Client, deliveries: number): Promise<void> {
  for (;;) {
    const { rows } = await webhookDb.query<{ done: number; unpublished: number }>(
      `SELECT (SELECT count(*) FROM "webhook_deliveries" WHERE "status" = 'SUCCESS')::int AS "done",
              (SELECT count(*) FROM "outbox_events" WHERE "published_at" IS NULL)::int AS "unpublished"`,
    );
    if ((rows[0]?.done ?? 0) >= deliveries && rows[0]?.unpublished === 0) return;
    await sleep(5);
  }
}

async function arrived(count: number, deadline: number): Promise<WebhookReceiverStats> {
  for (;;) {
    const stats = await receiverStats();
    if (stats.verified >= count) return stats;
    if (performance.now() > deadline)
      throw new Error(`only ${stats.verified} of ${count} deliveries arrived`);
    await sleep(5);
  }
}

/** Deliveries queued so far, all runs together: what the database must show as SUCCESS. */
let queuedTotal = 0;

/**
 * Creates rounds while fewer than BACKLOG_ROUNDS rounds' deliveries are on their way, until
 * `until`; returns how many rounds it created.
 */
async function keepBusy(
  perRound: number,
  eventsPerRound: number,
  until: number,
  trace: (line: string) => void,
): Promise<number> {
  let rounds = 0;
  while (performance.now() < until) {
    const stats = await receiverStats();
    const onTheirWay = queuedTotal - stats.verified;
    trace(`queued=${queuedTotal} received=${stats.verified}`);
    if (onTheirWay < BACKLOG_ROUNDS * perRound) {
      rounds += 1;
      queuedTotal += perRound;
      await round(eventsPerRound);
    } else await sleep(5);
  }
  return rounds;
}

async function run(message: Extract<WebhookBenchRequest, { type: 'run' }>): Promise<WebhookRun> {
  const perRound = message.eventsPerRound * endpoints;
  const webhookDb = new pg.Client({ connectionString: databases.urlOf('webhook') });
  await webhookDb.connect();
  const trace = process.env.BENCH_WEBHOOK_TRACE
    ? (line: string) => console.error(`${new Date().toISOString()} ${line}`)
    : () => {};
  try {
    const before = await receiverStats();
    // Warm-up, thrown away: JIT, pools, prepared statements, and the relays and the worker
    // polling at full rate again after the idle back-off of the previous drain.
    await keepBusy(perRound, message.eventsPerRound, performance.now() + message.warmupSeconds * 1000, trace);
    // The window: the same load goes on; what arrived and what it cost in between.
    const profiler = process.env.BENCH_PROFILE ? new Profiler() : undefined;
    await profiler?.start();
    const atStart = await receiverStats();
    const cpuAtStart = process.cpuUsage();
    const startedAt = performance.now();
    const rounds = await keepBusy(
      perRound,
      message.eventsPerRound,
      startedAt + message.seconds * 1000,
      trace,
    );
    const atEnd = await receiverStats();
    const cpu = process.cpuUsage(cpuAtStart);
    const seconds = (performance.now() - startedAt) / 1000;
    if (profiler) {
      const { file, profile } = await profiler.stop(process.env.BENCH_PROFILE ?? '.', 'webhooks');
      process.stdout.write(`${formatProfileSummary(`webhooks (${file})`, summariseProfile(profile))}\n`);
    }
    // The drain: every delivery queued arrives, and every attempt is recorded and announced.
    const drainStart = performance.now();
    const after = await arrived(queuedTotal, drainStart + 120_000);
    await settled(webhookDb, queuedTotal);
    if (process.env.BENCH_WEBHOOK_TRACE) {
      const { rows } = await webhookDb.query(
        `SELECT avg("duration_ms")::float AS "request_ms", percentile_cont(0.99) WITHIN GROUP (ORDER BY "duration_ms") AS "request_p99_ms" FROM "webhook_deliveries"`,
      );
      trace(JSON.stringify(rows[0]));
    }
    const deliveries = atEnd.verified - atStart.verified;
    return {
      endpoints,
      eventsPerRound: message.eventsPerRound,
      events: rounds * message.eventsPerRound,
      deliveries,
      seconds,
      deliveriesPerSecond: deliveries / seconds,
      platformCpuMicrosPerDelivery: (cpu.user + cpu.system) / deliveries,
      receiverCpuMicrosPerDelivery: (atEnd.cpuMicros - atStart.cpuMicros) / deliveries,
      refused: after.refused - before.refused,
      duplicates: after.duplicates - before.duplicates,
      drainSeconds: (performance.now() - drainStart) / 1000,
      webhookWorkerConcurrency: Number(concurrency),
    };
  } finally {
    await webhookDb.end();
  }
}

async function stop(): Promise<void> {
  await platform?.close().catch(() => undefined);
  await telemetry?.shutdown();
  await databases.drop();
  process.exit(0);
}

process.on('message', (message: WebhookBenchRequest) => {
  const fail = (error: unknown) => reply({ type: 'failed', message: String(error) });
  if (message.type === 'start') start(message).catch(fail);
  else if (message.type === 'run')
    run(message)
      .then((result) => reply({ type: 'result', run: result }))
      .catch(fail);
  else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  else if (message.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());
