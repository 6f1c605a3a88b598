import { randomUUID } from 'node:crypto';
import { WEBHOOK_DELIVERY_PROGRESS_EVENT } from '@shopforge/contracts';
import type { EventEnvelope } from '@shopforge/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAID_AT_CHECKOUT_TIMELINE,
  payAtCheckout,
  pathOf,
  postForm,
  signAsTestProvider,
} from '../src/checkout';
import { call, errorOf } from '../src/http';
import { eventually } from '../src/eventually';
import { platform, type TestPlatform } from '../src/platform';
import { startReceiver } from '../src/receiver';
import { newKey, newShop } from '../src/shops';
import { verifyByHand } from '../src/signatures';

let p: TestPlatform;
const billingEvents: EventEnvelope[] = [];
const progress: EventEnvelope[] = [];
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  p = await platform();
  // Watch what billing's relay publishes, under a group of our own.
  await p.bus.subscribe('shopforge.order', 'e2e-order-watch', async (event) => {
    billingEvents.push(event);
  });
  await p.bus.subscribe('shopforge.webhook', 'e2e-order-progress-watch', async (event) => {
    if (event.type === WEBHOOK_DELIVERY_PROGRESS_EVENT) progress.push(event);
  });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

interface Order {
  id: string;
  uniqid: string;
  status: string;
  total: number;
  checkout_url: string;
  affiliate_code: string | null;
}

async function serialProduct(token: string, codes: string[]) {
  const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
    token,
    body: { title: 'Game Key', price: 12.5, type: 'SERIALS' },
  });
  expect(created.status).toBe(201);
  const product = (created.body as { data: { id: string; uniqid: string } }).data;
  const added = await call(p.gatewayUrl, 'POST', `/dev/v1/products/${product.id}/serials`, {
    token,
    body: { serials: codes },
  });
  expect(added.status).toBe(200);
  return product;
}

async function createOrder(token: string, body: unknown): Promise<Order> {
  const res = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: Order }).data;
}

