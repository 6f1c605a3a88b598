import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../src/workers/sweeper';
import { type BillingHarness, failure, openBillingHarness, outbox, SHOP_B } from './harness';
import { payAtCheckout } from './orders-behaviour';

const DAY = 86_400_000;

/** A monthly SERVICE plan at 9.50, the subscription suites' product. */
export function monthlyPlan(h: BillingHarness, extra: Record<string, unknown> = {}) {
  return h.catalog().products.create({
    title: 'Pro plan',
    price: 9.5,
    type: 'SERVICE',
    service_text: 'Welcome to Pro',
    subtype: 'RECURRING',
    recurring_interval: 'MONTH',
    recurring_interval_count: 1,
    ...extra,
  });
}

/** Subscriptions and their scheduler on the harness's manual clock, on PGlite and PostgreSQL. */
export function describeSubscriptions(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing subscriptions on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    const plan = (extra: Record<string, unknown> = {}) => monthlyPlan(h, extra);
    async function subscribe(extra: Record<string, unknown> = {}, quantity = 1) {
      const product = await plan(extra);
      const order = await h.billing().orders.create({
        customer_email: 'sub@example.com',
        items: [{ product_id: product.id, quantity }],
      });
      const [sub] = (await h.billing().subscriptions.list({ limit: 10 })).data;
      if (!sub) throw new Error('no subscription');
      return { product, order, sub };
    }
    const get = (id: string) => h.billing().subscriptions.get({ id });
    const types = async () => (await outbox(h)).map((event) => event.type);
    /** Moves the clock and runs the scheduler until it has nothing left, as the sweeper would. */
    async function advance(ms: number) {
      h.clock.advance(ms);
      for (let pass = 0; pass < 10 && (await sweepOnce(h.deps)) > 0; pass++);
    }

    it('an order of a recurring product opens a PENDING subscription with every field of the record', async () => {
      const { order, sub } = await subscribe();
      expect(sub).toMatchObject({
        status: 'PENDING',
        product_title: 'Pro plan',
        price: 9.5,
        currency: 'USD',
        interval: 'MONTH',
        interval_count: 1,
        customer_email: 'sub@example.com',
        current_period_end: null,
        canceled_at: null,
        renewal_invoice_created: false,
        trial_period_ending_email_sent: false,
        upcoming_email_1_week_sent: false,
        stripe_subscription_id: null,
        paypal_subscription_id: null,
        custom_fields: {},
        invoices: [order.uniqid],
      });
      expect((await h.billing().invoices.get({ uniqid: order.uniqid })).subscription_id).toBe(sub.id);
      expect(await types()).toEqual(
        expect.arrayContaining(['subscription:created', 'subscription:created:product']),
      );
    });

    it('paying the first invoice activates it for one period; moving the clock renews it through a renewal invoice', async () => {
      const { order, sub } = await subscribe();
      await payAtCheckout(h, order.uniqid);
      const active = await get(sub.id);
      expect(active).toMatchObject({ status: 'ACTIVE', customer_id: expect.any(String) });
      const start = active.current_period_start as number;
      expect(active.current_period_end).toBe(start + 30 * 86_400); // November has 30 days.

      await advance(23 * DAY); // a week before the period ends
      expect(await get(sub.id)).toMatchObject({
        upcoming_email_1_week_sent: true,
        renewal_invoice_created: false,
      });
      expect(await types()).toContain('subscription:upcoming');

      await advance(4 * DAY); // three days before
      const due = await get(sub.id);
      expect(due.renewal_invoice_created).toBe(true);
      const renewalUniqid = due.invoices[1] as string;
      const renewal = await h.billing().invoices.get({ uniqid: renewalUniqid });
      expect(renewal).toMatchObject({
        status: 'PENDING',
        total: 9.5,
        origin: 'SUBSCRIPTION',
        subscription_id: sub.id,
      });
      const { events } = await h.billing().invoices.timeline({ uniqid: renewalUniqid });
      expect(events[0]).toMatchObject({
        type: 'created',
        origin: 'SUBSCRIPTION',
        note: expect.stringContaining(sub.id),
      });

      await payAtCheckout(h, renewalUniqid);
      const renewed = await get(sub.id);
      expect(renewed).toMatchObject({
        status: 'ACTIVE',
        current_period_start: active.current_period_end,
        renewal_invoice_created: false,
        upcoming_email_1_week_sent: false,
      });
      expect(renewed.current_period_end).toBe((active.current_period_end as number) + 31 * 86_400); // December
      const sent = await outbox(h);
      const renewedEvent = sent.find((event) => event.type === 'subscription:renewed');
      expect(renewedEvent?.data).toMatchObject({
        id: sub.id,
        status: 'ACTIVE',
        invoice_uniqid: renewalUniqid,
      });
      expect(sent.map((event) => event.type)).toContain('subscription:renewed:product');
      // The renewal delivered like any paid order.
      expect((await h.billing().invoices.get({ uniqid: renewalUniqid })).status).toBe('COMPLETED');
    });

    it('a trial starts free, ends with the first charge, and sends trial:started, trial:ended and renewed', async () => {
      const { order, sub } = await subscribe({ trial_period: 7 });
      expect((await h.billing().invoices.get({ uniqid: order.uniqid })).total).toBe(0);
      await payAtCheckout(h, order.uniqid);
      const trialing = await get(sub.id);
      expect(trialing).toMatchObject({ status: 'TRIALING', price: 9.5 });
      expect(trialing.trial_ends_at).toBe((trialing.current_period_start as number) + 7 * 86_400);
      expect(await types()).toContain('subscription:trial:started');

      await advance(4 * DAY);
      const reminded = await get(sub.id);
      expect(reminded).toMatchObject({ trial_period_ending_email_sent: true, renewal_invoice_created: true });
      const renewal = await h.billing().invoices.get({ uniqid: reminded.invoices[1] as string });
      expect(renewal.total).toBe(9.5);
      await payAtCheckout(h, renewal.uniqid);
      expect(await get(sub.id)).toMatchObject({
        status: 'ACTIVE',
        current_period_start: trialing.trial_ends_at,
      });
      expect(await types()).toEqual(
        expect.arrayContaining(['subscription:trial:ended', 'subscription:renewed']),
      );
    });

    it('a renewal invoice left unpaid past the grace time cancels the subscription', async () => {
      const { order, sub } = await subscribe({ recurring_interval: 'WEEK' });
      await payAtCheckout(h, order.uniqid);
      await advance(5 * DAY); // renewal created (3 days lead would be day 4)
      expect((await get(sub.id)).renewal_invoice_created).toBe(true);
      await advance(2 * DAY + 72 * 3_600_000); // period end + the default grace
      const cancelled = await get(sub.id);
      expect(cancelled).toMatchObject({ status: 'CANCELLED', canceled_at: expect.any(Number) });
      expect(cancelled.status_details).toMatch(/renewal invoice .* expired unpaid/);
      expect(await types()).toContain('subscription:cancelled');
    });

    it('an unpaid first invoice that expires cancels the pending subscription', async () => {
      const { sub } = await subscribe();
      await advance(61 * 60_000); // the harness's invoice TTL is 60 minutes
      expect(await get(sub.id)).toMatchObject({ status: 'CANCELLED' });
    });

    it('pause stops renewal invoices and voids an open one; resume invoices a period that ended meanwhile', async () => {
      const { order, sub } = await subscribe({ recurring_interval: 'WEEK' });
      await payAtCheckout(h, order.uniqid);
      await advance(5 * DAY);
      const open = (await get(sub.id)).invoices[1] as string;
      const paused = await h.billing().subscriptions.pause({ id: sub.id });
      expect(paused).toMatchObject({
        status: 'ACTIVE',
        paused_at: expect.any(Number),
        renewal_invoice_created: false,
      });
      expect((await h.billing().invoices.get({ uniqid: open })).status).toBe('VOIDED');
      expect((await get(sub.id)).status).toBe('ACTIVE'); // the void did not read as unpaid
      await advance(14 * DAY);
      expect((await get(sub.id)).invoices).toHaveLength(2);
      const resumed = await h.billing().subscriptions.resume({ id: sub.id });
      expect(resumed.paused_at).toBeNull();
      expect(resumed.current_period_end).toBe(Math.floor(h.clock.now().getTime() / 1000));
      await advance(1000);
      const after = await get(sub.id);
      expect(after.invoices).toHaveLength(3);
      await payAtCheckout(h, after.invoices[2] as string);
      expect((await get(sub.id)).current_period_start).toBe(resumed.current_period_end);
    });

    it('a pause with resumes_at ends by itself; resumes_at in the past is a 422', async () => {
      const { order, sub } = await subscribe();
      await payAtCheckout(h, order.uniqid);
      const resumesAt = Math.floor(h.clock.now().getTime() / 1000) + 2 * 86_400;
      await h.billing().subscriptions.pause({ id: sub.id, resumes_at: resumesAt });
      await advance(2 * DAY);
      expect((await get(sub.id)).paused_at).toBeNull();
      const bad = await failure(h.billing().subscriptions.pause({ id: sub.id, resumes_at: 1000 }));
      expect(bad.code).toBe('VALIDATION_ERROR');
      expect(bad.details?.map((detail) => detail.field)).toEqual(['resumes_at']);
    });

    it('cancel now writes CANCELLED with the reason; cancel at period end waits for the end and creates no renewal', async () => {
      const first = await subscribe();
      await payAtCheckout(h, first.order.uniqid);
      const now = await h
        .billing()
        .subscriptions.cancel({ id: first.sub.id, reason_id: 3, comment: 'Too pricey' });
      expect(now).toMatchObject({
        status: 'CANCELLED',
        cancel_reason_id: 3,
        cancel_reason_comment: 'Too pricey',
      });
      expect((await failure(h.billing().subscriptions.cancel({ id: first.sub.id }))).code).toBe(
        'BAD_REQUEST',
      );

      const product = await plan({ title: 'Team plan' });
      const order = await h.billing().orders.create({
        customer_email: 'team@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      const [sub] = (await h.billing().subscriptions.list({ limit: 10, status: 'ACTIVE' })).data;
      if (!sub) throw new Error('no active subscription');
      const ending = await h.billing().subscriptions.cancel({ id: sub.id, at_period_end: true });
      expect(ending).toMatchObject({ status: 'ACTIVE', cancel_at_period_end: true });
      await advance(29 * DAY);
      expect((await get(sub.id)).invoices).toHaveLength(1);
      await advance(2 * DAY);
      expect(await get(sub.id)).toMatchObject({ status: 'CANCELLED', canceled_at: sub.current_period_end });
    });

    it('the status filter reads both spellings of cancelled; other filters and pages work', async () => {
      const { sub } = await subscribe();
      await h.billing().subscriptions.cancel({ id: sub.id });
      await h.prisma.subscription.update({ where: { id: sub.id }, data: { status: 'CANCELED' } });
      await subscribe({ title: 'Other' });
      for (const status of ['CANCELED', 'CANCELLED'] as const) {
        const { data } = await h.billing().subscriptions.list({ limit: 10, status });
        expect(data.map((row) => row.id)).toEqual([sub.id]);
      }
      const first = await h.billing().subscriptions.list({ limit: 1 });
      expect(first.pagination.has_more).toBe(true);
      const second = await h
        .billing()
        .subscriptions.list({ limit: 1, cursor: first.pagination.next_cursor ?? '' });
      expect(second.data[0]?.id).toBe(sub.id);
    });

    it('custom fields merge, null removes one, and renewal invoices carry them', async () => {
      const { order, sub } = await subscribe({ recurring_interval: 'WEEK' });
      await payAtCheckout(h, order.uniqid);
      await h
        .billing()
        .subscriptions.customFields({ id: sub.id, custom_fields: { seat: 'A1', team: 'red' } });
      const changed = await h
        .billing()
        .subscriptions.customFields({ id: sub.id, custom_fields: { team: null, vip: true } });
      expect(changed.custom_fields).toEqual({ seat: 'A1', vip: true });
      await advance(5 * DAY);
      const renewal = (await get(sub.id)).invoices[1] as string;
      expect((await h.billing().invoices.get({ uniqid: renewal })).custom_fields).toEqual(
        expect.arrayContaining([
          { name: 'seat', value: 'A1' },
          { name: 'vip', value: true },
        ]),
      );
      expect(await types()).toContain('subscription:updated');
    });

    it('another shop sees 404 SUBSCRIPTION_NOT_FOUND for every operation', async () => {
      const { sub } = await subscribe();
      const other = h.billing(testPrincipal(SHOP_B)).subscriptions;
      for (const attempt of [
        () => other.get({ id: sub.id }),
        () => other.pause({ id: sub.id }),
        () => other.cancel({ id: sub.id }),
        () => other.customFields({ id: sub.id, custom_fields: { a: '1' } }),
        () => h.billing().subscriptions.get({ id: 'not-a-uuid' }),
      ]) {
        expect((await failure(attempt())).code).toBe('SUBSCRIPTION_NOT_FOUND');
      }
      expect((await other.list({ limit: 10 })).data).toEqual([]);
    });

    it('an order starts at most one subscription', async () => {
      const a = await plan();
      const b = await plan({ title: 'Second plan' });
      const refused = await failure(
        h.billing().orders.create({
          customer_email: 'two@example.com',
          items: [
            { product_id: a.id, quantity: 1 },
            { product_id: b.id, quantity: 1 },
          ],
        }),
      );
      expect(refused.code).toBe('VALIDATION_ERROR');
      expect(refused.details?.map((detail) => detail.field)).toEqual(['items.1.product_id']);
    });
  });
}
