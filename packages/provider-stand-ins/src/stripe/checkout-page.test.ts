import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECRET_KEY, clientFor, sessionParams, useStandIn } from './test-support';
import { type Receiver, startReceiver } from './test-receiver';

const WEBHOOK_SECRET = 'whsec_checkout_page_test';

/** The browser: plain requests, redirects left for the test to read. */
async function open(url: string): Promise<{ status: number; type: string | null; html: string }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

async function pressPay(url: string): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

describe('GET /c/pay/:sessionId', () => {
  const t = useStandIn();

  it('shows the line items, the amount and currency, the email, a Pay form and a Cancel link', async () => {
    const session = await t.stripe.checkout.sessions.create(
      sessionParams({
        customer_email: 'ada@example.com',
        line_items: [
          { quantity: 2, price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Mug' } } },
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 550, product_data: { name: 'Tea' } } },
        ],
        cancel_url: 'https://shop.example/cart',
      }),
    );
    const page = await open(String(session.url));
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<title>Pay — Stripe stand-in</title>');
    expect(page.html).toMatch(/class="name">Mug<.*× 2.*\$20\.00/);
    expect(page.html).toMatch(/class="name">Tea<.*× 1.*\$5\.50/);
    expect(page.html).toContain('<strong id="amount">$25.50</strong> <span id="currency">USD</span>');
    expect(page.html).toContain('<span id="email">ada@example.com</span>');
    expect(page.html).toContain(`<form method="post" action="/c/pay/${session.id}">`);
    expect(page.html).toContain('<button type="submit" id="pay">Pay</button>');
    expect(page.html).toContain('<a id="cancel" href="https://shop.example/cart">Cancel</a>');
    // Nothing runs and nothing is fetched from elsewhere.
    expect(page.html).not.toMatch(/<script|<link|<img|src=/i);
  });

  it('escapes what the product sent: a product name with markup shows as text', async () => {
    const session = await t.stripe.checkout.sessions.create(
      sessionParams({
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: 2500,
              product_data: { name: '<script>alert("pwned")</script> & <b>Co</b>' },
            },
          },
        ],
        cancel_url: 'https://shop.example/cart?a=1&b="x"><script>',
      }),
    );
    const { html } = await open(String(session.url));
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; &lt;b&gt;Co&lt;/b&gt;',
    );
    expect(html).toContain('href="https://shop.example/cart?a=1&amp;b=&quot;x&quot;&gt;&lt;script&gt;"');
    expect(html).not.toMatch(/<script|<b>/);
  });

  it('leaves out the email and the Cancel link when the session has none', async () => {
    const { cancel_url: _, ...params } = sessionParams();
    const session = await t.stripe.checkout.sessions.create(params);
    const { html } = await open(String(session.url));
    expect(html).not.toContain('id="email"');
    expect(html).not.toContain('Cancel');
    expect(html).toContain('id="pay"');
  });

  it('a completed or expired session shows its state, with 200 and no form', async () => {
    const paid = await t.stripe.checkout.sessions.create(sessionParams());
    const paidUrl = String(paid.url);
    t.standIn.pay(paid.id);
    const completePage = await open(paidUrl);
    expect(completePage.status).toBe(200);
    expect(completePage.html).toContain('This Checkout Session is complete.');
    expect(completePage.html).not.toMatch(/<form|id="pay"|Cancel/);

    const expired = await t.stripe.checkout.sessions.create(sessionParams());
    await t.stripe.checkout.sessions.expire(expired.id);
    const expiredPage = await open(String(expired.url));
    expect(expiredPage.status).toBe(200);
    expect(expiredPage.html).toContain('This Checkout Session has expired.');
    expect(expiredPage.html).not.toMatch(/<form|id="pay"/);
  });

  it('an unknown session is a 404 page naming the id, escaped', async () => {
    const page = await open(`${t.standIn.url}/c/pay/${encodeURIComponent('cs_<b>x')}`);
    expect(page.status).toBe(404);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<code>cs_&lt;b&gt;x</code>');
  });

  it('is outside the API: not in requests, and no armed fault is spent on it', async () => {
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.failNext(1, { status: 500, type: 'api_error' });
    expect((await open(String(session.url))).status).toBe(200);
    expect((await pressPay(String(session.url))).status).toBe(303);
    expect(t.standIn.requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions']);
    expect((await t.stripe.checkout.sessions.retrieve(session.id).catch((error) => error)).statusCode).toBe(
      500,
    );
  });
});

