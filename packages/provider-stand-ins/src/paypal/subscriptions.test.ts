import { describe, expect, it } from 'vitest';
import { type SubscriptionsApi, sdk, sdkFailure, subscriptionsFor } from './subscription-sdk';
import { approveHref, createProduct, pressSubscribe } from './subscription-support';
import { useStandIn } from './test-support';
import type { PayPalStandIn } from './types';

type Api = NonNullable<typeof sdk>;

const PLAN = (productId: string) => ({
  productId,
  name: 'Pro monthly',
  status: 'ACTIVE',
  billingCycles: [
    {
      frequency: { intervalUnit: 'MONTH', intervalCount: 1 },
      tenureType: 'REGULAR',
      sequence: 1,
      totalCycles: 0,
      pricingScheme: { fixedPrice: { value: '15.00', currencyCode: 'EUR' } },
    },
  ],
  paymentPreferences: { autoBillOutstanding: true, paymentFailureThreshold: 3 },
});

const SUBSCRIPTION = (planId: string) => ({
  planId,
  customId: 'sub_1',
  subscriber: { emailAddress: 'buyer@example.com' },
  applicationContext: {
    returnUrl: 'https://shop.example/billing/paypal/return',
    cancelUrl: 'https://shop.example/billing/paypal/cancel',
    userAction: 'SUBSCRIBE_NOW',
    shippingPreference: 'NO_SHIPPING',
  },
});

/** A day either side of now, as billing asks for the transactions of a period. */
const RANGE = {
  startTime: new Date(Date.now() - 86_400_000).toISOString(),
  endTime: new Date(Date.now() + 86_400_000).toISOString(),
};

async function planAndSubscription(api: SubscriptionsApi, standIn: PayPalStandIn) {
  const product = await createProduct(standIn);
  const plan = await api.createBillingPlan({ body: PLAN(String(product.json.id)) });
  const created = await api.createSubscription({ body: SUBSCRIPTION(String(plan.result.id)) });
  return { planId: String(plan.result.id), subscription: created.result };
}

