import type { StripeStandIn } from '@shopforge/provider-stand-ins';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf, postForm } from '../src/checkout';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/**
 * Stripe Checkout through the real gateway: a merchant connects their account, an order forced
 * to Stripe answers Stripe's session, Stripe's signed events pay, refund and dispute it. Stripe
 * itself is a local stand-in answering in its wire format, called by the official SDK.
 */
const SECRET_KEY = 'sk_test_E2eMerchantAccount000';
const WEBHOOK_SECRET = 'whsec_E2eMerchantSigning000';

let p: TestPlatform;
let stripe: StripeStandIn;

beforeAll(async () => {
  p = await platform();
  stripe = p.stripe;
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

async function connectedShop() {
  const { shop, fullKey: token } = await newShop(p);
  const connected = await call(p.gatewayUrl, 'PUT', '/dev/v1/payment-providers/stripe', {
    token,
    body: { secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET },
  });
  expect(connected.status, connected.text).toBe(200);
  return { shopId: shop.id, token, webhookUrl: dataOf<{ webhook_url: string }>(connected).webhook_url };
}

async function stripeOrder(token: string) {
  const product = dataOf<{ id: string }>(
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Consulting hour', price: 25, type: 'SERVICE', service_text: 'Booked.' },
    }),
  );
  const order = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
    token,
    body: {
      customer_email: 'buyer@example.com',
      items: [{ product_id: product.id, quantity: 1 }],
      gateway: 'STRIPE',
    },
  });
  expect(order.status, order.text).toBe(201);
  return dataOf<{ id: string; uniqid: string; checkout_url: string; session_id: string }>(order);
}

const sendEvent = (
  webhookUrl: string,
  event: Parameters<StripeStandIn['sign']>[0],
  secret = WEBHOOK_SECRET,
) => {
  const { body, header } = stripe.sign(event, secret);
  return call(p.gatewayUrl, 'POST', pathOf(webhookUrl), { headers: { 'stripe-signature': header }, body });
};
const capabilities = async (token: string) =>
  dataOf<{ enabledPaymentMethods: string[] }>(
    await call(p.gatewayUrl, 'GET', '/dev/v1/me/capabilities', { token }),
  ).enabledPaymentMethods;

