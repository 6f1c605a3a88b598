import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { TEST_WEBHOOK_ENV } from '@shopforge/service-webhook/testing';
import { verifyWebhook } from '@shopforge/webhook-signature';
import { PlatformChild } from '../child/platform-child';
import { createServiceDatabases } from '../databases';
import { call } from '../http';
import { flushRedis, redisUrl } from '../redis';
import { Figures } from '../report';
import type { LoadSize } from '../size';

interface Receipt {
  deliveryId: string;
  productId: string;
  body: string;
  /** What the receiver answered; `killed` when the platform was killed before it could answer. */
  outcome: 'ok' | 'failed' | 'killed';
  signed: boolean;
}

/** At most this many refusals per delivery, so five attempts always suffice (see below). */
const MAX_REFUSALS_PER_DELIVERY = 3;

/**
 * A merchant endpoint on loopback that refuses `failPercent` % of attempts (503), chosen by a
 * hash of the delivery id and the attempt's number as the receiver counts it. It refuses one
 * delivery at most three times: a delivery gets five attempts, and the point is that retries
 * and crashes lose nothing, not that a delivery can be unlucky five times in a row. When
 * `onRequest` returns a promise, the request is held until it settles and never answered: the
 * scenario kills the platform while that attempt is in flight.
 */
