import { randomUUID } from 'node:crypto';
import type { PayPalEvent, StripeEvent } from '@shopforge/provider-stand-ins';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf, postForm, signAsTestProvider } from '../src/checkout';
import { eventually } from '../src/eventually';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/**
 * A provider's event pays an invoice only when its currency and its amount are the invoice's
 * (docs/payments.md "What an event must match"): a correctly signed event for 1999 in INR does
 * not pay 19.99 USD. A mismatch is acknowledged (the provider stops retrying), recorded on the
 * invoice's timeline as `payment_mismatch` and logged for the merchant; the invoice stays payable.
 */
const STRIPE_KEY = 'sk_test_E2eMatchingAccount000';
const STRIPE_WEBHOOK_SECRET = 'whsec_E2eMatchingSigning000';
const PAYPAL_CLIENT_ID = 'E2eMatchingPayPalClient000';
const PAYPAL_CLIENT_SECRET = 'E2eMatchingPayPalSecret000';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

interface TimelineEntry {
  type: string;
  amount: string | null;
  currency: string | null;
  gateway: string | null;
  outcome: string | null;
  reference: string | null;
  note: string | null;
}

async function timelineOf(token: string, uniqid: string): Promise<TimelineEntry[]> {
  const res = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${uniqid}/timeline`, { token });
  expect(res.status, res.text).toBe(200);
  return dataOf<{ events: TimelineEntry[] }>(res).events;
}

async function statusOf(token: string, uniqid: string): Promise<string> {
  const res = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${uniqid}`, { token });
  expect(res.status, res.text).toBe(200);
  return dataOf<{ status: string }>(res).status;
}

/** A payment of 19.99 USD forced to a gateway: what the reproduction paid with rupees. */
async function payment(token: string, gateway?: string) {
  const created = await call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
    token,
    body: {
      title: 'Annual plan',
      email: 'buyer@matching.example',
      value: 19.99,
      currency: 'USD',
      ...(gateway ? { gateway } : {}),
    },
  });
  expect(created.status, created.text).toBe(201);
  return dataOf<{ uniqid: string; url: string; session_id?: string }>(created);
}

/** The warn line billing writes for the merchant about one invoice's mismatched event. */
function mismatchLog(uniqid: string) {
  return eventually('the mismatch log line', () =>
    p.logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find(
        (line) =>
          line.msg === 'provider event does not match its invoice: not paid' && line.invoice === uniqid,
      ),
  );
}

async function expectMismatchRecorded(
  token: string,
  uniqid: string,
  received: { amount: string; currency: string; gateway: string; outcome: string },
) {
  expect(await statusOf(token, uniqid)).not.toBe('COMPLETED');
  const timeline = await timelineOf(token, uniqid);
  expect(timeline.filter((entry) => entry.type === 'marked_paid')).toEqual([]);
  const mismatches = timeline.filter((entry) => entry.type === 'payment_mismatch');
  expect(mismatches).toEqual([expect.objectContaining(received)]);
  expect(mismatches[0]?.note).toContain('19.99 USD');
  const log = await mismatchLog(uniqid);
  expect(log).toMatchObject({
    level: 'warn',
    provider: received.gateway.toLowerCase(),
    expected: { amount: '19.99', currency: 'USD' },
    received: { amount: received.amount, currency: received.currency },
  });
}

