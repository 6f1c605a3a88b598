import {
  buyerEmailSchema,
  createOrderInputSchema,
  listOrdersQuerySchema,
  orderListSchema,
  orderSchema,
  refundOrderInputSchema,
  updateOrderInputSchema,
  voidOrderInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const update = (method: 'PATCH' | 'PUT'): RouteDef => ({
  method,
  path: '/dev/v1/orders/{id}',
  scopes: ['orders.write'],
  service: 'billing',
  procedure: 'orders.update',
  kind: 'mutation',
  body: updateOrderInputSchema,
  output: orderSchema,
  envelope: 'data',
  // The PUT alias also reads form-encoded and multipart bodies (spec).
  ...(method === 'PUT' ? { bodyTypes: ['json', 'form', 'multipart'] as const } : {}),
  summary:
    method === 'PUT'
      ? 'Alias of PATCH: `referral_code` replaces the affiliate attribution (JSON, form or multipart body).'
      : '`referral_code` replaces the affiliate attribution; empty text removes it.',
});

export const orderRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/orders',
    scopes: ['orders.read'],
    service: 'billing',
    procedure: 'orders.list',
    kind: 'query',
    query: listOrdersQuerySchema,
    output: orderListSchema,
    envelope: 'as_is',
    summary:
      'The order queue, newest first by default; `filters`, `sorts` and cursor paging (docs/lists.md).',
  },
  {
    method: 'POST',
    path: '/dev/v1/orders',
    scopes: ['orders.write'],
    service: 'billing',
    procedure: 'orders.create',
    kind: 'mutation',
    body: createOrderInputSchema,
    output: orderSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Create a pending order and its invoice from catalog lines; prices, coupons and volume discounts come from the catalog.',
  },
  {
    method: 'GET',
    path: '/dev/v1/orders/{id}',
    scopes: ['orders.read'],
    service: 'billing',
    procedure: 'orders.get',
    kind: 'query',
    output: orderSchema,
    envelope: 'data',
    summary: 'One order, by id or uniqid.',
  },
  update('PATCH'),
  update('PUT'),
  {
    method: 'POST',
    path: '/dev/v1/orders/{id}/fulfill',
    scopes: ['orders.write'],
    service: 'billing',
    procedure: 'orders.fulfill',
    kind: 'mutation',
    output: orderSchema,
    envelope: 'data',
    summary:
      'Fulfilment trigger: an unpaid order is marked paid by hand (MANUAL) and delivered; a paid one has its undelivered lines delivered again. Marking paid mails the buyer the receipt and spends the shop’s mail budget (429 `MAIL_BUDGET_SPENT` when spent, the order stays unpaid).',
  },
  {
    method: 'POST',
    path: '/dev/v1/orders/{id}/resend-receipt',
    scopes: ['orders.write'],
    service: 'billing',
    procedure: 'orders.resendReceipt',
    kind: 'mutation',
    output: buyerEmailSchema,
    envelope: 'data',
    status: 202,
    summary:
      'Send a paid order’s receipt to the buyer again (the mail log entry, `queued`); at most once a minute per order (429 with Retry-After), 400 before the order is paid, 409 when receipts are off or the address bounced.',
  },
  {
    method: 'POST',
    path: '/dev/v1/orders/{id}/refund',
    scopes: ['orders.write'],
    service: 'billing',
    procedure: 'orders.refund',
    kind: 'mutation',
    body: refundOrderInputSchema,
    output: orderSchema,
    envelope: 'data',
    summary: 'Refund the remaining amount, or `amount` of it: PARTIAL_REFUND, then REFUNDED.',
  },
  {
    method: 'POST',
    path: '/dev/v1/orders/{id}/void',
    scopes: ['orders.write'],
    service: 'billing',
    procedure: 'orders.void',
    kind: 'mutation',
    body: voidOrderInputSchema,
    output: orderSchema,
    envelope: 'data',
    summary: 'Call off an unpaid order (VOIDED); it can never be paid afterwards.',
  },
];
