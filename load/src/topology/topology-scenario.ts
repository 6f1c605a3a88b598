import { WEBHOOK_DELIVERY_PROGRESS_EVENT } from '@shopforge/contracts';
import { SERVICE_NAMES } from '@shopforge/service-kit';
import { adminQuery } from '../databases';
import { cents, dev, resellerSetup } from '../fixtures';
import { Figures } from '../report';
import { ledgerFigures, serialFigures } from '../scenarios/invariants';
import { checkTopologyInvariants } from './invariants';
import { startReceiver } from './receiver';
import { REPLICAS, TopologyPlatform } from './topology-platform';
import type { TopologySize } from './topology-size';
import { ANSWER_WITHIN_MS, describeOutcomes, type Outcome, percentile, Workload } from './workload';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a client keeps sending a failed order again while its key answers 409 `processing`.
 * A replica killed while it held the key leaves the claim to expire by itself: the gateway's
 * lock (IDEMPOTENCY_TIMINGS.lockTtlMs) and the reseller service's (CLAIM_LOCK_MS) last 60 s,
 * so a client must wait that long at worst, and a little more.
 */
const RETRY_WHILE_PROCESSING_MS = 75_000;

/** The webhook events the merchant subscribes to: one per product, two per developer order. */
export const SUBSCRIBED = ['product:created', 'order:created', 'order:paid'];

/**
 * The production topology under load and faults: `start:prod --replicas 2 --restart` on
 * PostgreSQL and a Redis Streams bus; under a steady mixed load every service loses a replica to
 * SIGKILL in turn (start:prod starts it again), Redis is restarted once and every PostgreSQL
 * backend of the six databases is terminated once; then every acknowledged write, event,
 * delivery and ledger is checked (./invariants.ts).
 */
