import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ID, call, createOrder, orderBody, pressPay, useStandIn } from './test-support';
import { type Receiver, startReceiver } from './test-receiver';

const WEBHOOK_ID = '8PT597110X687430LKGECATA';

async function open(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

describe('GET /checkoutnow?token=', () => {
  const t = useStandIn();

  it('shows the merchant, description and amount, a Pay with PayPal form and a Cancel and return link', async () => {
    const id = await createOrder(t.standIn);
    const page = await open(`${t.standIn.url}/checkoutnow?token=${id}`);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<span id="merchant">Shop Example</span>');
    expect(page.html).toContain('<p id="description">Invoice INV-1</p>');
    expect(page.html).toContain('<strong id="amount">25.00</strong> <span id="currency">USD</span>');
    expect(page.html).toContain(`<form method="post" action="/checkoutnow?token=${id}">`);
    expect(page.html).toContain('<button type="submit" id="pay">Pay with PayPal</button>');
    expect(page.html).toContain(
      `<a id="cancel" href="/checkoutnow/cancel?token=${id}">Cancel and return</a>`,
    );
    expect(page.html).not.toMatch(/<script|<link|<img|src=/i);
  });

  it('escapes what the product sent', async () => {
    const id = await createOrder(
      t.standIn,
      orderBody({}, { description: '<script>alert("x")</script> & Co' }),
    );
    const { html } = await open(`${t.standIn.url}/checkoutnow?token=${id}`);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('<script');
  });

  it('an unknown order is a 404 page', async () => {
    const page = await open(`${t.standIn.url}/checkoutnow?token=NOPE`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('no order <code>NOPE</code>');
  });

  it('is not an API request: not recorded, no token needed', async () => {
    const id = await createOrder(t.standIn);
    const before = t.standIn.requests.length;
    await open(`${t.standIn.url}/checkoutnow?token=${id}`);
    expect(t.standIn.requests).toHaveLength(before);
  });
});

describe('Pay with PayPal / Cancel and return', () => {
  const t = useStandIn();

  it('paying approves the order and redirects 303 to return_url with token and PayerID', async () => {
    const id = await createOrder(t.standIn);
    const paid = await pressPay(t.standIn, id);
    expect(paid.status).toBe(303);
    const location = new URL(String(paid.location));
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/return');
    expect(location.searchParams.get('from')).toBe('paypal');
    expect(location.searchParams.get('token')).toBe(id);
    const order = await call(t.standIn, 'GET', `/v2/checkout/orders/${id}`);
    expect(order.json).toMatchObject({
      status: 'APPROVED',
      payer: { payer_id: location.searchParams.get('PayerID') },
    });
    expect(order.json.links).toEqual([
      expect.objectContaining({ rel: 'self' }),
      expect.objectContaining({ rel: 'update', method: 'PATCH' }),
      expect.objectContaining({ rel: 'capture', method: 'POST' }),
    ]);

    const again = await pressPay(t.standIn, id);
    expect(again.status).toBe(409);
    expect(again.html).toContain('You approved this payment.');
    const page = await open(`${t.standIn.url}/checkoutnow?token=${id}`);
    expect(page.html).not.toContain('id="pay"');
  });

  it('cancelling redirects 303 to cancel_url with token and leaves the order as it was', async () => {
    const id = await createOrder(t.standIn);
    const cancelled = await open(`${t.standIn.url}/checkoutnow/cancel?token=${id}`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(`https://shop.example/cancel?token=${id}`);
    expect((await call(t.standIn, 'GET', `/v2/checkout/orders/${id}`)).json.status).toBe(
      'PAYER_ACTION_REQUIRED',
    );
  });

  it('an order without return_url shows a closing page instead of redirecting', async () => {
    const { payment_source: _, ...body } = orderBody();
    const id = await createOrder(t.standIn, body);
    const paid = await pressPay(t.standIn, id);
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Payment approved.');
    expect((await call(t.standIn, 'GET', `/v2/checkout/orders/${id}`)).json.status).toBe('APPROVED');
  });
});

describe('approval delivers CHECKOUT.ORDER.APPROVED', () => {
  const t = useStandIn();
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver(t.standIn, WEBHOOK_ID);
    t.standIn.addWebhookEndpoint({ clientId: CLIENT_ID, url: receiver.url, webhookId: WEBHOOK_ID });
  });
  afterEach(() => receiver.close());

  it('to the app’s webhook, signed so that verify-webhook-signature says SUCCESS, before the redirect', async () => {
    const id = await createOrder(t.standIn);
    const paid = await pressPay(t.standIn, id);
    expect(paid.status).toBe(303);
    expect(receiver.received).toHaveLength(1);
    const [webhook] = receiver.received;
    expect(webhook?.verification).toBe('SUCCESS');
    const event = JSON.parse(String(webhook?.body));
    expect(event).toMatchObject({
      id: expect.stringMatching(/^WH-[0-9A-Z]{17}-[0-9A-Z]{17}$/),
      event_version: '1.0',
      resource_type: 'checkout-order',
      resource_version: '2.0',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      summary: 'An order has been approved by buyer',
      resource: {
        id,
        status: 'APPROVED',
        payer: { payer_id: new URL(String(paid.location)).searchParams.get('PayerID') },
      },
    });
    expect(webhook?.headers).toMatchObject({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-transmission-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'content-type': 'application/json',
    });
    expect(t.standIn.deliveries).toEqual([
      { eventId: event.id, type: 'CHECKOUT.ORDER.APPROVED', url: receiver.url, status: 200, body: 'SUCCESS' },
    ]);
  });

  it('approve() changes the order the same way but delivers nothing by itself', async () => {
    const id = await createOrder(t.standIn);
    const event = t.standIn.approve(id);
    expect(event).toMatchObject({
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id, status: 'APPROVED' },
    });
    expect(receiver.received).toEqual([]);
    expect(() => t.standIn.approve(id)).toThrow(/APPROVED; only a new order can be approved/);
  });
});
