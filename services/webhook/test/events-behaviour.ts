import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@shopforge/events';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { verifyWebhook } from '@shopforge/webhook-signature';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purgeEvents } from '../src/db/platform-events';
import { DeliveryWorker } from '../src/delivery/worker';
import { fanOut } from '../src/events/fan-out';
import { type Harness, openHarness, type Receiver, SHOP_A, SHOP_B, startReceiver } from './harness';

const HOUR_MS = 60 * 60 * 1000;

/** Events API and replay rules, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeEventsAndReplay(backend: string, open: OpenTestDatabase): void {
  describe(`events API and webhook replay on ${backend}`, () => {
    let h: Harness;
    let receiver: Receiver;
    let worker: DeliveryWorker;
    let sequence = 0;
    beforeEach(async () => {
      h = await openHarness(open);
      receiver = await startReceiver();
      worker = new DeliveryWorker(h.deps);
    });
    afterEach(async () => {
      await worker.stop();
      await receiver.close();
      await h.close();
    });

    /** An event as the bus hands it over, happening now on the test clock. */
    const event = (
      type: string,
      options: { shopId?: string; objectId?: string; keys?: boolean; productId?: string } = {},
    ): EventEnvelope => {
      const objectId = options.objectId ?? `inv-${randomUUID().slice(0, 8)}`;
      sequence += 1;
      return {
        id: randomUUID(),
        type,
        occurred_at: h.clock.now().toISOString(),
        shop_id: options.shopId ?? SHOP_A,
        aggregate_id: objectId,
        sequence,
        traceparent: null,
        data: type.startsWith('order:')
          ? {
              uniqid: objectId,
              status: 'COMPLETED',
              line_items: [
                {
                  id: 'line-1',
                  product_id: options.productId ?? 'p1',
                  ...(options.keys ? { license_keys: [{ key: `KEY-${objectId}` }] } : {}),
                },
              ],
            }
          : { id: objectId, title: 'A product' },
      };
    };
    const emit = async (type: string, options: Parameters<typeof event>[1] = {}) => {
      const e = event(type, options);
      await fanOut(h.deps, e);
      h.clock.advance(1000);
      return e;
    };
    const subscribe = (events: string[], extra: { product_id?: string } = {}) =>
      h.asShop(SHOP_A).webhooks.create({
        url: receiver.url,
        events: events as ['order:paid'],
        ...extra,
      });
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    /** Sends every due delivery, moving the clock until none is left (retries, paced replays). */
    const drain = async () => {
      for (let i = 0; i < 200; i++) {
        await worker.runOnce();
        const left = await h.prisma.webhookDelivery.count({ where: { status: 'PENDING' } });
        if (left === 0) return;
        h.clock.advance(500);
      }
      throw new Error('deliveries still pending');
    };
    const fail = (ids: string[]) =>
      h.prisma.webhookDelivery.updateMany({
        where: { id: { in: ids } },
        data: { status: 'FAILED', attempts: 5, nextAttemptAt: null },
      });

    it('records every subscribable event of the shop, with or without an endpoint, once however often the bus delivers it', async () => {
      await subscribe(['order:paid']);
      const paid = await emit('order:paid');
      const created = await emit('product:created');
      await fanOut(h.deps, paid);
      await fanOut(h.deps, created);
      await emit('order:paid', { shopId: SHOP_B });
      const page = await h.asShop(SHOP_A).platformEvents.list({ limit: 50 });
      expect(page.data.map((e) => e.id)).toEqual([created.id, paid.id]);
      expect(page.data[1]).toEqual({
        id: paid.id,
        type: 'order:paid',
        object_id: paid.aggregate_id,
        sequence: paid.sequence,
        created_at: seconds(new Date(paid.occurred_at)),
        data: paid.data,
      });
      expect(JSON.stringify(page.data[1]?.data)).toBe(JSON.stringify(paid.data));
    });

    it('filters by type, object id and created range, and pages with a cursor', async () => {
      const first = await emit('order:created', { objectId: 'inv-a' });
      const second = await emit('order:paid', { objectId: 'inv-a' });
      const third = await emit('order:paid', { objectId: 'inv-b' });
      const list = (filters: unknown[]) =>
        h
          .asShop(SHOP_A)
          .platformEvents.list({ limit: 50, filters: JSON.stringify(filters) })
          .then((page) => page.data.map((e) => e.id));
      expect(await list([{ field: 'type', op: 'eq', value: 'order:paid' }])).toEqual([third.id, second.id]);
      expect(await list([{ field: 'object_id', op: 'eq', value: 'inv-a' }])).toEqual([second.id, first.id]);
      const from = seconds(new Date(second.occurred_at));
      expect(await list([{ field: 'created_at', op: 'gte', value: from }])).toEqual([third.id, second.id]);
      expect(await list([{ field: 'created_at', op: 'lt', value: from }])).toEqual([first.id]);
      await expect(list([{ field: 'type', op: 'eq', value: 'order:*' }])).rejects.toThrow();

      const one = await h.asShop(SHOP_A).platformEvents.list({ limit: 2 });
      expect(one.pagination.has_more).toBe(true);
      const two = await h
        .asShop(SHOP_A)
        .platformEvents.list({ limit: 2, cursor: one.pagination.next_cursor ?? undefined });
      expect([...one.data, ...two.data].map((e) => e.id)).toEqual([third.id, second.id, first.id]);
      expect(two.pagination.has_more).toBe(false);
    });

    it('shows license keys only to callers with orders.read and licenses.read', async () => {
      const paid = await emit('order:paid', { keys: true });
      const full = await h.asShop(SHOP_A).platformEvents.get({ id: paid.id });
      expect(JSON.stringify(full.data)).toContain(`KEY-${paid.aggregate_id}`);
      const narrow = h.asShop(SHOP_A, ['events.read', 'orders.read']);
      const [listed] = (await narrow.platformEvents.list({ limit: 5 })).data;
      const got = await narrow.platformEvents.get({ id: paid.id });
      for (const record of [listed, got]) {
        expect(JSON.stringify(record)).not.toContain('KEY-');
        expect(record?.data).toMatchObject({ uniqid: paid.aggregate_id, line_items: [{ id: 'line-1' }] });
      }
    });

    it('feeds the live stream: events recorded since a time, as their delivery body, narrowed by type', async () => {
      const start = await h.asShop(SHOP_A).platformEvents.feed({});
      expect(start.events).toEqual([]);
      const paid = await emit('order:paid', { keys: true });
      const created = await emit('product:created');
      await emit('order:paid', { shopId: SHOP_B });
      const feed = await h.asShop(SHOP_A).platformEvents.feed({ since_ms: start.now_ms - 1000 });
      // Recorded in the same millisecond, two events may come in either order.
      expect(feed.events.map((e) => e.id).sort()).toEqual([paid.id, created.id].sort());
      const paidBody = feed.events.find((e) => e.id === paid.id)?.body;
      expect(JSON.parse(paidBody ?? '{}')).toEqual({
        event: 'order:paid',
        data: paid.data,
        created_at: seconds(new Date(paid.occurred_at)),
        ordering_key: paid.aggregate_id,
        sequence: paid.sequence,
      });
      expect(feed.events.every((e) => e.recorded_at_ms >= start.now_ms - 1000)).toBe(true);
      const products = await h.asShop(SHOP_A).platformEvents.feed({
        since_ms: start.now_ms - 1000,
        types: ['product:created'],
      });
      expect(products.events.map((e) => e.id)).toEqual([created.id]);
      const narrow = await h
        .asShop(SHOP_A, ['events.read'])
        .platformEvents.feed({ since_ms: start.now_ms - 1000, types: ['order:paid'] });
      expect(narrow.events[0]?.body).not.toContain('KEY-');
      const later = await h.asShop(SHOP_A).platformEvents.feed({ since_ms: feed.now_ms + 60_000 });
      expect(later.events).toEqual([]);
    });

    it("answers NOT_FOUND for another shop's, an unknown and a malformed event id", async () => {
      const paid = await emit('order:paid', { shopId: SHOP_B });
      for (const id of [paid.id, randomUUID(), 'not-an-id']) {
        await expect(h.asShop(SHOP_A).platformEvents.get({ id })).rejects.toMatchObject({
          cause: { code: 'NOT_FOUND' },
        });
      }
    });

    it('forgets events past the retention period; their deliveries stay in the log', async () => {
      await subscribe(['order:paid']);
      const old = await emit('order:paid');
      h.clock.advance(31 * 24 * HOUR_MS);
      const recent = await emit('order:paid');
      const before = new Date(h.clock.now().getTime() - h.deps.settings.eventRetentionMs);
      expect(await purgeEvents(h.deps.sql, before)).toBe(1);
      const page = await h.asShop(SHOP_A).platformEvents.list({ limit: 50 });
      expect(page.data.map((e) => e.id)).toEqual([recent.id]);
      expect(await h.prisma.webhookDelivery.count({ where: { sourceEventId: old.id } })).toBe(1);
    });

    it('replays an outage: every missed event arrives once more, signed, with its own envelope and a new delivery id', async () => {
      const hook = await subscribe(['order:paid', 'product:created']);
      await emit('order:paid');
      const outageFrom = seconds(h.clock.now());
      const missed = [await emit('order:paid'), await emit('product:created'), await emit('order:created')];
      await drain();
      const failedIds = (
        await h.prisma.webhookDelivery.findMany({ where: { sourceEventId: { in: missed.map((e) => e.id) } } })
      ).map((d) => d.id);
      await fail(failedIds);
      const firstBodies = new Map(
        (await h.prisma.webhookDelivery.findMany()).map((d) => [d.sourceEventId, d.body]),
      );
      receiver.received.length = 0;

      const replay = await h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since: outageFrom });
      expect(replay).toMatchObject({
        webhook_id: hook.id,
        since: outageFrom,
        only_failed: false,
        matched: 2,
        queued: 2,
        has_more: false,
      });
      await drain();
      expect(receiver.received).toHaveLength(2);
      const resent = await h.prisma.webhookDelivery.findMany({
        where: { resend: 1 },
        orderBy: { createdAt: 'asc' },
      });
      expect(resent.map((d) => d.sourceEventId).sort()).toEqual([missed[0]?.id, missed[1]?.id].sort());
      for (const request of receiver.received) {
        const verified = verifyWebhook({
          secret: hook.secret,
          rawBody: request.body,
          headers: request.headers,
          now: () => seconds(h.clock.now()),
        });
        expect(verified.ok).toBe(true);
        const delivery = resent.find((d) => d.id === request.headers['x-shopforge-delivery']);
        expect(delivery?.retryOf).toBeNull();
        expect(failedIds).not.toContain(delivery?.id);
        expect(request.body).toBe(firstBodies.get(delivery?.sourceEventId ?? null));
      }
      const log = await h.asShop(SHOP_A).logs.get({ id: resent[0]?.id ?? '' });
      expect(log).toMatchObject({ event_id: resent[0]?.sourceEventId, resend: 1, status: 'SUCCESS' });
    });

    it('with only_failed, replays only what the endpoint did not receive, including events it got no delivery of', async () => {
      const hook = await subscribe(['order:paid']);
      const since = seconds(h.clock.now());
      const delivered = await emit('order:paid');
      const failed = await emit('order:paid');
      await h.asShop(SHOP_A).webhooks.update({ id: hook.id, is_active: false });
      const whileDisabled = await emit('order:paid');
      await h.asShop(SHOP_A).webhooks.update({ id: hook.id, is_active: true });
      await drain();
      await fail(
        (await h.prisma.webhookDelivery.findMany({ where: { sourceEventId: failed.id } })).map((d) => d.id),
      );
      const replay = await h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since, only_failed: true });
      expect(replay).toMatchObject({ matched: 3, queued: 2, only_failed: true });
      const queued = await h.prisma.webhookDelivery.findMany({ where: { status: 'PENDING' } });
      expect(queued.map((d) => [d.sourceEventId, d.resend]).sort()).toEqual(
        [
          [failed.id, 1],
          [whileDisabled.id, 0],
        ].sort(),
      );
      expect(queued.map((d) => d.sourceEventId)).not.toContain(delivered.id);
    });

    it('queues nothing twice when the same replay is asked for again while it is on its way', async () => {
      const hook = await subscribe(['order:paid']);
      const since = seconds(h.clock.now());
      await emit('order:paid');
      await emit('order:paid');
      await drain();
      const first = await h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since });
      const again = await h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since });
      expect([first.queued, again.queued]).toEqual([2, 0]);
      await drain();
      const third = await h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since });
      expect(third.queued).toBe(2);
      expect(await h.prisma.webhookDelivery.count({ where: { resend: 2 } })).toBe(2);
    });

    it('paces a replay: the events fall due oldest first, WEBHOOK_REPLAY_PER_SECOND a second', async () => {
      const hook = await subscribe(['order:paid']);
      const since = seconds(h.clock.now());
      const events = [];
      for (let i = 0; i < 25; i++) events.push(await emit('order:paid'));
      await drain();
      const at = h.clock.now().getTime();
      const replay = await h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since });
      expect(replay.queued).toBe(25);
      const due = await h.prisma.webhookDelivery.findMany({ where: { resend: 1 } });
      const dueOf = new Map(due.map((d) => [d.sourceEventId, d.nextAttemptAt?.getTime()]));
      const rate = h.deps.settings.replayPerSecond;
      events.forEach((e, i) => {
        expect(dueOf.get(e.id)).toBe(at + Math.floor((i * 1000) / rate));
      });
      expect(replay.last_due_at).toBe(Math.ceil((at + Math.floor((24 * 1000) / rate)) / 1000));
    });

    it("replays only the endpoint's subscribed events of the window, scoped to its product", async () => {
      const hook = await subscribe(['order:paid'], { product_id: 'p2' });
      const since = seconds(h.clock.now());
      await emit('order:paid', { productId: 'p1' });
      const mine = await emit('order:paid', { productId: 'p2' });
      await emit('order:created', { productId: 'p2' });
      const until = seconds(h.clock.now());
      const later = await emit('order:paid', { productId: 'p2' });
      await drain();
      receiver.received.length = 0;
      const replay = await h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since, until });
      expect(replay).toMatchObject({ until, matched: 2, queued: 1 });
      await drain();
      expect(receiver.received.map((r) => JSON.parse(r.body).ordering_key)).toEqual([mine.aggregate_id]);
      expect(receiver.received[0]?.body).not.toContain(later.aggregate_id);
    });

    it('refuses a disabled endpoint, another shop’s webhook and a window that ends before it starts', async () => {
      const hook = await subscribe(['order:paid']);
      await h.asShop(SHOP_A).webhooks.update({ id: hook.id, is_active: false });
      await expect(h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since: 0 })).rejects.toMatchObject({
        cause: { code: 'CONFLICT' },
      });
      await expect(h.asShop(SHOP_B).webhooks.replay({ id: hook.id, since: 0 })).rejects.toMatchObject({
        cause: { code: 'NOT_FOUND' },
      });
      await expect(h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since: 100, until: 100 })).rejects.toThrow(
        /since/,
      );
    });

    it('refuses a window that starts before the events kept, reaches into the future or is beyond a date, by field, and queues nothing', async () => {
      const hook = await subscribe(['order:paid']);
      await emit('order:paid');
      const now = seconds(h.clock.now());
      const oldest = now - h.deps.settings.eventRetentionMs / 1000;
      const cases: [Record<string, number>, string][] = [
        [{ since: 0 }, 'since'],
        [{ since: oldest - 86_400 }, 'since'],
        [{ since: now + 86_400 }, 'since'],
        [{ since: now - 60, until: now + 86_400 }, 'until'],
        [{ since: 1e15 }, 'since'],
        [{ since: 0, until: 9_999_999_999_999 }, 'until'],
      ];
      for (const [window, field] of cases) {
        const refused: unknown = await h
          .asShop(SHOP_A)
          .webhooks.replay({ id: hook.id, ...window } as { id: string; since: number })
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        // The contract's refusals carry zod's issues (the gateway turns them into details); the
        // service's carry the AppError's details.
        const cause = (
          refused as { cause?: { details?: { field: string }[]; issues?: { path: string[] }[] } }
        )?.cause;
        const fields = [
          ...(cause?.details ?? []).map((d) => d.field),
          ...(cause?.issues ?? []).map((issue) => issue.path.join('.')),
        ];
        expect(fields, JSON.stringify(window)).toEqual([field]);
      }
      expect(await h.prisma.webhookDelivery.count({ where: { resend: { gt: 0 } } })).toBe(0);
      const fine = await h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since: oldest });
      expect(fine.matched).toBe(1);
    });

    it('a manual retry carries the event as its next resend, so a replay with only_failed skips what it delivered', async () => {
      const hook = await subscribe(['order:paid']);
      const since = seconds(h.clock.now());
      const paid = await emit('order:paid');
      await drain();
      const [first] = await h.prisma.webhookDelivery.findMany({ where: { sourceEventId: paid.id } });
      await fail([first?.id ?? '']);
      const retry = await h.asShop(SHOP_A).logs.retry({ id: first?.id ?? '' });
      expect(retry.data).toMatchObject({ event_id: paid.id, resend: 1, retry_of: first?.id });
      await drain();
      const replay = await h.asShop(SHOP_A).webhooks.replay({ id: hook.id, since, only_failed: true });
      expect(replay).toMatchObject({ matched: 1, queued: 0 });
    });
  });
}