describe.skipIf(sdk === undefined)('Subscriptions API through @paypal/paypal-server-sdk', () => {
  const t = useStandIn();
  const api = sdk as Api;

  it('creates product, plan and subscription once per PayPal-Request-Id', async () => {
    const subscriptions = subscriptionsFor(api, t.standIn);
    const product = await createProduct(t.standIn, 'prod-1');
    expect(product.status).toBe(201);
    expect(product.json).toMatchObject({
      name: 'Shop Example Pro',
      type: 'SERVICE',
      description: 'Pro plan',
    });
    expect(String(product.json.id)).toMatch(/^PROD-[A-Z0-9]{17}$/);
    const again = await createProduct(t.standIn, 'prod-1');
    expect(again).toMatchObject({ status: 200, json: { id: product.json.id } });

    const request = { body: PLAN(String(product.json.id)), paypalRequestId: 'plan-1' };
    const plan = await subscriptions.createBillingPlan(request);
    expect(plan.statusCode).toBe(201);
    expect(plan.result).toMatchObject({ status: 'ACTIVE', productId: product.json.id });
    expect(plan.result.billingCycles?.[0]?.pricingScheme?.fixedPrice).toEqual({
      value: '15.00',
      currencyCode: 'EUR',
    });
    expect(String(plan.result.id)).toMatch(/^P-[A-Z0-9]{24}$/);
    const planAgain = await subscriptions.createBillingPlan(request);
    expect(planAgain.statusCode).toBe(200);
    expect(planAgain.result.id).toBe(plan.result.id);
    expect((await subscriptions.getBillingPlan(String(plan.result.id))).result.id).toBe(plan.result.id);

    const body = SUBSCRIPTION(String(plan.result.id));
    const created = await subscriptions.createSubscription({ body, paypalRequestId: 'sub-1' });
    expect(created.statusCode).toBe(201);
    expect(created.result).toMatchObject({
      status: 'APPROVAL_PENDING',
      planId: plan.result.id,
      customId: 'sub_1',
      quantity: '1',
    });
    expect(String(created.result.id)).toMatch(/^I-[A-Z0-9]{12}$/);
    expect(approveHref(created.result as Record<string, unknown>)).toMatch(
      new RegExp(`^${t.standIn.url}/webapps/billing/subscriptions\\?ba_token=BA-[A-Z0-9]{17}$`),
    );
    expect(created.result.links?.map((l) => l.rel)).toEqual(['approve', 'edit', 'self']);
    const replay = await subscriptions.createSubscription({ body, paypalRequestId: 'sub-1' });
    expect(replay.result.id).toBe(created.result.id);
    expect(t.standIn.requests.filter((r) => r.path === '/v1/billing/subscriptions')).toHaveLength(2);
  });

  it('refuses a plan for an unknown product with 404 INVALID_RESOURCE_ID', async () => {
    const subscriptions = subscriptionsFor(api, t.standIn);
    const error = await sdkFailure(api, subscriptions.createBillingPlan({ body: PLAN('PROD-NOPE') }));
    expect(error.statusCode).toBe(404);
    // 404 is not among the SDK's declared errors for this call, so it leaves `result` unparsed.
    expect(JSON.parse(String(error.body)).details?.[0]).toMatchObject({
      field: '/product_id',
      issue: 'INVALID_RESOURCE_ID',
    });
  });

  it('approval makes it ACTIVE with the first cycle paid; each renewal adds a sale', async () => {
    const subscriptions = subscriptionsFor(api, t.standIn);
    const { subscription } = await planAndSubscription(subscriptions, t.standIn);
    const id = String(subscription.id);
    const pending = await subscriptions.getSubscription({ id });
    expect(pending.result.billingInfo).toBeUndefined();

    const pressed = await pressSubscribe(approveHref(subscription as Record<string, unknown>));
    expect(pressed.status).toBe(303);
    const active = await subscriptions.getSubscription({ id });
    expect(active.result).toMatchObject({
      status: 'ACTIVE',
      subscriber: { emailAddress: 'buyer@example.com' },
    });
    expect(active.result.billingInfo).toMatchObject({
      outstandingBalance: { value: '0.00' },
      lastPayment: { amount: { value: '15.00', currencyCode: 'EUR' } },
      failedPaymentsCount: 0,
      cycleExecutions: [{ cyclesCompleted: 1 }],
    });
    const next = Date.parse(String(active.result.billingInfo?.nextBillingTime));
    expect(next - Date.now()).toBeGreaterThan(27 * 86_400_000);

    const first = await subscriptions.listSubscriptionTransactions({ id, ...RANGE });
    expect(first.result.transactions).toHaveLength(1);
    expect(first.result.transactions?.[0]).toMatchObject({
      id: t.standIn.subscriptionSales(id)[0],
      status: 'COMPLETED',
      amountWithBreakdown: { grossAmount: { value: '15.00' }, netAmount: { value: '13.99' } },
    });

    const renewal = t.standIn.renewSubscription(id);
    const second = await subscriptions.listSubscriptionTransactions({ id, ...RANGE });
    expect(second.result.transactions?.map((tx) => tx.id)).toEqual(t.standIn.subscriptionSales(id));
    expect(second.result.transactions?.[1]?.id).toBe(renewal.resource.id);
    const renewed = await subscriptions.getSubscription({ id });
    expect(renewed.result.billingInfo?.cycleExecutions?.[0]?.cyclesCompleted).toBe(2);
    expect(Date.parse(String(renewed.result.billingInfo?.nextBillingTime))).toBeGreaterThan(next);

    const outside = await subscriptions.listSubscriptionTransactions({
      id,
      startTime: '2020-01-01T00:00:00Z',
      endTime: '2020-02-01T00:00:00Z',
    });
    expect(outside.result.transactions).toEqual([]);
  });

  it('cancel answers 204 and CANCELLED; a second cancel is 422 SUBSCRIPTION_STATUS_INVALID', async () => {
    const subscriptions = subscriptionsFor(api, t.standIn);
    const { subscription } = await planAndSubscription(subscriptions, t.standIn);
    const id = String(subscription.id);
    t.standIn.approveSubscription(id);
    const cancelled = await subscriptions.cancelSubscription({ id, body: { reason: 'Customer asked' } });
    expect(cancelled.statusCode).toBe(204);
    const read = await subscriptions.getSubscription({ id });
    expect(read.result.status).toBe('CANCELLED');
    expect(read.result.billingInfo?.nextBillingTime).toBeUndefined();
    const again = await sdkFailure(api, subscriptions.cancelSubscription({ id, body: { reason: 'again' } }));
    expect(again.statusCode).toBe(422);
    expect(again.result).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
    });
  });

  it('failNext applies to subscription calls, and they are recorded', async () => {
    const subscriptions = subscriptionsFor(api, t.standIn);
    const { subscription } = await planAndSubscription(subscriptions, t.standIn);
    t.standIn.failNext(1, { status: 503, name: 'SERVICE_UNAVAILABLE' });
    const error = await sdkFailure(api, subscriptions.getSubscription({ id: subscription.id }));
    expect(error.statusCode).toBe(503);
    expect(t.standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/billing/subscriptions/${subscription.id}`,
    });
  });
});