describe('Stripe Checkout through the gateway', () => {
  it('capabilities list STRIPE only while an account is connected; a shop without one refuses STRIPE', async () => {
    const { fullKey: token } = await newShop(p);
    expect(await capabilities(token)).toEqual(['TEST']);
    const refused = await call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
      token,
      body: { title: 'Deposit', email: 'buyer@example.com', value: 5, currency: 'EUR', gateway: 'STRIPE' },
    });
    expect(refused.status, refused.text).toBe(400);
    expect(errorOf(refused).message).toContain('connect its account first');
    const connected = await call(p.gatewayUrl, 'PUT', '/dev/v1/payment-providers/stripe', {
      token,
      body: { secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET },
    });
    expect(connected.status, connected.text).toBe(200);
    expect(connected.text).not.toContain(SECRET_KEY);
    expect(await capabilities(token)).toEqual(['TEST', 'STRIPE']);
    const gone = await call(p.gatewayUrl, 'DELETE', '/dev/v1/payment-providers/stripe', { token });
    expect(gone.status, gone.text).toBe(200);
    expect(await capabilities(token)).toEqual(['TEST']);
  });

  it('an order forced to Stripe answers its session; the signed completion pays it once', async () => {
    const { token, webhookUrl } = await connectedShop();
    const order = await stripeOrder(token);
    expect(order.session_id).toMatch(/^cs_test_/);
    expect(order.checkout_url).toBe(`${stripe.url}/c/pay/${order.session_id}`);

    const completed = stripe.pay(order.session_id);
    const first = await sendEvent(webhookUrl, completed);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const again = await sendEvent(webhookUrl, completed);
    expect(again.body).toEqual({ received: true, duplicate: true });

    const paid = dataOf<{ status: string; gateway: string }>(
      await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token }),
    );
    expect(paid).toMatchObject({ status: 'COMPLETED', gateway: 'STRIPE' });
    const timeline = dataOf<{ events: { type: string }[] }>(
      await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}/timeline`, { token }),
    );
    expect(timeline.events.filter((event) => event.type === 'marked_paid')).toHaveLength(1);
  });

  it('a forged Stripe event is refused in the error envelope', async () => {
    const { token, webhookUrl } = await connectedShop();
    const order = await stripeOrder(token);
    const forged = await sendEvent(webhookUrl, stripe.pay(order.session_id), 'whsec_NotTheShopsSecret00');
    expect(forged.status).toBe(401);
    expect(errorOf(forged).code).toBe('UNAUTHORIZED');
    const unsigned = await call(p.gatewayUrl, 'POST', pathOf(webhookUrl), { body: '{}' });
    expect(unsigned.status).toBe(401);
  });

  it('a refund goes through Stripe and a lost dispute refunds the rest', async () => {
    const { token, webhookUrl } = await connectedShop();
    const order = await stripeOrder(token);
    await sendEvent(webhookUrl, stripe.pay(order.session_id));
    const refund = await call(p.gatewayUrl, 'POST', `/dev/v1/orders/${order.id}/refund`, {
      token,
      body: { amount: 5, reason: 'Goodwill' },
    });
    expect(refund.status, refund.text).toBe(200);
    expect(dataOf<{ status: string }>(refund).status).toBe('PARTIAL_REFUND');
    expect(stripe.chargeRefunded(order.session_id).data.object).toMatchObject({ amount_refunded: 500 });

    await sendEvent(webhookUrl, stripe.dispute(order.session_id, 'create', 'product_not_received'));
    const disputes = dataOf<{ status: string; gateway: string; reason: string }[]>(
      await call(p.gatewayUrl, 'GET', '/dev/v1/disputes', { token }),
    );
    expect(disputes).toEqual([
      expect.objectContaining({ status: 'OPEN', gateway: 'STRIPE', reason: 'product_not_received' }),
    ]);
    await sendEvent(webhookUrl, stripe.dispute(order.session_id, 'lost'));
    const after = dataOf<{ status: string }>(
      await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token }),
    );
    expect(after.status).toBe('REFUNDED');
  });

  it('a plan ordered with Stripe is billed by Stripe: its subscription id is mirrored and its renewals arrive as paid invoices', async () => {
    const { token, webhookUrl } = await connectedShop();
    const plan = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: {
          title: 'Pro plan',
          price: 15,
          type: 'SERVICE',
          service_text: 'Welcome to Pro',
          subtype: 'RECURRING',
          recurring_interval: 'MONTH',
          recurring_interval_count: 1,
        },
      }),
    );
    const order = dataOf<{ id: string; session_id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: {
          customer_email: 'member@example.com',
          items: [{ product_id: plan.id, quantity: 1 }],
          gateway: 'STRIPE',
        },
      }),
    );
    await sendEvent(webhookUrl, stripe.pay(order.session_id));
    const [sub] = dataOf<{ id: string; status: string; stripe_subscription_id: string }[]>(
      await call(p.gatewayUrl, 'GET', '/dev/v1/subscriptions', { token }),
    );
    expect(sub).toMatchObject({ status: 'ACTIVE', stripe_subscription_id: expect.stringMatching(/^sub_/) });
    const renewed = await sendEvent(webhookUrl, stripe.renewSubscription(sub?.stripe_subscription_id ?? ''));
    expect(renewed.body).toEqual({ received: true, duplicate: false });
    const after = dataOf<{ invoices: string[] }>(
      await call(p.gatewayUrl, 'GET', `/dev/v1/subscriptions/${sub?.id}`, { token }),
    );
    expect(after.invoices).toHaveLength(2);
    const cancelled = await call(p.gatewayUrl, 'POST', `/dev/v1/subscriptions/${sub?.id}/cancel`, {
      token,
      body: {},
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(dataOf<{ status: string }>(cancelled).status).toBe('CANCELLED');
  });

  it('the hosted checkout offers Stripe once connected and sends the buyer to Stripe’s page', async () => {
    const { token } = await connectedShop();
    const payment = dataOf<{ url: string; uniqid: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
        token,
        body: { title: 'Deposit', email: 'buyer@example.com', value: 12, currency: 'EUR' },
      }),
    );
    const page = await call(p.gatewayUrl, 'GET', pathOf(payment.url));
    expect(page.text).toContain('Card (Stripe Checkout)');
    const started = await postForm(p, `${pathOf(payment.url)}/pay`, { gateway: 'STRIPE' });
    expect(started.status, started.text).toBe(303);
    expect(String(started.headers.location)).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  });

  it('the operator CLI connects, lists and disconnects a shop’s Stripe account, the keys read from the environment', async () => {
    const { shop, fullKey: token } = await newShop(p);
    const withoutKeys = await operatorCli(p)('payment-provider', 'connect-stripe', '--shop', shop.id);
    expect(withoutKeys.code).toBe(2);
    expect(withoutKeys.stderr).toContain('STRIPE_SECRET_KEY');
    const cli = operatorCli(p, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    const connected = await cli('payment-provider', 'connect-stripe', '--shop', shop.id, '--json');
    expect(connected.code, connected.stderr).toBe(0);
    expect(JSON.parse(connected.stdout)).toMatchObject({
      provider: 'stripe',
      secret_key_hint: 'sk_test_…t000',
    });
    expect(await capabilities(token)).toEqual(['TEST', 'STRIPE']);
    const listed = await cli('payment-provider', 'list', '--shop', shop.id);
    expect(listed.stdout).toContain(`/providers/stripe/webhook/${shop.id}`);
    expect(
      (await cli('payment-provider', 'disconnect', '--shop', shop.id, '--provider', 'stripe')).code,
    ).toBe(0);
    expect(await capabilities(token)).toEqual(['TEST']);
  });
});
