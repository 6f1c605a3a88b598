import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_DELIVERY_PROGRESS_EVENT } from '@shopforge/contracts';
import { createPostgresTestDatabase } from '@shopforge/db/testing';
import type { EventEnvelope } from '@shopforge/events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDue } from '../src/delivery/claim';
import { recordAttempts } from '../src/delivery/record';
import { DeliveryWorker } from '../src/delivery/worker';
import { fanOut } from '../src/events/fan-out';
import { MIGRATIONS_DIR } from '../src/service';
import { TEST_WEBHOOK_ENV } from '../src/testing';
import { type Harness, openHarness, SHOP_A } from './harness';

// Races need several connections at once, which PGlite cannot give: PostgreSQL only.
const open = async () => {
  const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};

function productEvent(): EventEnvelope {
  const id = randomUUID();
  return {
    id,
    type: 'product:created',
    occurred_at: '2026-11-01T10:00:00.000Z',
    shop_id: SHOP_A,
    aggregate_id: id,
    sequence: 1,
    traceparent: null,
    data: { id, uniqid: 'p1', title: 'Race' },
  };
}

const count = async (h: Harness, sql: string) =>
  (await h.deps.sql.query<{ n: number }>(`SELECT count(*)::int AS "n" ${sql}`))[0]?.n;

describe('webhook delivery races on PostgreSQL', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await openHarness(open, { ...TEST_WEBHOOK_ENV, WEBHOOK_WORKER_CONCURRENCY: '1' });
  });
  afterEach(async () => {
    await h.close();
  });

  const subscribe = (endpoints: number, url = 'http://127.0.0.1:9/hooks') =>
    Promise.all(
      Array.from({ length: endpoints }, () =>
        h.asShop(SHOP_A).webhooks.create({ url, events: ['product:created'] }),
      ),
    );

  it('racing claimers never take the same attempt, and together take every due one', async () => {
    await subscribe(30);
    await fanOut(h.deps, productEvent());
    await fanOut(h.deps, productEvent());
    const now = h.clock.now();
    const lease = new Date(now.getTime() + 60_000);
    const taken: string[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (;;) {
          const claims = await claimDue(h.deps.sql, now, lease, 7);
          taken.push(...claims.map((claim) => claim.id));
          if (
            claims.length === 0 &&
            (await count(h, `FROM "webhook_deliveries" WHERE "status" = 'PENDING'`)) === 0
          )
            return;
        }
      }),
    );
    expect(taken).toHaveLength(60);
    expect(new Set(taken).size).toBe(60);
  });

  it('a crash between claim and record leaves the attempt re-claimable after its lease, under the same number', async () => {
    await subscribe(1);
    await fanOut(h.deps, productEvent());
    const now = h.clock.now();
    const lease = new Date(now.getTime() + 1000);
    const [first] = await claimDue(h.deps.sql, now, lease, 10);
    expect(first?.attempts).toBe(1);
    // The worker that claimed it is gone: nobody records. Until the lease ends, nobody else takes it.
    expect(await claimDue(h.deps.sql, new Date(now.getTime() + 999), lease, 10)).toEqual([]);
    const later = new Date(now.getTime() + 1001);
    const [again] = await claimDue(h.deps.sql, later, new Date(later.getTime() + 1000), 10);
    expect(again).toMatchObject({ id: first?.id, attempts: 1 });
  });

  it('an attempt sent twice (its lease ended mid-attempt) is recorded once: the later result is dropped with its log row and announcement', async () => {
    await subscribe(1);
    await fanOut(h.deps, productEvent());
    const now = h.clock.now();
    const [stale] = await claimDue(h.deps.sql, now, new Date(now.getTime() + 1000), 10);
    const later = new Date(now.getTime() + 1001);
    const [owner] = await claimDue(h.deps.sql, later, new Date(later.getTime() + 1000), 10);
    if (!stale || !owner) throw new Error('both claims should have taken the delivery');
    const result = (delivery: typeof owner, responseCode: number) => ({
      delivery,
      url: delivery.endpoint_url ?? delivery.url,
      startedAt: later,
      verdict: { status: 'SUCCESS' as const, nextAttemptAt: null },
      responseCode,
      errorMessage: null,
      durationMs: 3,
      responseBody: 'ok',
      requestHeaders: { 'X-Shopforge-Delivery': delivery.id },
    });
    const [a, b] = await Promise.all([
      recordAttempts(h.deps.sql, [result(owner, 200)], later, null),
      recordAttempts(h.deps.sql, [result(stale, 201)], later, null),
    ]);
    expect([...(a ?? []), ...(b ?? [])]).toEqual([owner.id]);
    expect(await count(h, `FROM "webhook_delivery_attempts"`)).toBe(1);
    expect(
      await count(
        h,
        `FROM "outbox_events" WHERE "type" = '${WEBHOOK_DELIVERY_PROGRESS_EVENT}' AND "payload"->>'status' = 'SUCCESS'`,
      ),
    ).toBe(1);
  });

  it('racing copies of one event queue one delivery per endpoint and announce each once', async () => {
    await subscribe(12);
    const event = productEvent();
    const queued = await Promise.all(Array.from({ length: 5 }, () => fanOut(h.deps, event)));
    expect(queued.sort((x, y) => y - x)).toEqual([12, 0, 0, 0, 0]);
    expect(await count(h, `FROM "webhook_deliveries"`)).toBe(12);
    expect(await count(h, `FROM "outbox_events" WHERE "type" = '${WEBHOOK_DELIVERY_PROGRESS_EVENT}'`)).toBe(
      12,
    );
  });

  it('stopping hands back the attempt in flight and the claims taken ahead, none of them counted', async () => {
    // An endpoint that never answers: the attempt stays in flight until the worker stops.
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hooks`;
    try {
      await subscribe(3, url);
      await fanOut(h.deps, productEvent());
      const worker = new DeliveryWorker(h.deps);
      worker.start();
      // Concurrency 1: one attempt in flight, one claimed ahead, one left in the queue.
      await expect
        .poll(() => count(h, `FROM "webhook_deliveries" WHERE "status" = 'PROCESSING'`), { timeout: 10_000 })
        .toBe(2);
      await worker.stop();
      const rows = await h.deps.sql.query<{ status: string; attempts: number }>(
        `SELECT "status", "attempts" FROM "webhook_deliveries"`,
      );
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.status === 'PENDING' && row.attempts === 0)).toBe(true);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
  });
});
