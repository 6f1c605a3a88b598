import { adminQuery } from '../databases';
import { cents, resellerSetup } from '../fixtures';
import { call, errorCodeOf } from '../http';
import { countFaultNoise } from '../logs';
import { bootLoadPlatform, type LoadPlatform } from '../platform';
import { SpareRedis } from '../redis';
import { Figures } from '../report';
import type { LoadSize } from '../size';
import { checkLedgerAndCodes, ledgerFigures, serialFigures } from './invariants';

type Op = 'order' | 'product' | 'read';

interface Result {
  op: Op;
  status: number | 'no answer';
  code?: string;
  ms: number;
  /** The reseller order's idempotency key, to retry it after recovery. */
  key?: string;
  detail?: string;
}

/** A request that takes longer than this counts as hung. */
const ANSWER_WITHIN_MS = 15_000;
/** How long recovery may take after a fault ends before the scenario gives up. */
const RECOVERY_WITHIN_MS = 30_000;

/** Statuses the workload answers when all is well: 2xx, or refusals it can run into by design. */
function healthy(r: Result): boolean {
  if (typeof r.status !== 'number') return false;
  if (r.status < 300) return true;
  // Out of balance or stock, or a key whose first call is still running: refusals, not faults.
  return r.op === 'order' && (r.status === 402 || r.status === 409);
}

interface Workload {
  p: LoadPlatform;
  merchantKey: string;
  resellerKeys: string[];
  productId: string;
  nextKey: number;
  productsAnswered: Set<string>;
}

async function one(w: Workload, i: number): Promise<Result> {
  const op: Op = (['order', 'product', 'read'] as const)[i % 3] as Op;
  const started = performance.now();
  const n = w.nextKey++;
  const key = `fault-${n}`;
  try {
    const res =
      op === 'order'
        ? await call(w.p.gatewayUrl, 'POST', '/reseller/v1/orders', {
            token: w.resellerKeys[n % w.resellerKeys.length],
            headers: { 'idempotency-key': key },
            body: { items: [{ product_id: w.productId, quantity: 1 }] },
            timeoutMs: ANSWER_WITHIN_MS,
          })
        : op === 'product'
          ? await call(w.p.gatewayUrl, 'POST', '/dev/v1/products', {
              token: w.merchantKey,
              body: { title: `Fault ${n}`, price: 1, type: 'SERVICE' },
              timeoutMs: ANSWER_WITHIN_MS,
            })
          : await call(w.p.gatewayUrl, 'GET', '/dev/v1/me', {
              token: w.merchantKey,
              timeoutMs: ANSWER_WITHIN_MS,
            });
    if (op === 'product' && res.status === 201)
      w.productsAnswered.add((res.body as { data: { id: string } }).data.id);
    const result: Result = { op, status: res.status, ms: performance.now() - started, key };
    if (res.status >= 400) result.code = errorCodeOf(res);
    return result;
  } catch (error) {
    return {
      op,
      status: 'no answer',
      ms: performance.now() - started,
      key,
      detail: (error as Error).message,
    };
  }
}

/** `count` requests (orders, product creations, reads in turn), `concurrency` at a time. */
async function run(
  w: Workload,
  count: number,
  concurrency = 8,
  keepGoing?: () => boolean,
): Promise<Result[]> {
  const results: Result[] = [];
  let issued = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < count || keepGoing?.()) {
        const i = issued++;
        results.push(await one(w, i));
      }
    }),
  );
  return results;
}