describe('provider events must match the invoice’s currency and amount', () => {
  it('Stripe: a signed checkout.session.completed for 1999 in INR does not pay 19.99 USD; it is acknowledged once, recorded and logged, and the right event still pays', async () => {
    const { fullKey: token } = await newShop(p);
    const connected = await call(p.gatewayUrl, 'PUT', '/dev/v1/payment-providers/stripe', {
      token,
      body: { secret_key: STRIPE_KEY, webhook_secret: STRIPE_WEBHOOK_SECRET },
    });
    expect(connected.status, connected.text).toBe(200);
    const webhookPath = pathOf(dataOf<{ webhook_url: string }>(connected).webhook_url);
    const send = (event: StripeEvent) => {
      const { body, header } = p.stripe.sign(event, STRIPE_WEBHOOK_SECRET);
      return call(p.gatewayUrl, 'POST', webhookPath, { headers: { 'stripe-signature': header }, body });
    };
    const invoice = await payment(token, 'STRIPE');
    const completed = p.stripe.pay(invoice.session_id ?? '');
    expect(completed.data.object.amount_total).toBe(1999);
    const rupees: StripeEvent = {
      ...completed,
      data: { object: { ...completed.data.object, currency: 'inr' } },
    };
    const first = await send(rupees);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const again = await send(rupees);
    expect(again.body).toEqual({ received: true, duplicate: true });
    await expectMismatchRecorded(token, invoice.uniqid, {
      amount: '19.99',
      currency: 'INR',
      gateway: 'STRIPE',
      outcome: 'currency_mismatch',
    });

    // One cent short in the right currency: acknowledged too (a 400 would be retried for days).
    const short = await send({
      ...completed,
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      data: { object: { ...completed.data.object, amount_total: 1998 } },
    });
    expect(short.status, short.text).toBe(200);
    const outcomes = (await timelineOf(token, invoice.uniqid))
      .filter((entry) => entry.type === 'payment_mismatch')
      .map((entry) => [entry.outcome, entry.amount, entry.currency]);
    expect(outcomes).toEqual([
      ['currency_mismatch', '19.99', 'INR'],
      ['amount_mismatch', '19.98', 'USD'],
    ]);

    const genuine = await send({ ...completed, id: `evt_${randomUUID().replaceAll('-', '')}` });
    expect(genuine.status, genuine.text).toBe(200);
    expect(await statusOf(token, invoice.uniqid)).toBe('COMPLETED');
  });

  it('PayPal: a completed capture in another currency does not pay the invoice', async () => {
    const { fullKey: token } = await newShop(p);
    const webhookId = 'E2EMATCHING0001';
    const connected = await call(p.gatewayUrl, 'PUT', '/dev/v1/payment-providers/paypal', {
      token,
      body: {
        client_id: PAYPAL_CLIENT_ID,
        client_secret: PAYPAL_CLIENT_SECRET,
        webhook_id: webhookId,
        environment: 'sandbox',
      },
    });
    expect(connected.status, connected.text).toBe(200);
    const webhookUrl = dataOf<{ webhook_url: string }>(connected).webhook_url;
    p.paypal.addWebhookEndpoint({ clientId: PAYPAL_CLIENT_ID, url: webhookUrl, webhookId });
    const invoice = await payment(token, 'PAYPAL');
    const orderId = invoice.session_id ?? '';
    // PayPal's envelope around a capture of the order in rupees (PAYMENT.CAPTURE.COMPLETED).
    const approval = p.paypal.approve(orderId);
    const capture: PayPalEvent = {
      ...approval,
      id: `WH-${randomUUID()}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      summary: 'Payment completed for INR 19.99',
      resource: {
        id: `CAP${randomUUID().replaceAll('-', '').slice(0, 14).toUpperCase()}`,
        status: 'COMPLETED',
        amount: { currency_code: 'INR', value: '19.99' },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    };
    const { body, headers } = p.paypal.sign(capture, webhookId);
    const answer = await call(p.gatewayUrl, 'POST', pathOf(webhookUrl), { headers, body });
    expect(answer.status, answer.text).toBe(200);
    await expectMismatchRecorded(token, invoice.uniqid, {
      amount: '19.99',
      currency: 'INR',
      gateway: 'PAYPAL',
      outcome: 'currency_mismatch',
    });
  });

  it('the test provider: a signed payment.succeeded in another currency does not pay the invoice', async () => {
    const { fullKey: token } = await newShop(p);
    const invoice = await payment(token);
    const started = await postForm(p, `${pathOf(invoice.url)}/pay`, { gateway: 'TEST' });
    expect(started.status, started.text).toBe(303);
    const sessionId = String(started.headers.location).split('/').pop() ?? '';
    const body = JSON.stringify({
      id: randomUUID(),
      type: 'payment.succeeded',
      session_id: sessionId,
      amount: '19.99',
      currency: 'INR',
    });
    const answer = await call(p.gatewayUrl, 'POST', '/providers/test/webhook', {
      headers: { 'test-provider-signature': signAsTestProvider(body) },
      body,
    });
    expect(answer.status, answer.text).toBe(200);
    await expectMismatchRecorded(token, invoice.uniqid, {
      amount: '19.99',
      currency: 'INR',
      gateway: 'TEST',
      outcome: 'currency_mismatch',
    });
  });
});
