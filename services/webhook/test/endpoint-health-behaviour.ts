import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@shopforge/events';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { verifyWebhook } from '@shopforge/webhook-signature';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryWorker } from '../src/delivery/worker';
import { disableFailingEndpoints } from '../src/events/endpoint-health';
import { fanOut } from '../src/events/fan-out';
import { TEST_WEBHOOK_ENV } from '../src/testing';
import { type Harness, openHarness, type Receiver, SHOP_A, startReceiver } from './harness';

const DAY_MS = 86_400_000;

/** Turning off endpoints that fail too long, on PGlite (unit) and PostgreSQL (integration). */
export function describeEndpointHealth(backend: string, open: OpenTestDatabase): void {
  describe(`endpoint health on ${backend}`, () => {
    let h: Harness;
    let receiver: Receiver;
    beforeEach(async () => {
      h = await openHarness(open);
      receiver = await startReceiver();
    });
    afterEach(async () => {
      await receiver.close();
      await h.close();
    });

    const paid = (): EventEnvelope => ({
      id: randomUUID(),
      type: 'order:paid',
      occurred_at: h.clock.now().toISOString(),
      shop_id: SHOP_A,
      aggregate_id: `inv-${randomUUID().slice(0, 6)}`,
      sequence: 1,
      traceparent: null,
      data: { uniqid: 'inv', status: 'COMPLETED', line_items: [] },
    });
    /** A delivery of a new event to `hook` that ended `status` now (on the test clock). */
    const ended = async (hookId: string, status: 'FAILED' | 'SUCCESS', error = 'HTTP 503: down') => {
      const event = paid();
      await fanOut(h.deps, event);
      await h.prisma.webhookDelivery.updateMany({
        where: { sourceEventId: event.id, webhookId: hookId },
        data: {
          status,
          errorMessage: status === 'FAILED' ? error : null,
          updatedAt: h.clock.now(),
          nextAttemptAt: null,
        },
      });
    };
    const hook = (events: string[], url = 'http://127.0.0.1:9/down') =>
      h.asShop(SHOP_A).webhooks.create({ url, events: events as ['order:paid'] });

    it('turns off an endpoint that failed for 5 days with no success, says why, and tells the shop', async () => {
      const down = await hook(['order:paid']);
      const watcher = await hook(['webhook:disabled'], receiver.url);
      await ended(down.id, 'FAILED');
      h.clock.advance(3 * DAY_MS);
      await ended(down.id, 'FAILED', 'HTTP 502: bad gateway');
      h.clock.advance(2 * DAY_MS - 1000);
      expect(await disableFailingEndpoints(h.deps)).toBe(0);
      h.clock.advance(1000);
      expect(await disableFailingEndpoints(h.deps)).toBe(1);
      expect(await disableFailingEndpoints(h.deps)).toBe(0);

      const now = await h.asShop(SHOP_A).webhooks.get({ id: down.id });
      expect(now).toMatchObject({
        is_active: false,
        disabled_at: Math.floor(h.clock.now().getTime() / 1000),
      });
      expect(now.disabled_reason).toBe(
        'Every delivery failed for 5 days with no success (last: HTTP 502: bad gateway).',
      );

      const events = await h.asShop(SHOP_A).platformEvents.list({
        limit: 5,
        filters: JSON.stringify([{ field: 'type', op: 'eq', value: 'webhook:disabled' }]),
      });
      expect(events.data).toHaveLength(1);
      expect(events.data[0]).toMatchObject({ object_id: down.id, data: { id: down.id, url: down.url } });

      await new DeliveryWorker(h.deps).runOnce();
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
        event: 'webhook:disabled',
        data: { id: down.id },
      });
      expect(
        verifyWebhook({
          secret: watcher.secret,
          rawBody: request?.body ?? '',
          headers: request?.headers ?? {},
          toleranceSeconds: 1e9,
        }).ok,
      ).toBe(true);
    });

    it('counts from the first failure after the last success, and ignores test deliveries', async () => {
      const flaky = await hook(['order:paid']);
      await ended(flaky.id, 'FAILED');
      h.clock.advance(4 * DAY_MS);
      await ended(flaky.id, 'SUCCESS');
      h.clock.advance(DAY_MS);
      await ended(flaky.id, 'FAILED');
      h.clock.advance(4 * DAY_MS);
      // A test delivery that succeeds says nothing about live traffic: the count goes on.
      await h.asShop(SHOP_A).webhooks.test({ id: flaky.id, event: 'order:paid' });
      await h.prisma.webhookDelivery.updateMany({
        where: { isTest: true },
        data: { status: 'SUCCESS', updatedAt: h.clock.now() },
      });
      expect(await disableFailingEndpoints(h.deps)).toBe(0);
      h.clock.advance(DAY_MS);
      expect(await disableFailingEndpoints(h.deps)).toBe(1);
    });

    it('turned on again by the merchant, the reason is gone and it is judged afresh', async () => {
      const down = await hook(['order:paid']);
      await ended(down.id, 'FAILED');
      h.clock.advance(6 * DAY_MS);
      await disableFailingEndpoints(h.deps);
      const back = await h.asShop(SHOP_A).webhooks.update({ id: down.id, is_active: true });
      expect(back).toMatchObject({ is_active: true, disabled_reason: null, disabled_at: null });
      // Still no success since: the next pass turns it off again, once.
      expect(await disableFailingEndpoints(h.deps)).toBe(1);
    });

    it('never turns an endpoint off with WEBHOOK_DISABLE_AFTER_DAYS=0', async () => {
      await h.close();
      h = await openHarness(open, { ...TEST_WEBHOOK_ENV, WEBHOOK_DISABLE_AFTER_DAYS: '0' });
      const down = await hook(['order:paid']);
      await ended(down.id, 'FAILED');
      h.clock.advance(60 * DAY_MS);
      expect(await disableFailingEndpoints(h.deps)).toBe(0);
      expect((await h.asShop(SHOP_A).webhooks.get({ id: down.id })).is_active).toBe(true);
    });
  });
}