async function startReceiver(
  secret: () => string,
  failPercent: number,
  onRequest: () => Promise<void> | undefined,
) {
  const receipts: Receipt[] = [];
  const seen = new Map<string, { attempts: number; refusals: number }>();
  const server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const deliveryId = String(req.headers['x-shopforge-delivery'] ?? '');
      let productId = '';
      try {
        productId = String((JSON.parse(body) as { data?: { id?: string } }).data?.id ?? '');
      } catch {
        // counted below as an unsigned, unknown receipt
      }
      const signed = verifyWebhook({
        secret: secret(),
        rawBody: body,
        headers: req.headers as IncomingHttpHeaders & Record<string, string>,
        toleranceSeconds: 3_600,
      }).ok;
      const state = seen.get(deliveryId) ?? { attempts: 0, refusals: 0 };
      state.attempts += 1;
      seen.set(deliveryId, state);
      const receipt: Receipt = { deliveryId, productId, body, outcome: 'ok', signed };
      receipts.push(receipt);
      const hold = onRequest();
      if (hold) {
        receipt.outcome = 'killed';
        void hold.finally(() => res.destroy());
        return;
      }
      const roll =
        createHash('sha256').update(`${deliveryId}:${state.attempts}`).digest().readUInt16BE(0) % 100;
      const refuse = roll < failPercent && state.refusals < MAX_REFUSALS_PER_DELIVERY;
      if (refuse) state.refusals += 1;
      receipt.outcome = refuse ? 'failed' : 'ok';
      setTimeout(() => {
        res.statusCode = refuse ? 503 : 200;
        res.end(refuse ? 'failing on purpose' : 'ok');
      }, 3);
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    receipts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Webhook delivery: N `product:created` events to a receiver that refuses a fifth of the
 * attempts, while the platform process — and with it the delivery worker, the outbox relay and
 * the consumers — is killed with SIGKILL K times mid-attempt and started again on the same
 * databases → every event delivered, and every event's deliveries carry one body.
 */
export async function runWebhooks(size: LoadSize): Promise<Figures> {
  const { events, kills, failPercent } = size.webhooks;
  const figures = new Figures('webhook delivery: failing receiver, killed worker', size.name);
  const databases = await createServiceDatabases();
  const redis = redisUrl();
  await flushRedis(redis);
  const childConfig = {
    databases: databases.urls,
    redisUrl: redis,
    env: {
      ...TEST_WEBHOOK_ENV,
      // A killed worker's claims expire after twice the timeout: 2 s.
      WEBHOOK_TIMEOUT_MS: '1000',
      WEBHOOK_RETRY_SCALE: '0.0005',
      WEBHOOK_WORKER_POLL_MS: '25',
    },
  };
  let secret = '';
  let child: PlatformChild | undefined;
  let restarting: Promise<void> | undefined;
  const killPoints = Array.from({ length: kills }, (_, k) => Math.round((events * (k + 1)) / (kills + 1)));
  let killsDone = 0;
  const restartSeconds: number[] = [];
  let received = 0;

  const restart = async () => {
    const old = child;
    await old?.kill();
    const started = performance.now();
    child = await PlatformChild.start(childConfig);
    restartSeconds.push((performance.now() - started) / 1000);
  };
  const receiver = await startReceiver(
    () => secret,
    failPercent,
    () => {
      received += 1;
      if (restarting || killsDone >= kills || received < (killPoints[killsDone] ?? Infinity))
        return undefined;
      killsDone += 1;
      restarting = restart().finally(() => {
        restarting = undefined;
      });
      return restarting;
    },
  );
  try {
    child = await PlatformChild.start(childConfig);
    const runtime = () => (child as PlatformChild).runtime;
    const operator = createServiceClient<OauthRouter>({
      url: runtime().serviceUrls.oauth,
      credential: { operatorToken: runtime().operatorToken },
    });
    const shop = await operator.operator.createShop.mutate({
      name: 'Webhook Load',
      currency: 'USD',
      plan: 'enterprise',
    });
    const hook = await call(runtime().gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token: shop.api_key,
      body: { url: receiver.url, events: ['product:created'] },
    });
    if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${hook.text}`);
    const webhook = (hook.body as { data: { id: string; secret: string } }).data;
    secret = webhook.secret;

    // Producers: create products until `events` were answered 201. A request the kill cut off
    // may or may not have created its product; the catalog says which, below.
    let created = 0;
    let cutOff = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (created < events) {
          const n = next++;
          if (restarting) await restarting.catch(() => undefined);
          figures.requests++;
          try {
            const res = await call(runtime().gatewayUrl, 'POST', '/dev/v1/products', {
              token: shop.api_key,
              body: { title: `Event ${n}`, price: 1, type: 'SERVICE' },
              timeoutMs: 10_000,
            });
            if (res.status === 201) created++;
            else if (res.status < 500)
              figures.violation(`product ${n}: ${res.status} ${res.text.slice(0, 200)}`);
            else cutOff++;
          } catch {
            cutOff++;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      }),
    );
    const productionSeconds = (performance.now() - started) / 1000;

    const expectedIds = async () =>
      new Set(
        (
          await databases.query<{ id: string }>(
            'catalog',
            'SELECT id::text FROM products WHERE shop_id = $1',
            [shop.shop.id],
          )
        ).map((row) => row.id),
      );
    const deliveredIds = () =>
      new Set(receiver.receipts.filter((r) => r.outcome === 'ok').map((r) => r.productId));
    const deadline = Date.now() + 180_000;
    let expected = await expectedIds();
    for (;;) {
      if (!restarting) {
        const delivered = deliveredIds();
        if ([...expected].every((id) => delivered.has(id)) && killsDone >= kills) break;
      }
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expected = await expectedIds();
    }
    const waitedSeconds = (performance.now() - started) / 1000 - productionSeconds;
    // Let the last attempts' results reach the database before reading it.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const delivered = deliveredIds();
    const missing = [...expected].filter((id) => !delivered.has(id));
    figures.successes = expected.size - missing.length;
    figures.check(killsDone === kills, `the platform was killed ${killsDone} times, not ${kills}`);
    figures.check(missing.length === 0, `${missing.length} of ${expected.size} events never delivered`);
    figures.check(expected.size >= events, `only ${expected.size} products exist`);

    const bodiesByDelivery = new Map<string, Set<string>>();
    const bodiesByProduct = new Map<string, Set<string>>();
    const deliveriesByProduct = new Map<string, Set<string>>();
    for (const r of receiver.receipts) {
      bodiesByDelivery.set(r.deliveryId, (bodiesByDelivery.get(r.deliveryId) ?? new Set()).add(r.body));
      bodiesByProduct.set(r.productId, (bodiesByProduct.get(r.productId) ?? new Set()).add(r.body));
      deliveriesByProduct.set(
        r.productId,
        (deliveriesByProduct.get(r.productId) ?? new Set()).add(r.deliveryId),
      );
    }
    const differing = [...bodiesByProduct.values()].filter((bodies) => bodies.size > 1).length;
    const differingDelivery = [...bodiesByDelivery.values()].filter((bodies) => bodies.size > 1).length;
    figures.check(differing === 0, `${differing} events delivered with different bodies`);
    figures.check(differingDelivery === 0, `${differingDelivery} deliveries sent with different bodies`);
    const unsigned = receiver.receipts.filter((r) => !r.signed).length;
    figures.check(unsigned === 0, `${unsigned} requests whose signature does not verify`);
    const unknown = receiver.receipts.filter((r) => !expected.has(r.productId)).length;
    figures.check(unknown === 0, `${unknown} requests for events that do not exist`);

    const rows = await databases.query<{ status: string; n: string; max_attempts: number }>(
      'webhook',
      `SELECT status, count(*)::text AS n, max(attempts) AS max_attempts FROM webhook_deliveries
       WHERE webhook_id = $1 GROUP BY status`,
      [webhook.id],
    );
    const statusCounts = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    figures.check(
      Object.keys(statusCounts).every((s) => s === 'SUCCESS'),
      `deliveries not all SUCCESS: ${JSON.stringify(statusCounts)}`,
    );

    const okByDelivery = new Map<string, number>();
    for (const r of receiver.receipts) {
      if (r.outcome === 'ok') okByDelivery.set(r.deliveryId, (okByDelivery.get(r.deliveryId) ?? 0) + 1);
    }
    const resent = [...okByDelivery.values()].filter((n) => n > 1).length;
    const fannedTwice = [...deliveriesByProduct.values()].filter((ids) => ids.size > 1).length;
    const count = (o: Receipt['outcome']) => receiver.receipts.filter((r) => r.outcome === o).length;
    figures.set(
      'events',
      `${expected.size} products created (${created} answered 201, ${cutOff} requests cut off by a kill), ${events} asked for`,
    );
    figures.set(
      'receiver',
      `${receiver.receipts.length} attempts received: ${count('ok')} answered 2xx, ${count('failed')} refused (503), ${count('killed')} in flight at a kill`,
    );
    figures.set(
      'kills',
      `${killsDone} × SIGKILL of the platform process mid-attempt; restart took ${restartSeconds.map((s) => s.toFixed(1)).join(', ')} s`,
    );
    figures.set(
      'deliveries in the database',
      `${JSON.stringify(statusCounts)}, at most ${Math.max(0, ...rows.map((r) => r.max_attempts))} attempts`,
    );
    figures.set(
      'duplicates (same body, allowed)',
      `${resent} deliveries answered 2xx more than once (the kill came before the result was recorded); ${fannedTwice} events under more than one delivery id`,
    );
    figures.set(
      'timing',
      `production ${productionSeconds.toFixed(1)} s, then ${waitedSeconds.toFixed(1)} s until all delivered`,
    );
    return figures;
  } finally {
    await restarting?.catch(() => undefined);
    await child?.kill();
    await receiver.close();
    await databases.drop();
    await flushRedis(redis).catch(() => undefined);
  }
}