export async function runTopology(size: TopologySize): Promise<Figures> {
  const figures = new Figures('topology: separate processes, replicas, Redis Streams, faults', size.name);
  let secret = '';
  const receiver = await startReceiver(() => secret);
  const p = await TopologyPlatform.boot({
    // New shops pay through the test provider; loopback webhooks; quick retries; quick recovery.
    TEST_PAYMENTS: 'true',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_RETRY_SCALE: '0.0005',
    WEBHOOK_TIMEOUT_MS: '2000',
    WEBHOOK_WORKER_POLL_MS: '50',
    RESELLER_RECOVERY_INTERVAL_MS: '500',
    RESELLER_RECOVERY_GRACE_MS: '2000',
    // A killed consumer's partitions move to the survivor after this long.
    EVENT_BUS_LEASE_MS: '3000',
  });
  try {
    // Codes and money for every reseller order the load can send, so none is refused for stock.
    const setup = await resellerSetup(p, {
      serials: size.resellerCodes,
      topup: '0',
      keyCount: 24,
      prefix: 'TOPO',
    });
    await p.reseller.operator.topup.mutate({
      relationship_id: setup.relationshipId,
      amount: ((cents(setup.unitPrice) * size.resellerCodes) / 100).toFixed(2),
    });
    const merchant = await p.operator.operator.createShop.mutate({
      name: 'Topology Merchant',
      currency: 'USD',
      plan: 'enterprise',
    });
    const hook = await dev<{ id: string; secret: string }>(p, merchant.api_key, 'POST', '/dev/v1/webhooks', {
      url: receiver.url,
      events: SUBSCRIBED,
    });
    secret = hook.secret;
    const devProduct = await dev<{ id: string }>(p, merchant.api_key, 'POST', '/dev/v1/products', {
      title: 'Topology service',
      price: 3,
      type: 'SERVICE',
    });
    const workload = new Workload({
      p,
      merchantKey: merchant.api_key,
      devProductId: devProduct.id,
      resellerKeys: setup.keys,
      resellerProductId: setup.productId,
    });

    // Calm: the figure to compare the faults with.
    workload.start(size.concurrency);
    const calmFrom = Date.now();
    await sleep(size.calmSeconds * 1_000);
    const calm = workload.outcomes.filter((o) => o.at >= calmFrom);
    figures.set(
      'calm phase',
      `${calm.length} requests in ${size.calmSeconds} s, p50 ${percentile(calm, 0.5)} ms, p99 ${percentile(calm, 0.99)} ms; ${describeOutcomes(calm)}`,
    );
    for (const o of calm) {
      if (typeof o.status !== 'number' || o.status >= 300)
        figures.violation(`calm: ${o.op} answered ${o.status} ${o.code ?? ''}`);
    }

    // Faults, one after another, the load running all along.
    const faultsFrom = Date.now();
    const kills: string[] = [];
    for (let round = 1; round <= size.killRounds; round++) {
      const replica = ((round - 1) % REPLICAS) + 1;
      for (const service of SERVICE_NAMES) {
        const seconds = await p.killReplica(service, replica);
        kills.push(`${service}-${replica} ${seconds.toFixed(1)} s`);
        await sleep(1_000);
      }
    }
    figures.set('replicas killed with SIGKILL (back and ready after)', kills.join(', '));
    const redisFrom = performance.now();
    await p.redis.restart();
    figures.set(
      'Redis restarted (SIGKILL, append-only file reloaded)',
      `${((performance.now() - redisFrom) / 1000).toFixed(1)} s`,
    );
    await sleep(2_000);
    const terminated = await adminQuery<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
       WHERE datname = ANY($1) AND pid <> pg_backend_pid()`,
      [Object.values(p.databases.names)],
    );
    figures.set('PostgreSQL backends terminated', terminated.filter((row) => row.ok).length);
    await sleep(size.tailSeconds * 1_000);
    await workload.stop();
    const duringFaults = workload.outcomes.filter((o) => o.at >= faultsFrom);
    figures.set(
      'during and after the faults',
      `${duringFaults.length} requests; ${describeOutcomes(duringFaults)}`,
    );
    for (const o of workload.outcomes) {
      if (o.status === 'no answer') figures.violation(`${o.op} got no answer`);
      else if (o.ms > ANSWER_WITHIN_MS) figures.violation(`${o.op} took ${Math.round(o.ms)} ms`);
      else if (o.code?.startsWith('NOT AN ENVELOPE')) figures.violation(`${o.op} ${o.status} ${o.code}`);
      // 409: the key's first call is still running; 429: the key's bucket is empty. Refusals a
      // client handles by waiting, by design; everything else below 500 is a fault's doing.
      else if (
        o.status >= 400 &&
        o.status < 500 &&
        o.status !== 429 &&
        !(o.op === 'reseller-order' && o.status === 409)
      ) {
        figures.violation(`${o.op} answered ${o.status} ${o.code}`);
      }
    }

    // A client sends an order that failed (5xx, or no answer) again with its key: it must end as
    // one order, never two. Refusals (409, 429) executed nothing and are not sent again.
    const failed = workload.outcomes.filter(
      (o) =>
        (o.op === 'dev-order' || o.op === 'reseller-order') && (o.status === 'no answer' || o.status >= 500),
    );
    const retried: Outcome[] = [];
    for (const o of failed) {
      let again = await workload.retry(o);
      // 409: the first call with that key is still being finished (a saga the recovery completes),
      // or its replica died holding the key, whose claim then expires by itself.
      const until = Date.now() + RETRY_WHILE_PROCESSING_MS;
      while (again.status !== 201 && again.status !== 200 && Date.now() < until) {
        await sleep(again.status === 409 ? 1_000 : 250);
        again = await workload.retry(o);
      }
      retried.push(again);
    }
    figures.set(
      'orders sent again with their key after a failure',
      `${failed.length}; ${describeOutcomes(retried) || 'none'}`,
    );
    for (const o of retried) {
      if (o.status !== 201 && o.status !== 200) {
        figures.violation(`retried ${o.op} ${o.key} still ${o.status} ${o.code ?? ''}`);
      }
    }

    figures.requests = workload.outcomes.length + retried.length;
    figures.successes = [...workload.outcomes, ...retried].filter(
      (o) => typeof o.status === 'number' && o.status < 300,
    ).length;
    await checkTopologyInvariants(figures, {
      p,
      outcomes: [...workload.outcomes, ...retried],
      merchantShopId: merchant.shop.id,
      webhookId: hook.id,
      subscribed: SUBSCRIBED,
      received: receiver.received,
      ledger: () => ledgerFigures(p.databases, setup.relationshipId),
      serials: () => serialFigures(p.databases, setup.productId, setup.serials),
      unitCents: cents(setup.unitPrice),
      progressEvent: WEBHOOK_DELIVERY_PROGRESS_EVENT,
    });
    // Every death start:prod saw: the kills above, and nothing else.
    const deaths = p.lifecycleLines().filter((line) => line.includes('starting it again'));
    figures.set('deaths start:prod saw', deaths.map((line) => line.replace('[start:prod] ', '')).join('; '));
    const unexpected = deaths.filter((line) => !line.includes('killed by SIGKILL'));
    figures.check(
      deaths.length === kills.length,
      `${deaths.length} processes died for ${kills.length} kills: ${deaths.join('; ')}${unexpected
        .map((line) => `\n--- before "${line}":\n${p.outputBefore(line)}`)
        .join('')}`,
    );
    return figures;
  } catch (error) {
    process.stdout.write(`topology: failed; the last output of start:prod:\n${p.tail()}\n`);
    throw error;
  } finally {
    const code = await p.close();
    figures.check(code === 0, `start:prod exited with ${code} on SIGTERM`);
    await receiver.close();
  }
}
