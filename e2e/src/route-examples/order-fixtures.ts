import { api } from './api';
import { newProduct, sharedProduct } from './product-fixtures';
import { shared } from './shared';
import type { ExampleContext } from './types';

export interface Order {
  id: string;
  uniqid: string;
  checkout_url: string;
}

export const BUYER = 'route-wide-buyer@example.com';

/** A fresh PENDING order of one unit of `productId` (the shared product by default). */
export async function newOrder(ctx: ExampleContext, productId?: string): Promise<Order> {
  const product = productId ?? (await sharedProduct(ctx)).id;
  return api<Order>(ctx, 'POST', '/dev/v1/orders', {
    customer_email: BUYER,
    items: [{ product_id: product, quantity: 1 }],
  });
}

/** A fresh order the merchant marked paid: COMPLETED, its lines delivered. */
export async function paidOrder(ctx: ExampleContext, productId?: string): Promise<Order> {
  const order = await newOrder(ctx, productId);
  await api(ctx, 'POST', `/dev/v1/orders/${order.id}/fulfill`);
  return order;
}

export const sharedOrder = (ctx: ExampleContext) => shared(ctx, 'order', () => newOrder(ctx));

/** A fresh paid order of a monthly product: it leaves an ACTIVE subscription behind. */
export async function newSubscription(ctx: ExampleContext): Promise<{ id: string }> {
  const product = await shared(ctx, 'recurring-product', () =>
    newProduct(ctx, { subtype: 'RECURRING', recurring_interval: 'MONTH' }),
  );
  const order = await paidOrder(ctx, product.id);
  const subscriptions = await api<{ id: string; invoices: string[] }[]>(
    ctx,
    'GET',
    '/dev/v1/subscriptions?status=ACTIVE&limit=100',
  );
  const subscription = subscriptions.find((candidate) => candidate.invoices.includes(order.uniqid));
  if (!subscription) throw new Error(`no subscription for order ${order.uniqid}`);
  return subscription;
}
