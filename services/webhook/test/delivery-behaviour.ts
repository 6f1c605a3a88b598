import { randomUUID } from 'node:crypto';
import { WEBHOOK_DELIVERY_PROGRESS_EVENT, webhookDeliveryProgressSchema } from '@shopforge/contracts';
import type { EventEnvelope } from '@shopforge/events';
import { failureOf, type OpenTestDatabase } from '@shopforge/service-kit/testing';
import { verifyWebhook } from '@shopforge/webhook-signature';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDue } from '../src/delivery/claim';
import { DeliveryWorker } from '../src/delivery/worker';
import { retryDelayMs } from '../src/domain/schedule';
import { fanOut } from '../src/events/fan-out';
import { type Harness, openHarness, type Receiver, SHOP_A, SHOP_B, startReceiver } from './harness';

function orderEvent(shopId: string, type = 'order:paid', productIds = ['p1', 'p2']): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    occurred_at: '2026-11-01T10:00:00.000Z',
    shop_id: shopId,
    aggregate_id: 'inv-1',
    sequence: 42,
    traceparent: null,
    data: {
      uniqid: 'inv-1',
      status: 'COMPLETED',
      line_items: productIds.map((productId, i) => ({
        id: `line-${i}`,
        product_id: productId,
        license_keys: [{ key: `KEY-${productId}` }],
      })),
    },
  };
}

async function progressOf(h: Harness, deliveryId: string) {
  const rows = await h.prisma.outboxEvent.findMany({
    where: { type: WEBHOOK_DELIVERY_PROGRESS_EVENT, aggregateId: deliveryId },
    orderBy: { sequence: 'asc' },
  });
  // Written by hand-made statements (fan-out, the worker's record): each must still be the contract's.
  return rows.map((row) => webhookDeliveryProgressSchema.parse(row.payload));
}

