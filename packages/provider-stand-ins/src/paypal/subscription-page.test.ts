import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approveHref, pendingSubscription, pressSubscribe } from './subscription-support';
import { CLIENT_ID, call, useStandIn } from './test-support';
import { type Receiver, startReceiver } from './test-receiver';

const WEBHOOK_ID = 'SUBSCRIPTIONHOOK1';

describe('subscription approval page', () => {
  const t = useStandIn();
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver(t.standIn, WEBHOOK_ID);
    t.standIn.addWebhookEndpoint({ clientId: CLIENT_ID, url: receiver.url, webhookId: WEBHOOK_ID });
  });
  afterEach(() => receiver.close());

  it('shows price, period, a Subscribe button and a cancel link', async () => {
    const subscription = await pendingSubscription(t.standIn);
    const href = approveHref(subscription);
    const token = new URL(href).searchParams.get('ba_token');
    const response = await fetch(href);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(
      '<strong id="amount">15.00</strong> <span id="currency">EUR</span> <span id="interval">every month</span>',
    );
    expect(html).toContain('<button type="submit" id="pay">Subscribe</button>');
    expect(html).toContain(`<a id="cancel" href="/webapps/billing/subscriptions/cancel?ba_token=${token}">`);
  });

  it('Subscribe activates, pays the first cycle, delivers ACTIVATED then SALE.COMPLETED signed, and returns', async () => {
    const subscription = await pendingSubscription(t.standIn);
    const id = String(subscription.id);
    const pressed = await pressSubscribe(approveHref(subscription));
    expect(pressed.status).toBe(303);
    const back = new URL(String(pressed.location));
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/billing/paypal/return');
    expect(back.searchParams.get('subscription_id')).toBe(id);
    expect(back.searchParams.get('ba_token')).toMatch(/^BA-/);
    expect(back.searchParams.get('token')).toMatch(/^EC-/);

    const [saleId] = t.standIn.subscriptionSales(id);
    expect(receiver.received.map((r) => r.verification)).toEqual(['SUCCESS', 'SUCCESS']);
    const events = receiver.received.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(events.map((e) => e.event_type)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
    ]);
    expect(events[0]).toMatchObject({
      resource_type: 'subscription',
      resource_version: '2.0',
      resource: { id, status: 'ACTIVE' },
    });
    expect(events[1]).toMatchObject({
      resource_type: 'sale',
      resource_version: '1.0',
      resource: { id: saleId, state: 'completed', billing_agreement_id: id, custom: 'sub_1' },
    });
    expect(t.standIn.deliveries.map((d) => d.status)).toEqual([200, 200]);

    const read = await call(t.standIn, 'GET', `/v1/billing/subscriptions/${id}`);
    expect(read.json).toMatchObject({
      status: 'ACTIVE',
      billing_info: { last_payment: { amount: { value: '15.00' } } },
    });
    const again = await pressSubscribe(approveHref(subscription));
    expect(again.status).toBe(409);
    expect(again.html).toContain('You are subscribed.');
  });

  it('cancel goes back to cancel_url and leaves the subscription pending', async () => {
    const subscription = await pendingSubscription(t.standIn);
    const token = new URL(approveHref(subscription)).searchParams.get('ba_token');
    const response = await fetch(`${t.standIn.url}/webapps/billing/subscriptions/cancel?ba_token=${token}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(
      /^https:\/\/shop\.example\/billing\/paypal\/cancel\?subscription_id=I-/,
    );
    const read = await call(t.standIn, 'GET', `/v1/billing/subscriptions/${subscription.id}`);
    expect(read.json.status).toBe('APPROVAL_PENDING');
    expect(receiver.received).toEqual([]);
  });

  it('an unknown ba_token is a 404 page', async () => {
    const response = await fetch(`${t.standIn.url}/webapps/billing/subscriptions?ba_token=BA-NOPE`);
    expect(response.status).toBe(404);
  });
});
