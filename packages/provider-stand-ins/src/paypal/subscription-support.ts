import { call } from './test-support';
import type { PayPalStandIn } from './types';

/** Test helpers for the Subscriptions API: what the billing service sends, raw over HTTP. */

export async function createProduct(standIn: PayPalStandIn, requestId?: string) {
  const answer = await call(standIn, 'POST', '/v1/catalogs/products', {
    body: { name: 'Shop Example Pro', type: 'SERVICE', description: 'Pro plan' },
    ...(requestId ? { headers: { 'PayPal-Request-Id': requestId } } : {}),
  });
  return answer;
}

/** A monthly plan of 15.00 EUR, endless, as billing creates it. */
export function planBody(productId: string, price = '15.00') {
  return {
    product_id: productId,
    name: 'Pro monthly',
    status: 'ACTIVE',
    billing_cycles: [
      {
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { value: price, currency_code: 'EUR' } },
      },
    ],
    payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
  };
}

export function subscriptionBody(planId: string) {
  return {
    plan_id: planId,
    custom_id: 'sub_1',
    subscriber: { email_address: 'buyer@example.com' },
    application_context: {
      return_url: 'https://shop.example/billing/paypal/return',
      cancel_url: 'https://shop.example/billing/paypal/cancel',
      user_action: 'SUBSCRIBE_NOW',
      shipping_preference: 'NO_SHIPPING',
      brand_name: 'Shop Example',
    },
  };
}

async function created(standIn: PayPalStandIn, path: string, body: object): Promise<Record<string, unknown>> {
  const answer = await call(standIn, 'POST', path, { body });
  if (answer.status !== 201) throw new Error(`${path} failed: ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** Product, plan and a subscription APPROVAL_PENDING; answers the subscription as created. */
export async function pendingSubscription(standIn: PayPalStandIn) {
  const product = (await createProduct(standIn)).json;
  const plan = await created(standIn, '/v1/billing/plans', planBody(String(product.id)));
  return created(standIn, '/v1/billing/subscriptions', subscriptionBody(String(plan.id)));
}

/** A subscription approved (ACTIVE, first cycle paid); answers its id and its first sale's id. */
export async function activeSubscription(standIn: PayPalStandIn) {
  const subscriptionId = String((await pendingSubscription(standIn)).id);
  standIn.approveSubscription(subscriptionId);
  const [saleId = ''] = standIn.subscriptionSales(subscriptionId);
  return { subscriptionId, saleId };
}

export function approveHref(subscription: Record<string, unknown>): string {
  const links = subscription.links as Array<{ rel: string; href: string }>;
  const href = links.find((l) => l.rel === 'approve')?.href;
  if (!href) throw new Error(`no approve link in ${JSON.stringify(subscription)}`);
  return href;
}

/** The browser presses "Subscribe": the form's POST, redirect left for the test to read. */
export async function pressSubscribe(href: string) {
  const response = await fetch(href, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}
