import type { PayPalLink } from '../types';

/** Where links point: the API (the stand-in's own url) and the approval page (its public url). */
export interface Urls {
  readonly api: string;
  readonly page: string;
}

export const link = (href: string, rel: string, method: PayPalLink['method'] = 'GET'): PayPalLink => ({
  href,
  rel,
  method,
});

export const orderHref = (urls: Urls, orderId: string) =>
  `${urls.api}/v2/checkout/orders/${encodeURIComponent(orderId)}`;

export const captureHref = (urls: Urls, captureId: string) =>
  `${urls.api}/v2/payments/captures/${encodeURIComponent(captureId)}`;

export const refundHref = (urls: Urls, refundId: string) =>
  `${urls.api}/v2/payments/refunds/${encodeURIComponent(refundId)}`;

/** The page the buyer approves on: `https://www.paypal.com/checkoutnow?token=<order id>` in production. */
export const approvalHref = (urls: Urls, orderId: string) =>
  `${urls.page}/checkoutnow?token=${encodeURIComponent(orderId)}`;

export const productHref = (urls: Urls, productId: string) =>
  `${urls.api}/v1/catalogs/products/${encodeURIComponent(productId)}`;

export const planHref = (urls: Urls, planId: string) =>
  `${urls.api}/v1/billing/plans/${encodeURIComponent(planId)}`;

export const subscriptionHref = (urls: Urls, subscriptionId: string) =>
  `${urls.api}/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`;

export const saleHref = (urls: Urls, saleId: string) =>
  `${urls.api}/v1/payments/sale/${encodeURIComponent(saleId)}`;

export const saleRefundHref = (urls: Urls, refundId: string) =>
  `${urls.api}/v1/payments/refund/${encodeURIComponent(refundId)}`;

/** Where the buyer approves a subscription: `https://www.paypal.com/webapps/billing/subscriptions?ba_token=` in production. */
export const subscriptionApprovalHref = (urls: Urls, baToken: string) =>
  `${urls.page}/webapps/billing/subscriptions?ba_token=${encodeURIComponent(baToken)}`;