describe('POST /c/pay/:sessionId', () => {
  const t = useStandIn();
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver(t.stripe, WEBHOOK_SECRET);
  });
  afterEach(() => receiver.close());

  const sessionOf = (event: Stripe.Event | null) => event?.data.object as Stripe.Checkout.Session;

  it('pays, delivers the signed checkout.session.completed, then redirects 303 to success_url', async () => {
    t.standIn.addWebhookEndpoint({ apiKey: SECRET_KEY, url: receiver.url, secret: WEBHOOK_SECRET });
    const session = await t.stripe.checkout.sessions.create(
      sessionParams({ success_url: 'https://shop.example/return?session_id={CHECKOUT_SESSION_ID}' }),
    );
    const answer = await pressPay(String(session.url));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`https://shop.example/return?session_id=${session.id}`);

    // Delivered before the redirect: the product knows when the buyer's browser returns.
    expect(receiver.received).toHaveLength(1);
    const [webhook] = receiver.received;
    expect(webhook?.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    });
    expect(webhook?.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
    expect(webhook?.event?.type).toBe('checkout.session.completed');
    expect(sessionOf(webhook?.event ?? null)).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      success_url: 'https://shop.example/return?session_id={CHECKOUT_SESSION_ID}',
    });
    const eventId = String(webhook?.event?.id);
    // The bytes are the ones sign() makes: pretty-printed, as Stripe posts them.
    expect(webhook?.body).toBe(JSON.stringify(await t.stripe.events.retrieve(eventId), null, 2));
    expect(t.standIn.deliveries).toEqual([
      {
        eventId,
        type: 'checkout.session.completed',
        url: receiver.url,
        status: 200,
        body: '{"received":true}',
      },
    ]);
    const paid = await t.stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(await t.stripe.paymentIntents.retrieve(String(paid.payment_intent))).toMatchObject({
      status: 'succeeded',
    });
  });

  it('paying twice answers the page with 409 and delivers nothing more', async () => {
    t.standIn.addWebhookEndpoint({ apiKey: SECRET_KEY, url: receiver.url, secret: WEBHOOK_SECRET });
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    expect((await pressPay(String(session.url))).status).toBe(303);
    const again = await pressPay(String(session.url));
    expect(again.status).toBe(409);
    expect(again.location).toBeNull();
    expect(again.html).toContain('This Checkout Session is complete.');
    expect(receiver.received).toHaveLength(1);
    expect(t.standIn.deliveries).toHaveLength(1);
  });

  it('an expired session is 409 and an unknown one 404', async () => {
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.expire(session.id);
    const expired = await pressPay(String(session.url));
    expect(expired.status).toBe(409);
    expect(expired.html).toContain('This Checkout Session has expired.');
    expect((await pressPay(`${t.standIn.url}/c/pay/cs_test_unknown`)).status).toBe(404);
    expect(t.standIn.deliveries).toEqual([]);
  });

  it('delivers only to the endpoints of the key that created the session, each with its secret', async () => {
    const second = await startReceiver(t.stripe, 'whsec_second');
    const otherAccount = await startReceiver(t.stripe, WEBHOOK_SECRET);
    try {
      t.standIn.addWebhookEndpoint({ apiKey: SECRET_KEY, url: receiver.url, secret: WEBHOOK_SECRET });
      t.standIn.addWebhookEndpoint({ apiKey: SECRET_KEY, url: second.url, secret: 'whsec_second' });
      t.standIn.addWebhookEndpoint({
        apiKey: 'sk_test_other',
        url: otherAccount.url,
        secret: WEBHOOK_SECRET,
      });
      const session = await t.stripe.checkout.sessions.create(sessionParams());
      await pressPay(String(session.url));
      expect(receiver.received.map((webhook) => webhook.event?.type)).toEqual(['checkout.session.completed']);
      expect(second.received.map((webhook) => webhook.event?.type)).toEqual(['checkout.session.completed']);
      expect(otherAccount.received).toEqual([]);
      expect(t.standIn.deliveries.map((delivery) => [delivery.url, delivery.status])).toEqual([
        [receiver.url, 200],
        [second.url, 200],
      ]);

      // And the other key's sessions go to the other key's endpoint only.
      const theirs = await clientFor(t.standIn, 'sk_test_other').checkout.sessions.create(sessionParams());
      await pressPay(String(theirs.url));
      expect(otherAccount.received).toHaveLength(1);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await second.close();
      await otherAccount.close();
    }
  });

  it('records a failed delivery and still sends the buyer on', async () => {
    const rejecting = await startReceiver(t.stripe, WEBHOOK_SECRET, 500);
    const gone = await startReceiver(t.stripe, WEBHOOK_SECRET);
    await gone.close();
    try {
      t.standIn.addWebhookEndpoint({ apiKey: SECRET_KEY, url: rejecting.url, secret: WEBHOOK_SECRET });
      t.standIn.addWebhookEndpoint({ apiKey: SECRET_KEY, url: gone.url, secret: WEBHOOK_SECRET });
      const session = await t.stripe.checkout.sessions.create(sessionParams());
      const answer = await pressPay(String(session.url));
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('https://shop.example/return');
      expect(t.standIn.deliveries.map(({ url, status, body }) => ({ url, status, body }))).toEqual([
        { url: rejecting.url, status: 500, body: '{"received":true}' },
        { url: gone.url, status: null, body: '' },
      ]);
    } finally {
      await rejecting.close();
    }
  });
});