const timelineOf = async (token: string, uniqid: string) => {
  const res = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${uniqid}/timeline`, { token });
  expect(res.status).toBe(200);
  return (
    res.body as {
      data: { events: { type: string; status: string | null; webhook: Record<string, unknown> | null }[] };
    }
  ).data.events;
};

describe('orders and the hosted checkout through the gateway', () => {
  it('a buyer pays a SERIALS order at the checkout: completed, key delivered, timeline and paid events', async () => {
    const { fullKey, shop } = await newShop(p);
    const r = await startReceiver();
    receivers.push(r);
    const hook = await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token: fullKey,
      body: { url: r.url, events: ['order:paid'] },
    });
    const secret = (hook.body as { data: { secret: string } }).data.secret;
    const product = await serialProduct(fullKey, ['E2E-KEY-1']);
    const order = await createOrder(fullKey, {
      customer_email: 'buyer@example.com',
      items: [{ product_id: product.uniqid, quantity: 1 }],
    });
    expect(order).toMatchObject({ status: 'PENDING', total: 12.5 });
    expect(order.checkout_url).toBe(`${p.gatewayUrl}/checkout/${order.uniqid}`);

    const page = await call(p.gatewayUrl, 'GET', pathOf(order.checkout_url));
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(String(page.body)).toContain('12.50 EUR');
    await payAtCheckout(p, order.checkout_url);

    const receipt = String((await call(p.gatewayUrl, 'GET', pathOf(order.checkout_url))).body);
    expect(receipt).toContain('E2E-KEY-1');
    const invoice = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}`, { token: fullKey });
    expect((invoice.body as { data: { status: string; gateway: string } }).data).toMatchObject({
      status: 'COMPLETED',
      gateway: 'TEST',
    });

    const paid = await eventually('order:paid and order:paid:product', () => {
      const found = billingEvents.filter(
        (event) => event.aggregate_id === order.id && event.type.startsWith('order:paid'),
      );
      return found.length === 2 ? found : undefined;
    });
    expect(paid.map((event) => event.type).sort()).toEqual(['order:paid', 'order:paid:product']);
    for (const event of paid) {
      const lines = event.data.line_items as { license_keys?: { key: string }[] }[];
      expect(lines[0]?.license_keys).toEqual([{ key: 'E2E-KEY-1' }]);
    }

    // The subscribed webhook receives the paid order, signed, keys included.
    const [delivery] = await r.waitFor(1);
    expect(verifyByHand(secret, delivery?.headers ?? {}, delivery?.rawBody ?? '')).toBe(true);
    const body = JSON.parse(delivery?.rawBody ?? '{}') as {
      event: string;
      data: { status: string; line_items: { license_keys: unknown }[] };
    };
    expect(body.event).toBe('order:paid');
    expect(body.data.status).toBe('COMPLETED');
    expect(body.data.line_items[0]?.license_keys).toEqual([{ key: 'E2E-KEY-1' }]);

    // The timeline: the lifecycle in order, then the webhook entry with its attempts.
    const events = await eventually('the webhook timeline entry', async () => {
      const found = await timelineOf(fullKey, order.uniqid);
      const webhook = found.find((event) => event.type === 'webhook');
      return webhook?.webhook?.status === 'SUCCESS' ? found : undefined;
    });
    // Webhook entries and the receipt's `email_sent` land whenever their workers get to them.
    const lifecycle = events.filter((event) => event.type !== 'webhook' && event.type !== 'email_sent');
    expect(lifecycle.map((event) => event.type)).toEqual(PAID_AT_CHECKOUT_TIMELINE);
    expect(events.find((event) => event.type === 'webhook')?.webhook).toMatchObject({
      event: 'order:paid',
      status: 'SUCCESS',
      attempts: 1,
      response_code: 200,
    });
    expect(progress.some((event) => event.data.invoice_uniqid === order.uniqid)).toBe(true);

    // The delivery log shows the key only to who may see delivered goods (orders.read and
    // licenses.read), as the events API does; webhooks.read alone gets the body without it.
    const logs = await call(p.gatewayUrl, 'GET', '/dev/v1/webhooks/logs?event=order:paid', {
      token: fullKey,
    });
    const [log] = (logs.body as { data: { id: string }[] }).data;
    type LogDetail = { data: { request_body: string; request_body_redacted: boolean } };
    const full = (await call(p.gatewayUrl, 'GET', `/dev/v1/webhooks/logs/${log?.id}`, { token: fullKey }))
      .body as LogDetail;
    expect(full.data.request_body_redacted).toBe(false);
    expect(full.data.request_body).toBe(delivery?.rawBody);
    const reader = await newKey(p, shop.id, ['webhooks.read']);
    const seen = await call(p.gatewayUrl, 'GET', `/dev/v1/webhooks/logs/${log?.id}`, {
      token: reader.api_key,
    });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.text).not.toContain('E2E-KEY-1');
    expect((seen.body as LogDetail).data.request_body_redacted).toBe(true);
    const shown = JSON.parse((seen.body as LogDetail).data.request_body) as typeof body;
    expect(shown.data.status).toBe('COMPLETED');
    expect(shown.data.line_items[0]).not.toHaveProperty('license_keys');
  });

  it('one trace spans the gateway, billing and the catalog; no key or serial code lands in a span', async () => {
    const { fullKey } = await newShop(p);
    const product = await serialProduct(fullKey, ['TRACE-SECRET-CODE']);
    p.spans.reset();
    const order = await createOrder(fullKey, {
      customer_email: 'trace@example.com',
      items: [{ product_id: product.id, quantity: 1 }],
    });
    const spans = () => p.spans.getFinishedSpans();
    const gatewayServer = spans().find(
      (span) =>
        span.kind === 1 &&
        span.attributes['shopforge.component'] === 'gateway' &&
        JSON.stringify(span.attributes).includes('/dev/v1/orders'),
    );
    const traceId = gatewayServer?.spanContext().traceId;
    expect(traceId).toBeDefined();
    const components = new Set(
      spans()
        .filter((span) => span.spanContext().traceId === traceId && span.kind === 1)
        .map((span) => span.attributes['shopforge.component']),
    );
    // No oauth: creating the product resolved the key, and the gateway reused it (docs/adr/0005).
    expect([...components].sort()).toEqual(['billing', 'catalog', 'gateway']);
    await payAtCheckout(p, order.checkout_url);
    const attributes = JSON.stringify(spans().map((span) => [span.name, span.attributes]));
    expect(attributes).not.toContain('TRACE-SECRET-CODE');
    expect(attributes).not.toContain(fullKey);
  });

  it('two provider webhooks at once deliver the serials once', async () => {
    const { fullKey } = await newShop(p);
    const product = await serialProduct(fullKey, ['RACE-1', 'RACE-2', 'RACE-3']);
    const order = await createOrder(fullKey, {
      customer_email: 'b@example.com',
      items: [{ product_id: product.id, quantity: 1 }],
    });
    const started = await postForm(p, `${pathOf(order.checkout_url)}/pay`, { gateway: 'TEST' });
    const sessionId = String(started.headers.location).split('/').pop() ?? '';
    const webhook = (id: string) => {
      const body = JSON.stringify({
        id,
        type: 'payment.succeeded',
        session_id: sessionId,
        amount: '12.50',
        currency: 'EUR',
      });
      return call(p.gatewayUrl, 'POST', '/providers/test/webhook', {
        headers: { 'test-provider-signature': signAsTestProvider(body) },
        body,
      });
    };
    const answers = await Promise.all([webhook(randomUUID()), webhook(randomUUID())]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const serials = await call(p.gatewayUrl, 'GET', `/dev/v1/products/${product.id}/serials`, {
      token: fullKey,
    });
    expect((serials.body as { data: { counts: unknown[] } }).data.counts).toEqual([
      { variant_id: null, available: 2, claimed: 1 },
    ]);
    const events = await timelineOf(fullKey, order.uniqid);
    expect(events.filter((event) => event.type === 'line_delivered')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'marked_paid')).toHaveLength(1);
    const forged = await call(p.gatewayUrl, 'POST', '/providers/test/webhook', {
      headers: { 'test-provider-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect([forged.status, errorOf(forged).code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('illegal transitions are clear 400s that change nothing', async () => {
    const { fullKey } = await newShop(p);
    const product = await serialProduct(fullKey, ['X-1']);
    const order = await createOrder(fullKey, {
      customer_email: 'b@example.com',
      items: [{ product_id: product.id, quantity: 1 }],
    });
    const refund = await call(p.gatewayUrl, 'POST', `/dev/v1/orders/${order.id}/refund`, { token: fullKey });
    expect([refund.status, errorOf(refund).code, errorOf(refund).message]).toEqual([
      400,
      'BAD_REQUEST',
      'Cannot refund an invoice that is PENDING.',
    ]);
    const voided = await call(p.gatewayUrl, 'POST', `/dev/v1/orders/${order.id}/void`, {
      token: fullKey,
      body: {},
    });
    expect((voided.body as { data: Order }).data.status).toBe('VOIDED');
    const pay = await call(p.gatewayUrl, 'POST', `/dev/v1/orders/${order.id}/fulfill`, { token: fullKey });
    expect([pay.status, errorOf(pay).message]).toEqual([400, 'Cannot pay an invoice that is VOIDED.']);
    const atCheckout = await postForm(p, `${pathOf(order.checkout_url)}/pay`, { gateway: 'TEST' });
    expect(atCheckout.status).toBe(400);
    expect(String(atCheckout.body)).toContain('This invoice cannot be paid: it is VOIDED.');
    const after = await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token: fullKey });
    expect((after.body as { data: Order }).data.status).toBe('VOIDED');
    const events = await timelineOf(fullKey, order.uniqid);
    expect(events.map((event) => event.type)).toEqual(['created', 'voided']);
  });

  it('refuses bad bodies with details, accepts the PUT alias as a form, and lists with filters', async () => {
    const { fullKey } = await newShop(p);
    const bad = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token: fullKey,
      body: { customer_email: 'not-an-email', items: [] },
    });
    expect(bad.status).toBe(422);
    expect(
      (bad.body as { error: { details: { field: string }[] } }).error.details.map((detail) => detail.field),
    ).toEqual(['customer_email', 'items']);
    const product = await serialProduct(fullKey, ['F-1']);
    const order = await createOrder(fullKey, {
      customer_email: 'b@example.com',
      items: [{ product_id: product.id, quantity: 1 }],
    });
    const put = await call(p.gatewayUrl, 'PUT', `/dev/v1/orders/${order.uniqid}`, {
      token: fullKey,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'referral_code=PARTNER9',
    });
    expect(put.status).toBe(200);
    expect((put.body as { data: Order }).data.affiliate_code).toBe('PARTNER9');
    const boundary = 'shopforge-e2e-boundary';
    const multipart = await call(p.gatewayUrl, 'PUT', `/dev/v1/orders/${order.id}`, {
      token: fullKey,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="referral_code"\r\n\r\nPARTNER10\r\n--${boundary}--\r\n`,
    });
    expect((multipart.body as { data: Order }).data.affiliate_code).toBe('PARTNER10');
    const put2 = await call(p.gatewayUrl, 'PUT', `/dev/v1/orders/${order.uniqid}`, {
      token: fullKey,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'referral_code=PARTNER9',
    });
    expect(put2.status).toBe(200);
    const list = await call(
      p.gatewayUrl,
      'GET',
      `/dev/v1/orders?filters=${encodeURIComponent('[{"field":"affiliate_code","op":"eq","value":"PARTNER9"}]')}&sorts=-total`,
      { token: fullKey },
    );
    expect((list.body as { data: Order[] }).data.map((found) => found.id)).toEqual([order.id]);
    const missing = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${randomUUID()}`, { token: fullKey });
    expect([missing.status, errorOf(missing).code]).toEqual([404, 'INVOICE_NOT_FOUND']);
    const page = await call(p.gatewayUrl, 'GET', `/checkout/${randomUUID()}`);
    expect(page.status).toBe(404);
  });

  it('a developer payment: hosted gateway session, per-payment callback, paid at the provider’s page', async () => {
    const { fullKey } = await newShop(p);
    const r = await startReceiver();
    receivers.push(r);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
      token: fullKey,
      body: {
        title: 'Consulting hour',
        email: 'client@example.com',
        value: 80,
        currency: 'EUR',
        gateway: 'TEST',
        webhook: r.url,
      },
    });
    expect(res.status).toBe(201);
    const payment = (
      res.body as {
        data: {
          uniqid: string;
          url: string;
          checkout_url: string;
          session_id: string;
          webhook_secret: string;
          status: string;
        };
      }
    ).data;
    expect(payment.status).toBe('PENDING');
    expect(payment.checkout_url).toBe(`${p.gatewayUrl}/test-provider/sessions/${payment.session_id}`);
    expect(payment.webhook_secret).toMatch(/^whsec_/);
    const session = await call(p.gatewayUrl, 'GET', pathOf(payment.checkout_url));
    expect(String(session.body)).toContain('80.00 EUR');
    const done = await postForm(p, pathOf(payment.checkout_url), { outcome: 'succeed' });
    expect(done.status).toBe(303);
    const paid = await call(p.gatewayUrl, 'GET', `/dev/v1/payments/${payment.uniqid}`, { token: fullKey });
    expect((paid.body as { data: { status: string } }).data.status).toBe('COMPLETED');
    // The callback receives this payment's order events, signed with its own secret.
    const deliveries = await r.waitFor(2);
    const types = deliveries.map((delivery) => JSON.parse(delivery.rawBody).event as string).sort();
    expect(types).toEqual(['order:created', 'order:paid']);
    for (const delivery of deliveries)
      expect(verifyByHand(payment.webhook_secret, delivery.headers, delivery.rawBody)).toBe(true);
  });
});
