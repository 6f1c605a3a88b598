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