/** Sends small batches until one is fully healthy; the seconds that took. */
async function recovery(w: Workload, figures: Figures, what: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const batch = await run(w, 9, 9);
    if (batch.every(healthy)) return (performance.now() - started) / 1000;
    if (performance.now() - started > RECOVERY_WITHIN_MS) {
      figures.violation(`${what}: not recovered within ${RECOVERY_WITHIN_MS / 1000} s (${describe(batch)})`);
      return (performance.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function describe(results: Result[]): string {
  const counts = new Map<string, number>();
  for (const r of results) {
    const label = `${r.status}${r.code ? ` ${r.code}` : ''}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ×${v}`)
    .join(', ');
}

/** During a fault: every answer is healthy or a 5xx in the envelope, and none hangs. */
function checkDuringFault(figures: Figures, what: string, results: Result[]): void {
  for (const r of results) {
    if (r.status === 'no answer') figures.violation(`${what}: ${r.op} got no answer (${r.detail})`);
    else if (r.ms > ANSWER_WITHIN_MS) figures.violation(`${what}: ${r.op} took ${Math.round(r.ms)} ms`);
    else if (healthy(r)) continue;
    else if (r.status < 500) figures.violation(`${what}: ${r.op} answered ${r.status} ${r.code}`);
    else if (r.code?.startsWith('NOT AN ENVELOPE'))
      figures.violation(`${what}: ${r.op} ${r.status} ${r.code}`);
  }
}

/** After recovery: everything healthy. */
function checkHealthy(figures: Figures, what: string, results: Result[]): void {
  const bad = results.filter((r) => !healthy(r));
  if (bad.length)
    figures.violation(`${what}: ${bad.length} of ${results.length} unhealthy (${describe(bad)})`);
}

function account(figures: Figures, results: Result[]): void {
  figures.requests += results.length;
  figures.successes += results.filter((r) => typeof r.status === 'number' && r.status < 300).length;
}

const slowest = (results: Result[]) => Math.round(Math.max(0, ...results.map((r) => r.ms)));

/**
 * Faults: under a mixed load (reseller orders, product creations, reads), every connection of
 * the platform's six databases is terminated (`pg_terminate_backend`), and the gateway's Redis
 * is killed and started again empty → 5xx in the error envelope while it lasts (no hang, no
 * dropped connection), full recovery after, and nothing half-written: the reseller ledger sums,
 * every delivered code claimed once, no order left mid-saga, every product with its event.
 */
export async function runFaults(size: LoadSize): Promise<Figures> {
  const { rounds, requestsPerPhase } = size.faults;
  const figures = new Figures('faults: PostgreSQL connections terminated, Redis restarted', size.name);
  const redis = new SpareRedis();
  await redis.start();
  let p: LoadPlatform | undefined;
  const noise = countFaultNoise();
  try {
    p = await bootLoadPlatform({
      redisUrl: redis.url,
      // A saga cut short by a terminated connection is finished by the recovery worker: soon.
      env: { RESELLER_RECOVERY_INTERVAL_MS: '250', RESELLER_RECOVERY_GRACE_MS: '1000' },
    });
    const platform = p;
    const orderBudget = Math.ceil(((1 + rounds * 4) * requestsPerPhase) / 3) + rounds * 60;
    const setup = await resellerSetup(platform, {
      serials: orderBudget + 50,
      topup: '0',
      keyCount: 40,
      prefix: 'FAULT',
    });
    const unitCents = cents(setup.unitPrice);
    await platform.reseller.operator.topup.mutate({
      relationship_id: setup.relationshipId,
      amount: ((unitCents * orderBudget * 2) / 100).toFixed(2),
    });
    const merchant = await platform.operator.operator.createShop.mutate({
      name: 'Fault Merchant',
      currency: 'USD',
      plan: 'enterprise',
    });
    const w: Workload = {
      p: platform,
      merchantKey: merchant.api_key,
      resellerKeys: setup.keys,
      productId: setup.productId,
      nextKey: 0,
      productsAnswered: new Set(),
    };
    const all: Result[] = [];
    const record = (results: Result[]) => {
      all.push(...results);
      account(figures, results);
      return results;
    };

    const baseline = record(await run(w, requestsPerPhase));
    checkHealthy(figures, 'baseline', baseline);
    figures.set('baseline', describe(baseline));

    const pgTimes: number[] = [];
    const redisTimes: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      // PostgreSQL: every backend of the six databases terminated, five times 150 ms apart.
      let terminating = true;
      let terminated = 0;
      const injector = (async () => {
        for (let i = 0; i < 5; i++) {
          await new Promise((resolve) => setTimeout(resolve, 150));
          const rows = await adminQuery<{ ok: boolean }>(
            `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
             WHERE datname = ANY($1) AND pid <> pg_backend_pid()`,
            [Object.values(platform.databases.names)],
          );
          terminated += rows.filter((r) => r.ok).length;
        }
        terminating = false;
      })();
      const duringPg = record(await run(w, requestsPerPhase, 8, () => terminating));
      await injector;
      checkDuringFault(figures, `round ${round} PostgreSQL`, duringPg);
      pgTimes.push(await recovery(w, figures, `round ${round} PostgreSQL`));
      const afterPg = record(await run(w, requestsPerPhase));
      checkHealthy(figures, `round ${round} after PostgreSQL`, afterPg);
      figures.set(
        `round ${round} PostgreSQL (${terminated} backends terminated)`,
        `during: ${describe(duringPg)}; slowest ${slowest(duringPg)} ms; after: ${describe(afterPg)}`,
      );

      // Redis: killed (SIGKILL), requests sent while it is down, then started again, empty.
      await redis.kill();
      // Requests only wait here (each up to ioredis's reconnect backoff), so more at once.
      const duringRedis = record(await run(w, requestsPerPhase, 40));
      checkDuringFault(figures, `round ${round} Redis down`, duringRedis);
      await redis.start();
      redisTimes.push(await recovery(w, figures, `round ${round} Redis`));
      const afterRedis = record(await run(w, requestsPerPhase));
      checkHealthy(figures, `round ${round} after Redis`, afterRedis);
      figures.set(
        `round ${round} Redis down`,
        `during: ${describe(duringRedis)}; slowest ${slowest(duringRedis)} ms; after: ${describe(afterRedis)}`,
      );
    }
    figures.set(
      'recovery',
      `PostgreSQL ${pgTimes.map((s) => s.toFixed(1)).join(', ')} s; Redis ${redisTimes.map((s) => s.toFixed(1)).join(', ')} s`,
    );

    // Orders that got a 5xx: the same key again must answer the one order (or a refusal), never a 5xx.
    const failedOrders = all.filter(
      (r) => r.op === 'order' && typeof r.status === 'number' && r.status >= 500,
    );
    const retries = await Promise.all(
      failedOrders.map(async (r, i) => {
        for (let attempt = 0; ; attempt++) {
          const res = await call(platform.gatewayUrl, 'POST', '/reseller/v1/orders', {
            token: setup.keys[i % setup.keys.length],
            headers: { 'idempotency-key': r.key ?? '' },
            body: { items: [{ product_id: setup.productId, quantity: 1 }] },
          });
          // 409 processing: the recovery worker is finishing that saga; ask again.
          if (res.status === 409 && res.headers['idempotency-status'] === 'processing' && attempt < 60) {
            await new Promise((resolve) => setTimeout(resolve, 250));
            continue;
          }
          return `${res.status} ${res.headers['idempotency-status'] ?? ''}`.trim();
        }
      }),
    );
    figures.check(
      retries.every((s) => !s.startsWith('5')),
      `orders retried after a 5xx: ${retries.filter((s) => s.startsWith('5')).length} still 5xx`,
    );
    const stuck = await platform.databases.query<{ n: string; with_order: string }>(
      'reseller',
      `SELECT count(*)::text AS n, count(order_id)::text AS with_order
       FROM reseller_idempotency_keys WHERE state = 'PROCESSING'`,
    );
    // Spec rules 3 and 4: "processing" only while a call runs; a 5xx is never kept.
    figures.check(
      Number(stuck[0]?.n ?? 0) === 0,
      `${stuck[0]?.n} idempotency keys left PROCESSING after their request failed (retries answer 409 processing)`,
    );
    figures.check(
      !retries.some((s) => s.startsWith('409') && s.endsWith('processing')),
      'a retry of a failed order still answered 409 processing 15 s later',
    );
    figures.set(
      'orders retried with their key after a 5xx',
      `${failedOrders.length}: ${[...new Set(retries)].map((s) => `${s} ×${retries.filter((x) => x === s).length}`).join(', ') || 'none'}`,
    );

    // Nothing half-written.
    const deadline = Date.now() + RECOVERY_WITHIN_MS;
    let ledger = await ledgerFigures(platform.databases, setup.relationshipId);
    while (ledger.pendingOrders > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ledger = await ledgerFigures(platform.databases, setup.relationshipId);
    }
    const codes = await serialFigures(platform.databases, setup.productId, setup.serials);
    checkLedgerAndCodes(figures, ledger, codes, unitCents);
    const orphans = await platform.databases.query<{ n: string }>(
      'catalog',
      `SELECT count(*)::text AS n FROM products p
       WHERE p.shop_id = $1 AND NOT EXISTS (
         SELECT 1 FROM outbox_events o WHERE o.aggregate_id = p.id::text AND o.type = 'product:created')`,
      [merchant.shop.id],
    );
    const [productRows] = await platform.databases.query<{ n: string }>(
      'catalog',
      'SELECT count(*)::text AS n FROM products WHERE shop_id = $1',
      [merchant.shop.id],
    );
    const orphanCount = Number(orphans[0]?.n ?? 0);
    figures.check(orphanCount === 0, `${orphanCount} products without their product:created event`);
    const stored = await platform.databases.query<{ id: string }>(
      'catalog',
      'SELECT id::text FROM products WHERE shop_id = $1',
      [merchant.shop.id],
    );
    const storedIds = new Set(stored.map((r) => r.id));
    const lost = [...w.productsAnswered].filter((id) => !storedIds.has(id)).length;
    figures.check(lost === 0, `${lost} products answered 201 but not stored`);
    figures.set(
      'afterwards',
      `${ledger.completedOrders} orders completed, 0 pending, ledger balance ${ledger.balanceCents / 100} = top-ups ${ledger.topupCents / 100} − debits ${ledger.debitCents / 100}; ${codes.delivered} codes delivered once each; ${productRows?.n ?? 0} products, each with its event`,
    );
    figures.set(
      'platform error log lines (expected during faults)',
      `${platform.logs.errorCount()}; on stderr: ${Object.entries(noise.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    return figures;
  } finally {
    await p
      ?.close()
      .catch((error: unknown) =>
        process.stdout.write(`faults: closing the platform failed: ${String(error)}\n`),
      );
    await redis.close();
    noise.restore();
  }
}
