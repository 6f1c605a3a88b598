import {
  invoiceSchema,
  invoiceTimelineEventSchema,
  orderSchema,
  paymentSchema,
  type Principal,
  TEST_PROVIDER_SIGNATURE_HEADER,
} from '@shopforge/contracts';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrder } from '../src/app/create-order';
import { sweepOnce } from '../src/workers/sweeper';
import {
  BASE_URL,
  type BillingHarness,
  failure,
  openBillingHarness,
  outbox,
  SHOP_A,
  SHOP_B,
} from './harness';

/** Opens a payment attempt at the checkout, as a buyer pressing pay: the provider session id. */
export async function openSession(
  h: BillingHarness,
  uniqid: string,
  gateway: 'TEST' | 'TEST_CRYPTO' = 'TEST',
  cryptoGateway?: 'BTC',
): Promise<string> {
  const started = await h
    .billing(null)
    .checkout.start({ uniqid, gateway, ...(cryptoGateway ? { crypto_gateway: cryptoGateway } : {}) });
  return started.redirect_url.split('/').pop() ?? '';
}

/** Buys through the hosted checkout and the test provider, as a buyer would. */
export async function payAtCheckout(
  h: BillingHarness,
  uniqid: string,
  outcome: 'succeed' | 'fail' | 'cancel' = 'succeed',
) {
  const sessionId = await openSession(h, uniqid);
  await h.billing(null).testProvider.complete({ session_id: sessionId, outcome });
  return sessionId;
}

export async function serialProduct(h: BillingHarness, codes: string[], extra: Record<string, unknown> = {}) {
  const product = await h
    .catalog()
    .products.create({ title: 'Game Key', price: 10, type: 'SERIALS', ...extra });
  if (codes.length > 0) await h.catalog().serials.add({ id: product.id, serials: codes });
  return product;
}

const keysOf = (value: object) => Object.keys(value).sort();