/** Fan-out and delivery rules, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeDelivery(backend: string, open: OpenTestDatabase): void {
  describe(`webhook delivery on ${backend}`, () => {
    let h: Harness;
    let receiver: Receiver;
    let worker: DeliveryWorker;
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

    const subscribe = (
      events: ('order:paid' | 'order:created')[],
      extra: { product_id?: string } = {},
      shopId = SHOP_A,
    ) => h.asShop(shopId).webhooks.create({ url: receiver.url, events, ...extra });

    it('queues one delivery per subscribed, active webhook of the event’s shop, and none for others', async () => {
      const paid = await subscribe(['order:paid']);
      await subscribe(['order:created']);
      await subscribe(['order:paid'], {}, SHOP_B);
      const inactive = await subscribe(['order:paid']);
      await h.asShop(SHOP_A).webhooks.update({ id: inactive.id, is_active: false });
      expect(await fanOut(h.deps, orderEvent(SHOP_A))).toBe(1);
      const rows = await h.prisma.webhookDelivery.findMany();
      expect(rows.map((row) => row.webhookId)).toEqual([paid.id]);
    });

    it('queues nothing twice when the bus redelivers an event', async () => {
      await subscribe(['order:paid']);
      const event = orderEvent(SHOP_A);
      await fanOut(h.deps, event);
      expect(await fanOut(h.deps, event)).toBe(0);
      expect(await h.prisma.webhookDelivery.count()).toBe(1);
    });

    it('freezes the envelope with ordering key and sequence when queued', async () => {
      await subscribe(['order:paid']);
      await fanOut(h.deps, orderEvent(SHOP_A));
      const row = await h.prisma.webhookDelivery.findFirstOrThrow();
      expect(JSON.parse(row.body)).toEqual({
        event: 'order:paid',
        data: orderEvent(SHOP_A).data,
        created_at: Date.UTC(2026, 10, 1, 10) / 1000,
        ordering_key: 'inv-1',
        sequence: 42,
      });
      expect(row.invoiceUniqid).toBe('inv-1');
    });

    it("sends a product-level webhook only its product's lines", async () => {
      await subscribe(['order:paid'], { product_id: 'p2' });
      await fanOut(h.deps, orderEvent(SHOP_A));
      await fanOut(h.deps, orderEvent(SHOP_A, 'order:paid', ['p1']));
      const rows = await h.prisma.webhookDelivery.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.body).toContain('KEY-p2');
      expect(rows[0]?.body).not.toContain('KEY-p1');
    });

    it('delivers with the spec headers and a V2 signature over <deliveryId>.<timestamp>.<rawBody>', async () => {
      const hook = await subscribe(['order:paid']);
      await fanOut(h.deps, orderEvent(SHOP_A));
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      const delivery = await h.prisma.webhookDelivery.findFirstOrThrow();
      const ts = String(Math.floor(h.clock.now().getTime() / 1000));
      expect(request?.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': 'Shopforge-Webhook/1.0',
        'x-shopforge-event': 'order:paid',
        'x-shopforge-delivery': delivery.id,
        'x-shopforge-timestamp': ts,
        'x-shopforge-signature-v2-algorithm': 'HMAC-SHA256',
        'webhook-id': delivery.id,
        'webhook-timestamp': ts,
      });
      expect(request?.body).toBe(delivery.body);
      const verified = verifyWebhook({
        secret: hook.secret,
        rawBody: request?.body ?? '',
        headers: request?.headers ?? {},
        now: () => Number(ts),
      });
      expect(verified).toMatchObject({ ok: true, deliveryId: delivery.id, event: 'order:paid' });
      expect(await h.prisma.webhookDelivery.findFirstOrThrow()).toMatchObject({
        status: 'SUCCESS',
        attempts: 1,
        responseCode: 200,
      });
      expect((await progressOf(h, delivery.id)).map((p) => p.status)).toEqual(['PENDING', 'SUCCESS']);
    });

    it('retries a failing endpoint 5 times on the 2/4/8/16-minute schedule, then FAILED', async () => {
      receiver.status = 500;
      await subscribe(['order:paid']);
      await fanOut(h.deps, orderEvent(SHOP_A));
      const scale = h.deps.settings.retryScale;
      await worker.runOnce();
      for (let attempt = 1; attempt < 5; attempt++) {
        const row = await h.prisma.webhookDelivery.findFirstOrThrow();
        expect(row).toMatchObject({ status: 'PENDING', attempts: attempt, responseCode: 500 });
        // The schedule's wait, put off by up to a tenth of it (jitter), never less.
        const wait = (row.nextAttemptAt?.getTime() ?? 0) - h.clock.now().getTime();
        expect(wait).toBeGreaterThanOrEqual(retryDelayMs(attempt, scale));
        expect(wait).toBeLessThanOrEqual(retryDelayMs(attempt, scale, 1));
        h.clock.advance(wait - 1);
        expect(await worker.runOnce()).toBe(0);
        h.clock.advance(1);
        expect(await worker.runOnce()).toBe(1);
      }
      const row = await h.prisma.webhookDelivery.findFirstOrThrow();
      expect(row).toMatchObject({ status: 'FAILED', attempts: 5, nextAttemptAt: null });
      expect(row.errorMessage).toBe('HTTP 500: receiver says no');
      h.clock.advance(60 * 60 * 1000);
      expect(await worker.runOnce()).toBe(0);
      expect(receiver.received).toHaveLength(5);
      expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
      const progress = await progressOf(h, row.id);
      expect(progress.map((p) => `${p.status}/${p.attempts}`)).toEqual([
        'PENDING/0',
        'PENDING/1',
        'PENDING/2',
        'PENDING/3',
        'PENDING/4',
        'FAILED/5',
      ]);
      const detail = await h.asShop(SHOP_A).logs.get({ id: row.id });
      expect(detail.attempt_history.map((a) => a.number)).toEqual([1, 2, 3, 4, 5]);
      expect(detail.attempt_history[0]?.request_headers['X-Shopforge-Delivery']).toBe(row.id);
      expect(JSON.stringify(detail)).not.toContain('whsec_');
    });

    it('retries an endpoint on the extended schedule 8 times, about a day, when it asked for it', async () => {
      receiver.status = 503;
      const hook = await subscribe(['order:paid']);
      const updated = await h.asShop(SHOP_A).webhooks.update({ id: hook.id, retry_schedule: 'extended' });
      expect(updated.retry_schedule).toBe('extended');
      await fanOut(h.deps, orderEvent(SHOP_A));
      const scale = h.deps.settings.retryScale;
      await worker.runOnce();
      for (let attempt = 1; attempt < 8; attempt++) {
        const row = await h.prisma.webhookDelivery.findFirstOrThrow();
        expect(row).toMatchObject({ status: 'PENDING', attempts: attempt });
        const wait = (row.nextAttemptAt?.getTime() ?? 0) - h.clock.now().getTime();
        expect(wait).toBeGreaterThanOrEqual(retryDelayMs(attempt, scale, 0, 'extended'));
        expect(wait).toBeLessThanOrEqual(retryDelayMs(attempt, scale, 1, 'extended'));
        h.clock.advance(wait);
        expect(await worker.runOnce()).toBe(1);
      }
      expect(await h.prisma.webhookDelivery.findFirstOrThrow()).toMatchObject({
        status: 'FAILED',
        attempts: 8,
      });
      expect(receiver.received).toHaveLength(8);
    });

    it('manual retry queues the identical frozen body under a new delivery id; only FAILED can be retried', async () => {
      receiver.status = 500;
      await subscribe(['order:paid']);
      await fanOut(h.deps, orderEvent(SHOP_A));
      const failed = await h.prisma.webhookDelivery.findFirstOrThrow();
      await expect(h.asShop(SHOP_A).logs.retry({ id: failed.id })).rejects.toThrow(/Only a failed delivery/);
      await h.prisma.webhookDelivery.update({
        where: { id: failed.id },
        data: { status: 'FAILED', attempts: 5 },
      });
      receiver.status = 200;
      // A paid order's body carries license keys: resending it needs licenses.read.
      const refused = await failureOf(
        h.asShop(SHOP_A, ['webhooks.write', 'orders.read']).logs.retry({ id: failed.id }),
      );
      expect(refused).toMatchObject({ code: 'FORBIDDEN', subcode: 'BEYOND_AUTHORITY' });
      expect(refused.message).toContain('licenses.read');
      const queued = await h.asShop(SHOP_A).logs.retry({ id: failed.id });
      expect(queued.data).toMatchObject({ status: 'PENDING', retry_of: failed.id });
      expect(queued.data.id).not.toBe(failed.id);
      await worker.runOnce();
      const last = receiver.received.at(-1);
      expect(last?.body).toBe(failed.body);
      expect(last?.headers['x-shopforge-delivery']).toBe(queued.data.id);
      await expect(h.asShop(SHOP_B).logs.retry({ id: failed.id })).rejects.toThrow(/not found/);
    });

    it('retries a delivery whose worker died mid-attempt, under the same attempt number', async () => {
      await subscribe(['order:paid']);
      await fanOut(h.deps, orderEvent(SHOP_A));
      const now = h.clock.now();
      // A worker claims the row, then dies without reporting.
      const [claim] = await claimDue(h.deps.sql, now, new Date(now.getTime() + 1000), 10);
      expect(claim?.attempts).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      h.clock.advance(1001);
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.received).toHaveLength(1);
      expect(await h.prisma.webhookDelivery.findFirstOrThrow()).toMatchObject({
        status: 'SUCCESS',
        attempts: 1,
      });
    });

    it('fails, without a request, a delivery whose webhook was deleted', async () => {
      const hook = await subscribe(['order:paid']);
      await fanOut(h.deps, orderEvent(SHOP_A));
      await h.asShop(SHOP_A).webhooks.delete({ id: hook.id });
      await worker.runOnce();
      expect(receiver.received).toHaveLength(0);
      expect(await h.prisma.webhookDelivery.findFirstOrThrow()).toMatchObject({
        status: 'FAILED',
        errorMessage: 'The webhook was deleted.',
      });
    });

    it('signs with the rotated secret after a rotation, and with the previous one too until its overlap ends', async () => {
      const hook = await subscribe(['order:paid']);
      const rotated = await h.asShop(SHOP_A).webhooks.rotateSecret({ id: hook.id, overlap_seconds: 3600 });
      const overlapEnds = Math.floor(h.clock.now().getTime() / 1000) + 3600;
      expect(rotated.previous_secret_expires_at).toBe(overlapEnds);
      const check = (secret: string, request = receiver.received.at(-1)) =>
        (['v2', 'standard'] as const).map(
          (scheme) =>
            verifyWebhook({
              secret,
              scheme,
              rawBody: request?.body ?? '',
              headers: request?.headers ?? {},
              toleranceSeconds: 1e9,
            }).ok,
        );
      await h.asShop(SHOP_A).webhooks.test({ id: hook.id, event: 'order:paid' });
      await worker.runOnce();
      expect(check(rotated.secret)).toEqual([true, true]);
      expect(check(hook.secret)).toEqual([true, true]);
      expect(receiver.received.at(-1)?.headers['x-shopforge-signature-v2-previous']).toMatch(/^v1,t=/);

      h.clock.advance(3600 * 1000);
      expect((await h.asShop(SHOP_A).webhooks.get({ id: hook.id })).previous_secret_expires_at).toBeNull();
      await h.asShop(SHOP_A).webhooks.test({ id: hook.id, event: 'order:paid' });
      await worker.runOnce();
      expect(receiver.received).toHaveLength(2);
      expect(check(rotated.secret)).toEqual([true, true]);
      expect(check(hook.secret)).toEqual([false, false]);
      expect(receiver.received.at(-1)?.headers).not.toHaveProperty('x-shopforge-signature-v2-previous');
    });

    it('stops the previous secret at once with overlap_seconds 0, and keeps at most two secrets signing', async () => {
      const hook = await subscribe(['order:paid']);
      const first = await h.asShop(SHOP_A).webhooks.rotateSecret({ id: hook.id });
      const second = await h.asShop(SHOP_A).webhooks.rotateSecret({ id: hook.id });
      await h.asShop(SHOP_A).webhooks.test({ id: hook.id, event: 'order:paid' });
      await worker.runOnce();
      const ok = (secret: string) =>
        verifyWebhook({
          secret,
          rawBody: receiver.received.at(-1)?.body ?? '',
          headers: receiver.received.at(-1)?.headers ?? {},
          toleranceSeconds: 1e9,
        }).ok;
      expect([ok(second.secret), ok(first.secret), ok(hook.secret)]).toEqual([true, true, false]);
      const third = await h.asShop(SHOP_A).webhooks.rotateSecret({ id: hook.id, overlap_seconds: 0 });
      expect(third.previous_secret_expires_at).toBeNull();
      await h.asShop(SHOP_A).webhooks.test({ id: hook.id, event: 'order:paid' });
      await worker.runOnce();
      expect([ok(third.secret), ok(second.secret)]).toEqual([true, false]);
    });

    it('delivers per-payment callbacks with the payment’s own secret', async () => {
      const registered = await h
        .internal()
        .callbacks.register({ shop_id: SHOP_A, invoice_uniqid: 'inv-1', url: receiver.url });
      await fanOut(h.deps, orderEvent(SHOP_A));
      await worker.runOnce();
      const [request] = receiver.received;
      expect(
        verifyWebhook({
          secret: registered.webhook_secret,
          rawBody: request?.body ?? '',
          headers: request?.headers ?? {},
          toleranceSeconds: 1e9,
        }).ok,
      ).toBe(true);
    });

    it('pages the logs (page, limit default 25) and filters them by status', async () => {
      const hook = await subscribe(['order:paid']);
      for (let i = 0; i < 3; i++) {
        h.clock.advance(1000);
        await h.asShop(SHOP_A).webhooks.test({ id: hook.id, event: 'order:paid' });
      }
      const page = await h.asShop(SHOP_A).logs.list({ page: 2, limit: 2 });
      expect(page.pagination).toEqual({ total: 3, page: 2, limit: 2, total_pages: 2, has_more: false });
      expect(page.data).toHaveLength(1);
      expect((await h.asShop(SHOP_A).logs.list({})).pagination.limit).toBe(25);
      expect((await h.asShop(SHOP_A).logs.list({ status: 'SUCCESS' })).pagination.total).toBe(0);
      expect((await h.asShop(SHOP_B).logs.list({})).pagination.total).toBe(0);
    });
  });
}
