/**
 * Child process: the merchant of the `webhooks` scenario, everything outside the platform. Its
 * endpoints on loopback: endpoint `i` (`POST /hooks/<i>`) checks each delivery's V2 signature
 * (HMAC-SHA256 of `<deliveryId>.<timestamp>.<rawBody>` under that endpoint's secret) and answers
 * 200; only deliveries whose signature verifies are counted. Its API client: it creates the
 * events, rounds of `eventsPerRound` products at once through the Developer API, so each goes the
 * whole way (catalog transaction and outbox, relay, bus, the webhook service's fan-out, the
 * delivery queue, a signed POST per endpoint, the attempt's record and its announcement).
 *
 * Rounds keep coming while fewer than BENCH_WEBHOOK_BACKLOG (2) rounds' deliveries are on their
 * way: a warm-up, then the measured window with the same load going on (steady state, so the
 * figure is not the relays' and the worker's idle back-off), then a drain until every delivery
 * has arrived and every attempt is recorded and announced. The parent reads the platform's CPU
 * when told the window starts and ends.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type {
  MerchantRun,
  WebhookMerchantReply,
  WebhookMerchantRequest,
  WebhookRunSpec,
} from './webhook-protocol';

/** Rounds whose deliveries may be on their way at once: enough that the worker never waits for events. */
const BACKLOG_ROUNDS = Number(process.env.BENCH_WEBHOOK_BACKLOG ?? 2);
const secrets = new Map<string, string>();
const seen = new Set<string>();
const received = { verified: 0, refused: 0, duplicates: 0 };
/** Deliveries the events created so far fan out to, all runs together. */
let queued = 0;
let productNumber = 0;

const reply = (message: WebhookMerchantReply) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cpuMicros = () => {
  const cpu = process.cpuUsage();
  return cpu.user + cpu.system;
};
const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

function verifies(secret: string, req: IncomingMessage, body: Buffer): boolean {
  const signature = /^v1,t=(\d+),h=([0-9a-f]{64})$/.exec(header(req, 'x-shopforge-signature-v2'));
  const deliveryId = header(req, 'x-shopforge-delivery');
  if (!signature || signature[1] !== header(req, 'x-shopforge-timestamp') || !deliveryId) return false;
  const expected = createHmac('sha256', secret)
    .update(`${deliveryId}.${signature[1]}.`)
    .update(body)
    .digest('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature[2] ?? ''));
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const endpoint = /^\/hooks\/(\d+)$/.exec(req.url ?? '')?.[1] ?? '';
    const secret = secrets.get(endpoint);
    const ok = secret !== undefined && verifies(secret, req, Buffer.concat(chunks));
    if (ok) {
      received.verified += 1;
      const id = header(req, 'x-shopforge-delivery');
      if (seen.has(id)) received.duplicates += 1;
      else seen.add(id);
    } else received.refused += 1;
    res.statusCode = ok ? 200 : 401;
    res.end(ok ? 'ok' : 'bad signature');
  });
});

/** One round: `events` products created at once, each a `product:created` event. */
async function round(spec: WebhookRunSpec): Promise<void> {
  await Promise.all(
    Array.from({ length: spec.eventsPerRound }, async () => {
      productNumber += 1;
      const response = await fetch(`${spec.gatewayUrl}/dev/v1/products`, {
        method: 'POST',
        headers: { ...spec.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Webhook bench ${productNumber}`, price: 5, type: 'SERVICE' }),
      });
      const text = await response.text();
      if (response.status !== 201) throw new Error(`creating a product answered ${response.status}: ${text}`);
    }),
  );
}

/** Creates rounds while fewer than BACKLOG_ROUNDS rounds' deliveries are on their way, until `until`. */
async function keepBusy(spec: WebhookRunSpec, until: number): Promise<number> {
  const perRound = spec.eventsPerRound * spec.endpoints;
  let rounds = 0;
  while (performance.now() < until) {
    if (queued - received.verified < BACKLOG_ROUNDS * perRound) {
      rounds += 1;
      queued += perRound;
      await round(spec);
    } else await sleep(2);
  }
  return rounds;
}

/** Until every delivery queued has arrived, and is recorded SUCCESS with its announcement published. */
async function drain(spec: WebhookRunSpec): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (received.verified < queued) {
    if (performance.now() > deadline)
      throw new Error(`only ${received.verified} of ${queued} deliveries arrived`);
    await sleep(5);
  }
  const db = new pg.Client({ connectionString: spec.webhookDatabaseUrl });
  await db.connect();
  try {
    for (;;) {
      const { rows } = await db.query<{ done: number; unpublished: number }>(
        `SELECT (SELECT count(*) FROM "webhook_deliveries" WHERE "status" = 'SUCCESS')::int AS "done",
                (SELECT count(*) FROM "outbox_events" WHERE "published_at" IS NULL)::int AS "unpublished"`,
      );
      if ((rows[0]?.done ?? 0) >= queued && rows[0]?.unpublished === 0) return;
      if (performance.now() > deadline) throw new Error(`not settled: ${JSON.stringify(rows[0])}`);
      await sleep(5);
    }
  } finally {
    await db.end();
  }
}

async function run(spec: WebhookRunSpec): Promise<MerchantRun> {
  const before = { ...received };
  // Warm-up, thrown away: JIT, pools, prepared statements, and the relays and the worker
  // polling at full rate again after the idle back-off of the previous drain.
  await keepBusy(spec, performance.now() + spec.warmupSeconds * 1000);
  reply({ type: 'window-start' });
  const atStart = { verified: received.verified, cpu: cpuMicros(), at: performance.now() };
  const rounds = await keepBusy(spec, atStart.at + spec.seconds * 1000);
  const deliveries = received.verified - atStart.verified;
  const seconds = (performance.now() - atStart.at) / 1000;
  const merchantCpu = cpuMicros() - atStart.cpu;
  reply({ type: 'window-end' });
  const drainStart = performance.now();
  await drain(spec);
  return {
    events: rounds * spec.eventsPerRound,
    deliveries,
    seconds,
    merchantCpuMicrosPerDelivery: merchantCpu / deliveries,
    refused: received.refused - before.refused,
    duplicates: received.duplicates - before.duplicates,
    drainSeconds: (performance.now() - drainStart) / 1000,
  };
}

process.on('message', (message: WebhookMerchantRequest) => {
  if (message.type === 'secrets') {
    for (const [endpoint, secret] of Object.entries(message.secrets)) secrets.set(endpoint, secret);
    reply({ type: 'secrets-set' });
  } else if (message.type === 'run') {
    run(message.spec)
      .then((result) => reply({ type: 'result', run: result }))
      .catch((error: unknown) => reply({ type: 'failed', message: String(error) }));
  } else if (message.type === 'stop') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  reply({ type: 'listening', url: `http://127.0.0.1:${port}` });
});