/** Orders, invoices, payments and the timeline, run on PGlite (unit) and PostgreSQL (integration). */
export function describeOrders(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing orders on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    it('creates a pending order priced from the catalog, with volume and coupon discounts', async () => {
      const product = await serialProduct(h, ['A', 'B', 'C', 'D'], {
        price: 10,
        volume_discounts: [{ quantity: 3, type: 'PERCENTAGE', value: 10 }],
      });
      await h.catalog().coupons.create({ code: 'SAVE5', type: 'FIXED', discount: 5 });
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.uniqid, quantity: 3 }],
        coupon_code: 'save5',
        referral_code: 'FRIEND',
      });
      expect(orderSchema.strict().parse(order)).toEqual(order);
      expect(order).toMatchObject({
        status: 'PENDING',
        payment_status: 'UNPAID',
        subtotal: 30,
        discount: 8,
        total: 22,
        currency: 'USD',
        affiliate_code: 'FRIEND',
        checkout_url: `${BASE_URL}/checkout/${order.uniqid}`,
        items: [{ product_id: product.id, product_type: 'SERIALS', quantity: 3, unit_price: 10, total: 27 }],
      });
      // Every field of the spec's Order; `session_id` only comes with a forced hosted gateway.
      expect(keysOf(order)).toEqual(keysOf(orderSchema.shape).filter((key) => key !== 'session_id'));
      const coupons = (await h.catalog().coupons.list({ limit: 100 })).data;
      expect(coupons.find((coupon) => coupon.code === 'SAVE5')?.used).toBe(1);
      const events = await outbox(h);
      expect(events.map((event) => event.type)).toEqual(['order:created', 'order:created:product']);
      expect(events[1]?.data.products).toEqual([
        expect.objectContaining({ id: product.id, uniqid: product.uniqid }),
      ]);
      const created = (events[0]?.data.line_items ?? []) as object[];
      expect(created[0]).not.toHaveProperty('license_keys');
    });

    it('an order sent again with its Idempotency-Key after the answer was lost is the first order, written once', async () => {
      const product = await serialProduct(h, ['A', 'B']);
      await h.catalog().coupons.create({ code: 'REPEATED', type: 'FIXED', discount: 1, max_uses: 1 });
      const input = {
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
        coupon_code: 'REPEATED',
      };
      const request = { key: 'a'.repeat(64), fingerprint: 'b'.repeat(64) };
      const first = await createOrder(h.deps, testPrincipal(SHOP_A), input, { request });
      // The gateway lost its record of the first answer: the same request reaches billing again.
      const again = await createOrder(h.deps, testPrincipal(SHOP_A), input, { request });
      expect(again.id).toBe(first.id);
      expect(again.uniqid).toBe(first.uniqid);
      expect(await h.prisma.invoice.count({ where: { shopId: SHOP_A } })).toBe(1);
      expect((await outbox(h)).filter((event) => event.type === 'order:created')).toHaveLength(1);
      // The coupon's one use went to the first order; the repeat took none.
      const other = await failure(
        h.billing().orders.create({ ...input, customer_email: 'other@example.com' }),
      );
      expect(other.code).toBe('COUPON_MAX_USES_REACHED');
    });

    it('another body under an order’s Idempotency-Key is IDEMPOTENCY_CONFLICT and writes nothing', async () => {
      const product = await serialProduct(h, ['A']);
      const input = { customer_email: 'buyer@example.com', items: [{ product_id: product.id, quantity: 1 }] };
      const key = 'c'.repeat(64);
      await createOrder(h.deps, testPrincipal(SHOP_A), input, {
        request: { key, fingerprint: 'd'.repeat(64) },
      });
      const error = await failure(
        createOrder(h.deps, testPrincipal(SHOP_A), input, { request: { key, fingerprint: 'e'.repeat(64) } }),
      );
      expect(error.code).toBe('IDEMPOTENCY_CONFLICT');
      expect(await h.prisma.invoice.count({ where: { shopId: SHOP_A } })).toBe(1);
    });

    it('an order’s Idempotency-Key is free again after 24 hours', async () => {
      const product = await serialProduct(h, ['A', 'B']);
      const input = { customer_email: 'buyer@example.com', items: [{ product_id: product.id, quantity: 1 }] };
      const request = { key: 'f'.repeat(64), fingerprint: '0'.repeat(64) };
      const first = await createOrder(h.deps, testPrincipal(SHOP_A), input, { request });
      h.clock.advance(24 * 60 * 60 * 1000 + 1);
      const later = await createOrder(h.deps, testPrincipal(SHOP_A), input, { request });
      expect(later.id).not.toBe(first.id);
      expect(await h.prisma.orderRequest.count()).toBe(1);
    });

    it('refuses lines the catalog cannot sell, naming each field', async () => {
      const product = await serialProduct(h, ['A'], { quantity_max: 5 });
      const error = await failure(
        h.billing().orders.create({
          customer_email: 'buyer@example.com',
          items: [
            { product_id: 'no-such-product', quantity: 1 },
            { product_id: product.id, quantity: 2 },
            { product_id: product.id, quantity: 1, variant_id: '0190f5a0-0000-7000-8000-0000000000ff' },
          ],
        }),
      );
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details).toEqual([
        { field: 'items.0.product_id', message: 'No such product in this shop.' },
        { field: 'items.1.quantity', message: 'Only 1 in stock.' },
        { field: 'items.2.variant_id', message: 'This product has no such variant.' },
      ]);
      expect(await outbox(h)).toEqual([]);
    });

    it('does not sell another shop’s product', async () => {
      const product = await serialProduct(h, ['A']);
      const error = await failure(
        h.billing(testPrincipal(SHOP_B)).orders.create({
          customer_email: 'buyer@example.com',
          items: [{ product_id: product.id, quantity: 1 }],
        }),
      );
      expect(error.details).toEqual([
        { field: 'items.0.product_id', message: 'No such product in this shop.' },
      ]);
    });

    it('pays at the hosted checkout: completed, serials delivered, timeline in order, order:paid with keys', async () => {
      const product = await serialProduct(h, ['KEY-1', 'KEY-2', 'KEY-3']);
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.id, quantity: 2 }],
      });
      const stockEvents = () => h.catalogPrisma.outboxEvent.count({ where: { type: 'product:stock' } });
      const stockEventsBefore = await stockEvents();
      await payAtCheckout(h, order.uniqid);
      const paid = await h.billing().orders.get({ id: order.id });
      expect(paid).toMatchObject({ status: 'COMPLETED', payment_status: 'PAID', gateway: 'TEST' });
      expect(paid.provider_reference).toMatch(/^tps_/);
      const view = await h.billing(null).checkout.view({ uniqid: order.uniqid });
      expect(view.deliveries).toEqual([
        { title: 'Game Key', status: 'DELIVERED', keys: expect.any(Array), text: null },
      ]);
      const delivered = view.deliveries[0]?.keys ?? [];
      expect(new Set(delivered).size).toBe(2);
      for (const key of delivered) expect(['KEY-1', 'KEY-2', 'KEY-3']).toContain(key);
      expect((await h.catalog().products.get({ id: product.id })).stock).toBe(1);

      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      expect(events.map((event) => [event.type, event.status])).toEqual([
        ['created', null],
        ['payment_started', null],
        ['status_changed', 'PENDING_PAYMENT'],
        ['marked_paid', null],
        ['status_changed', 'PROCESSING'],
        ['line_delivered', null],
        ['status_changed', 'COMPLETED'],
      ]);
      for (const event of events) expect(invoiceTimelineEventSchema.parse(event)).toEqual(event);
      expect(events[3]).toMatchObject({
        gateway: 'TEST',
        amount: '20.00',
        currency: 'USD',
        actor: { type: 'provider' },
      });
      expect(new Set(events.map((event) => event.id)).size).toBe(events.length);

      const types = (await outbox(h)).map((event) => event.type);
      expect(types).toEqual(['order:created', 'order:created:product', 'order:paid', 'order:paid:product']);
      const paidEvent = (await outbox(h))[2]?.data as {
        status: string;
        line_items: { license_keys?: { key: string }[] }[];
      };
      expect(paidEvent.status).toBe('COMPLETED');
      expect(paidEvent.line_items[0]?.license_keys).toEqual(delivered.map((key) => ({ key })));
      // The sale reduced stock, reported by order:paid alone (spec): no product:stock from it.
      expect(await stockEvents()).toBe(stockEventsBefore);
    });

    it('delivers the serials once when two provider confirmations arrive at once', async () => {
      const product = await serialProduct(h, ['K1', 'K2', 'K3', 'K4']);
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.id, quantity: 2 }],
      });
      const sessionId = await openSession(h, order.uniqid);
      await h.prisma.testProviderSession.update({ where: { id: sessionId }, data: { status: 'SUCCEEDED' } });
      const first = await h.deps.testProvider.signedEvent(sessionId, 'payment.succeeded');
      const second = await h.deps.testProvider.signedEvent(sessionId, 'payment.succeeded');
      const results = await Promise.all(
        [first, second, first].map((event) =>
          h.billing(null).providerWebhooks.receive({
            provider: 'test',
            body: event.body,
            signature_headers: { [TEST_PROVIDER_SIGNATURE_HEADER]: event.signature },
          }),
        ),
      );
      expect(results.filter((result) => result.duplicate)).toHaveLength(1);
      const serials = await h.catalog().serials.counts({ id: product.id });
      expect(serials.counts).toEqual([{ variant_id: null, available: 2, claimed: 2 }]);
      const types = (await outbox(h)).map((event) => event.type);
      expect(types.filter((type) => type === 'order:paid')).toHaveLength(1);
      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      expect(events.filter((event) => event.type === 'marked_paid')).toHaveLength(1);
      expect(events.filter((event) => event.type === 'line_delivered')).toHaveLength(1);
      // The same attempt confirmed twice is one payment: nothing to refund.
      expect(events.filter((event) => event.type === 'refund_requested')).toHaveLength(0);
    });

    it('refunds a second payment of an invoice already paid, at its provider, without touching the invoice', async () => {
      const product = await serialProduct(h, ['D1', 'D2']);
      const order = await h.billing().orders.create({
        customer_email: 'twice@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      const sessionId = await openSession(h, order.uniqid);
      // The merchant marks it paid by hand while the buyer is still at the provider, who then pays too.
      await h.billing().orders.fulfill({ id: order.id });
      await h.billing(null).testProvider.complete({ session_id: sessionId, outcome: 'succeed' });
      const after = await h.billing().orders.get({ id: order.id });
      expect(after).toMatchObject({ status: 'COMPLETED', payment_status: 'PAID', flow_type: 'MANUAL' });
      const attempt = await h.prisma.paymentAttempt.findUniqueOrThrow({ where: { sessionId } });
      expect(attempt.status).toBe('REFUNDED');
      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      const refund = events.find((event) => event.type === 'refund_requested');
      expect(refund).toMatchObject({
        actor: { type: 'system' },
        gateway: 'TEST',
        amount: '10.00',
        outcome: 'succeeded',
        note: 'Duplicate payment refunded automatically; the invoice was already paid.',
      });
      expect(refund?.reference).toMatch(/^tpr_/);
      expect(events.filter((event) => event.type === 'marked_paid')).toHaveLength(1);
      expect((await h.catalog().serials.counts({ id: product.id })).counts).toEqual([
        { variant_id: null, available: 1, claimed: 1 },
      ]);
    });

    it('refuses a forged provider webhook', async () => {
      const error = await failure(
        h.billing(null).providerWebhooks.receive({
          provider: 'test',
          body: '{"id":"x"}',
          signature_headers: { [TEST_PROVIDER_SIGNATURE_HEADER]: 't=1,v1=00' },
        }),
      );
      expect(error.code).toBe('UNAUTHORIZED');
    });

    it('a failed or cancelled attempt leaves the invoice payable; another attempt can pay it', async () => {
      const product = await serialProduct(h, ['K1']);
      const order = await h
        .billing()
        .orders.create({ customer_email: 'b@example.com', items: [{ product_id: product.id, quantity: 1 }] });
      await payAtCheckout(h, order.uniqid, 'fail');
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('PENDING');
      await payAtCheckout(h, order.uniqid, 'cancel');
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('PENDING');
      await payAtCheckout(h, order.uniqid, 'succeed');
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('COMPLETED');
      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      expect(events.map((event) => event.type)).toContain('payment_failed');
      expect(events.map((event) => event.type)).toContain('payment_cancelled');
      expect(await h.prisma.paymentAttempt.count({ where: { invoiceId: order.id } })).toBe(3);
    });

    it('refuses illegal transitions with a 400 and changes nothing', async () => {
      const product = await serialProduct(h, ['K1', 'K2']);
      const order = await h
        .billing()
        .orders.create({ customer_email: 'b@example.com', items: [{ product_id: product.id, quantity: 1 }] });
      const before = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      const refund = await failure(h.billing().orders.refund({ id: order.id }));
      expect([refund.code, refund.status, refund.message]).toEqual([
        'BAD_REQUEST',
        400,
        'Cannot refund an invoice that is PENDING.',
      ]);
      await h.billing().orders.void({ id: order.id, reason: 'Customer changed their mind' });
      const pay = await failure(h.billing().orders.fulfill({ id: order.id }));
      expect([pay.code, pay.message]).toEqual(['BAD_REQUEST', 'Cannot pay an invoice that is VOIDED.']);
      const checkout = await failure(
        h.billing(null).checkout.start({ uniqid: order.uniqid, gateway: 'TEST' }),
      );
      expect(checkout.message).toBe('This invoice cannot be paid: it is VOIDED.');
      const after = await h.billing().orders.get({ id: order.id });
      expect(after.status).toBe('VOIDED');
      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      expect(events.length).toBe(before.events.length + 1);
      expect(events.at(-1)).toMatchObject({
        type: 'voided',
        status: 'VOIDED',
        previous_status: 'PENDING',
        note: 'Customer changed their mind',
      });
      expect((await outbox(h)).map((event) => event.type).slice(-2)).toEqual([
        'order:cancelled',
        'order:cancelled:product',
      ]);
      expect((await h.catalog().products.get({ id: product.id })).stock).toBe(2);
    });

    it('refunds in parts down to REFUNDED and never more than was paid', async () => {
      const product = await serialProduct(h, ['K1']);
      const order = await h
        .billing()
        .orders.create({ customer_email: 'b@example.com', items: [{ product_id: product.id, quantity: 1 }] });
      await payAtCheckout(h, order.uniqid);
      const partial = await h.billing().orders.refund({ id: order.id, amount: 4, reason: 'Goodwill' });
      expect([partial.status, partial.payment_status]).toEqual(['PARTIAL_REFUND', 'PARTIALLY_REFUNDED']);
      const tooMuch = await failure(h.billing().orders.refund({ id: order.id, amount: 7 }));
      expect(tooMuch.message).toBe('Cannot refund more than the 6.00 left on this invoice.');
      const rest = await h.billing().orders.refund({ id: order.id });
      expect(rest.status).toBe('REFUNDED');
      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      expect(
        events.filter((event) => event.type === 'refund_requested').map((event) => event.amount),
      ).toEqual(['4.00', '6.00']);
      expect(events.find((event) => event.type === 'refund_requested')).toMatchObject({
        outcome: 'succeeded',
        note: 'Goodwill',
        gateway: 'TEST',
      });
    });

    it('expires unpaid invoices when their time runs out, handing the coupon back; a late payment is still honoured', async () => {
      const product = await serialProduct(h, ['K1']);
      await h.catalog().coupons.create({ code: 'ONCE', type: 'PERCENTAGE', discount: 10, max_uses: 1 });
      const order = await h.billing().orders.create({
        customer_email: 'b@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
        coupon_code: 'ONCE',
      });
      const sessionId = await openSession(h, order.uniqid);
      await h.billing(null).testProvider.complete({ session_id: sessionId, outcome: 'succeed_later' });
      h.clock.advance(59 * 60_000);
      expect(await sweepOnce(h.deps)).toBe(0);
      h.clock.advance(60_000);
      expect(await sweepOnce(h.deps)).toBe(1);
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('EXPIRED');
      expect((await outbox(h)).map((event) => event.type).slice(-2)).toEqual([
        'order:cancelled',
        'order:cancelled:product',
      ]);
      // The catalog database is shared by the file's tests: this test's coupon, by its code.
      const coupons = await h.catalog().coupons.list({ limit: 100 });
      expect(coupons.data.find((coupon) => coupon.code === 'ONCE')?.used).toBe(0);
      // The provider confirms late: the buyer paid, so the invoice is paid and delivered.
      await h.billing(null).testProvider.confirm({ session_id: sessionId });
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('COMPLETED');
      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      expect(events.find((event) => event.type === 'marked_paid')?.note).toBe(
        'Payment confirmed after the invoice expired.',
      );
    });

    it('refuses to start paying an invoice past its deadline even before the sweeper ran', async () => {
      const product = await serialProduct(h, ['K1']);
      const order = await h
        .billing()
        .orders.create({ customer_email: 'b@example.com', items: [{ product_id: product.id, quantity: 1 }] });
      h.clock.advance(60 * 60_000);
      const late = await failure(h.billing(null).checkout.start({ uniqid: order.uniqid, gateway: 'TEST' }));
      expect([late.code, late.message]).toEqual([
        'BAD_REQUEST',
        'This invoice cannot be paid: it is EXPIRED.',
      ]);
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('EXPIRED');
      expect((await h.billing(null).checkout.view({ uniqid: order.uniqid })).payable).toBe(false);
    });

    it('an offline payment waits for the merchant: PENDING, order:manual_payment_pending once, then confirmed by fulfil', async () => {
      const product = await serialProduct(h, ['BT-1']);
      const order = await h
        .billing()
        .orders.create({ customer_email: 'b@example.com', items: [{ product_id: product.id, quantity: 1 }] });
      const chosen = await h.billing(null).checkout.start({ uniqid: order.uniqid, gateway: 'BANK_TRANSFER' });
      expect(chosen.redirect_url).toBe(`${BASE_URL}/checkout/${order.uniqid}`);
      await h.billing(null).checkout.start({ uniqid: order.uniqid, gateway: 'BANK_TRANSFER' });
      const waiting = await h.billing().orders.get({ id: order.id });
      expect(waiting).toMatchObject({ status: 'PENDING', gateway: 'BANK_TRANSFER', flow_type: 'MANUAL' });
      expect((await h.billing(null).checkout.view({ uniqid: order.uniqid })).message).toBe(
        'Your offline payment is awaiting the shop’s confirmation.',
      );
      const pending = (await outbox(h)).filter((event) => event.type === 'order:manual_payment_pending');
      expect(pending).toHaveLength(1);
      expect(pending[0]?.data).toMatchObject({ status: 'PENDING', gateway: 'BANK_TRANSFER' });
      const card = await failure(h.billing(null).checkout.start({ uniqid: order.uniqid, gateway: 'TEST' }));
      expect(card.message).toBe('This invoice must be paid with BANK_TRANSFER.');
      const confirmed = await h.billing().orders.fulfill({ id: order.id });
      expect(confirmed).toMatchObject({ status: 'COMPLETED', gateway: 'BANK_TRANSFER', flow_type: 'MANUAL' });
      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      expect(events.map((event) => event.type)).toEqual([
        'created',
        'payment_started',
        'marked_paid',
        'status_changed',
        'line_delivered',
        'status_changed',
      ]);
      expect(events[1]).toMatchObject({
        gateway: 'BANK_TRANSFER',
        note: 'Offline payment: awaiting the shop’s confirmation.',
      });
      expect(events[2]?.actor?.type).toBe('api');
    });

    it('delivers SERVICE lines their text and marks a manual payment', async () => {
      const service = await h.catalog().products.create({
        title: 'Setup call',
        price: 50,
        type: 'SERVICE',
        service_text: 'Book at https://cal.example/me',
      });
      const order = await h
        .billing()
        .orders.create({ customer_email: 'b@example.com', items: [{ product_id: service.id, quantity: 1 }] });
      const done = await h.billing().orders.fulfill({ id: order.id });
      expect(done).toMatchObject({ status: 'COMPLETED', flow_type: 'MANUAL', gateway: 'MANUAL' });
      const view = await h.billing(null).checkout.view({ uniqid: order.uniqid });
      expect(view.deliveries[0]?.text).toBe('Book at https://cal.example/me');
      const again = await h.billing().orders.fulfill({ id: order.id });
      expect(again.status).toBe('COMPLETED');
      expect((await outbox(h)).filter((event) => event.type === 'order:paid')).toHaveLength(1);
    });

    it('takes limited unit stock when a SERVICE order is paid, so the next order sees what is left', async () => {
      const seats = await h
        .catalog()
        .products.create({ title: 'Workshop seat', price: 20, type: 'SERVICE', stock: 2 });
      const first = await h
        .billing()
        .orders.create({ customer_email: 'a@example.com', items: [{ product_id: seats.id, quantity: 2 }] });
      await payAtCheckout(h, first.uniqid);
      expect((await h.catalog().products.get({ id: seats.id })).stock).toBe(0);
      const second = await failure(
        h
          .billing()
          .orders.create({ customer_email: 'b@example.com', items: [{ product_id: seats.id, quantity: 1 }] }),
      );
      expect(second.details).toEqual([{ field: 'items.0.quantity', message: 'Only 0 in stock.' }]);
    });

    it('delivers DYNAMIC lines from the product’s endpoint, and reports a failing one', async () => {
      const server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        req.on('end', () => {
          const request = JSON.parse(body) as { quantity: number; customer_email: string };
          res.statusCode = req.url === '/fail' ? 503 : 200;
          res.end(
            req.url === '/fail' ? 'down' : `LICENSE-FOR-${request.customer_email}-x${request.quantity}`,
          );
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const good = await h.catalog().products.create({
          title: 'Generated',
          price: 3,
          type: 'DYNAMIC',
          dynamic_webhook: `http://127.0.0.1:${port}/ok`,
        });
        const bad = await h.catalog().products.create({
          title: 'Broken',
          price: 3,
          type: 'DYNAMIC',
          dynamic_webhook: `http://127.0.0.1:${port}/fail`,
        });
        const order = await h.billing().orders.create({
          customer_email: 'dyn@example.com',
          items: [
            { product_id: good.id, quantity: 2 },
            { product_id: bad.id, quantity: 1 },
          ],
        });
        await payAtCheckout(h, order.uniqid);
        expect((await h.billing().orders.get({ id: order.id })).status).toBe('PROCESSING');
        const view = await h.billing(null).checkout.view({ uniqid: order.uniqid });
        expect(view.deliveries).toEqual([
          { title: 'Generated', status: 'DELIVERED', keys: [], text: 'LICENSE-FOR-dyn@example.com-x2' },
          { title: 'Broken', status: 'FAILED', keys: [], text: null },
        ]);
        const events = await outbox(h);
        const delivered = events.find((event) => event.type === 'order:item.delivered');
        const failed = events.find((event) => event.type === 'order:item.delivery_failed');
        expect(delivered?.data).toMatchObject({ product_id: good.id, error_message: null });
        expect(failed?.data).toMatchObject({
          product_id: bad.id,
          error_message: 'The endpoint answered 503.',
        });
        expect(events.filter((event) => event.type === 'order:paid')).toHaveLength(1);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });

    it('leaves an out-of-stock serial line FAILED and delivers it when the merchant fulfils again', async () => {
      const product = await serialProduct(h, ['ONLY']);
      const order = await h
        .billing()
        .orders.create({ customer_email: 'b@example.com', items: [{ product_id: product.id, quantity: 1 }] });
      await h.catalog().serials.remove({ id: product.id, all: true });
      await payAtCheckout(h, order.uniqid);
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('PROCESSING');
      await h.catalog().serials.add({ id: product.id, serials: ['NEW'] });
      expect((await h.billing().orders.fulfill({ id: order.id })).status).toBe('COMPLETED');
      const types = (await outbox(h)).map((event) => event.type);
      expect(types.filter((type) => type === 'order:paid')).toHaveLength(1);
      expect(types.at(-2)).toBe('order:updated');
    });

    it('replaces the referral attribution and tells subscribers', async () => {
      const product = await serialProduct(h, ['K1']);
      const order = await h
        .billing()
        .orders.create({ customer_email: 'b@example.com', items: [{ product_id: product.id, quantity: 1 }] });
      const updated = await h.billing().orders.update({ id: order.uniqid, referral_code: 'PARTNER7' });
      expect(updated.affiliate_code).toBe('PARTNER7');
      expect(
        (await h.billing().orders.update({ id: order.id, referral_code: '' })).affiliate_code,
      ).toBeNull();
      expect((await outbox(h)).filter((event) => event.type === 'order:updated')).toHaveLength(2);
    });

    it('lists orders and invoices with filters, sorts and cursors, scoped to the shop', async () => {
      const product = await serialProduct(h, ['1', '2', '3', '4', '5']);
      const made = [];
      for (const quantity of [1, 3, 2]) {
        made.push(
          await h.billing().orders.create({
            customer_email: `q${quantity}@example.com`,
            items: [{ product_id: product.id, quantity }],
          }),
        );
        h.clock.advance(1000);
      }
      await h
        .billing(testPrincipal(SHOP_B))
        .payments.create({ title: 'Other shop', email: 'x@example.com', value: 5, currency: 'USD' });
      const first = await h
        .billing()
        .orders.list({ limit: 2, sorts: '-total' as never, filters: undefined as never });
      expect(first.data.map((order) => order.total)).toEqual([30, 20]);
      const next = await h.billing().orders.list({
        limit: 2,
        sorts: '-total' as never,
        cursor: first.pagination.next_cursor ?? '',
      } as never);
      expect(next.data.map((order) => order.total)).toEqual([10]);
      expect(next.pagination).toEqual({ next_cursor: null, has_more: false });
      const filtered = await h
        .billing()
        .invoices.list({ filters: '[{"field":"total","op":"gte","value":20}]' } as never);
      expect(filtered.data).toHaveLength(2);
      for (const invoice of filtered.data)
        expect(keysOf(invoiceSchema.strict().parse(invoice))).toEqual(keysOf(invoiceSchema.shape));
      const byEmail = await h.billing().invoices.list({ customerEmail: 'q3@example.com' } as never);
      expect(byEmail.data.map((invoice) => invoice.uniqid)).toEqual([made[1]?.uniqid]);
      const other = await failure(
        h.billing().orders.list({ cursor: first.pagination.next_cursor ?? '', sorts: 'total' } as never),
      );
      expect(other.details).toEqual([
        { field: 'cursor', message: 'This cursor was issued for other filters or sorts.' },
      ]);
      expect(
        (await failure(h.billing(testPrincipal(SHOP_B)).orders.get({ id: made[0]?.id ?? '' }))).code,
      ).toBe('NOT_FOUND');
    });
  });

  describe(`developer payments on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });
    const merchant: () => Principal = () => testPrincipal(SHOP_A);

    it('creates a pending payment with its checkout address and a per-payment callback secret', async () => {
      const payment = await h.billing(merchant()).payments.create({
        title: 'Consulting',
        email: 'client@example.com',
        value: 120.5,
        currency: 'eur',
        webhook: 'https://merchant.example/callback',
      });
      expect(paymentSchema.strict().parse(payment)).toEqual(payment);
      expect(payment).toMatchObject({
        status: 'PENDING',
        total: 120.5,
        currency: 'EUR',
        webhook_secret: 'whsec_test_1',
      });
      expect(payment.url).toBe(`${BASE_URL}/checkout/${payment.uniqid}`);
      expect(payment).not.toHaveProperty('checkout_url');
      expect(h.callbacks).toEqual([
        { shop_id: SHOP_A, invoice_uniqid: payment.uniqid, url: 'https://merchant.example/callback' },
      ]);
      const invoice = await h.billing(merchant()).invoices.get({ uniqid: payment.uniqid });
      expect(invoice).toMatchObject({
        type: 'PAYMENT',
        is_developer_invoice: true,
        developer_title: 'Consulting',
        developer_webhook: 'https://merchant.example/callback',
        product_id: null,
      });
    });

    it('a hosted-checkout gateway adds the provider session; a crypto gateway opens the checkout on its coin', async () => {
      const hosted = await h
        .billing(merchant())
        .payments.create({ title: 'T', email: 'c@example.com', value: 10, currency: 'USD', gateway: 'test' });
      expect(hosted.checkout_url).toBe(`${BASE_URL}/test-provider/sessions/${hosted.session_id}`);
      expect(hosted.status).toBe('PENDING');
      const crypto = await h.billing(merchant()).payments.create({
        title: 'T',
        email: 'c@example.com',
        value: 10,
        currency: 'USD',
        gateway: 'TEST_CRYPTO',
        crypto_gateway: 'btc',
      });
      expect(crypto.url).toBe(
        `${BASE_URL}/checkout/${crypto.uniqid}?selected_gateway=BTC&auto_start_gateway=1&auto_start_crypto=1`,
      );
      expect(crypto).not.toHaveProperty('session_id');
    });

    it('paying a payment completes it without fulfilment and emits order:paid only (no :product)', async () => {
      const payment = await h
        .billing(merchant())
        .payments.create({ title: 'Invoice 7', email: 'c@example.com', value: 10, currency: 'USD' });
      const paid = await h.operator().operator.payInvoice({ invoice_uniqid: payment.uniqid });
      expect(paid).toMatchObject({ status: 'COMPLETED', gateway: 'TEST', is_developer_invoice: true });
      expect((await outbox(h)).map((event) => event.type)).toEqual(['order:created', 'order:paid']);
      expect((await h.billing(merchant()).payments.get({ uniqid: payment.uniqid })).status).toBe('COMPLETED');
    });

    it('a crypto payment arriving in parts: order:partial with what was received, then paid in full', async () => {
      const payment = await h.billing(merchant()).payments.create({
        title: 'Coins',
        email: 'c@example.com',
        value: 10,
        currency: 'USD',
        gateway: 'TEST_CRYPTO',
        crypto_gateway: 'BTC',
      });
      const sessionId = await openSession(h, payment.uniqid, 'TEST_CRYPTO', 'BTC');
      await h.billing(null).testProvider.complete({ session_id: sessionId, outcome: 'underpay' });
      await h.billing(null).testProvider.complete({ session_id: sessionId, outcome: 'underpay' });
      expect((await h.billing(null).testProvider.view({ session_id: sessionId })).received).toBe(7.5);
      const partly = await h.billing(merchant()).invoices.get({ uniqid: payment.uniqid });
      expect(partly).toMatchObject({ status: 'PENDING_PAYMENT', crypto_received: 7.5, blockchain: 'BTC' });
      const partials = (await outbox(h)).filter((event) => event.type === 'order:partial');
      expect(partials.map((event) => event.data.status)).toEqual(['PENDING_PAYMENT', 'PENDING_PAYMENT']);
      await h.billing(null).testProvider.complete({ session_id: sessionId, outcome: 'succeed' });
      expect(await h.billing(merchant()).invoices.get({ uniqid: payment.uniqid })).toMatchObject({
        status: 'COMPLETED',
        crypto_received: 10,
      });
      const card = await h.billing(merchant()).payments.create({
        title: 'Card',
        email: 'c@example.com',
        value: 10,
        currency: 'USD',
        gateway: 'TEST',
      });
      const refused = await failure(
        h.billing(null).testProvider.complete({ session_id: card.session_id ?? '', outcome: 'underpay' }),
      );
      expect(refused.message).toBe('Only crypto payments arrive in parts.');
    });

    it('the operator confirms an offline payment without a provider', async () => {
      const payment = await h.billing(merchant()).payments.create({
        title: 'Wire',
        email: 'c@example.com',
        value: 500,
        currency: 'EUR',
        gateway: 'bank_transfer',
      });
      expect(payment).not.toHaveProperty('checkout_url');
      const paid = await h.operator().operator.payInvoice({ invoice_uniqid: payment.uniqid });
      expect(paid).toMatchObject({ status: 'COMPLETED', gateway: 'BANK_TRANSFER' });
      expect(await h.prisma.paymentAttempt.count()).toBe(0);
    });

    it('hides a webhook entry’s error_message from callers who may not view delivered goods', async () => {
      const payment = await h
        .billing(merchant())
        .payments.create({ title: 'T', email: 'c@example.com', value: 10, currency: 'USD' });
      await h.prisma.timelineEntry.create({
        data: {
          id: '0190f5a0-0000-7000-8000-0000000000d1',
          shopId: SHOP_A,
          invoiceUniqid: payment.uniqid,
          type: 'webhook',
          occurredAt: h.clock.now(),
          facts: {
            webhook: {
              event: 'order:paid',
              url: 'https://m.example/h',
              status: 'FAILED',
              attempts: 5,
              response_code: 500,
              error_message: 'echo KEY-1',
            },
          },
          createdAt: h.clock.now(),
          updatedAt: h.clock.now(),
        },
      });
      const full = await h
        .billing(testPrincipal(SHOP_A, ['*']))
        .invoices.timeline({ uniqid: payment.uniqid });
      expect(full.events.at(-1)?.webhook?.error_message).toBe('echo KEY-1');
      const limited = await h
        .billing(testPrincipal(SHOP_A, ['invoices.read']))
        .invoices.timeline({ uniqid: payment.uniqid });
      expect(limited.events.at(-1)?.webhook).toMatchObject({
        error_message: null,
        attempts: 5,
        status: 'FAILED',
      });
      const missing = await failure(
        h.billing(testPrincipal(SHOP_B)).invoices.timeline({ uniqid: payment.uniqid }),
      );
      expect(missing.code).toBe('INVOICE_NOT_FOUND');
    });
  });
}
