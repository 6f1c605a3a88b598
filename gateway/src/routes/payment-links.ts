import {
  createPaymentLinkInputSchema,
  listPaymentLinksQuerySchema,
  paymentLinkListSchema,
  paymentLinkSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const billing = { service: 'billing' as const };

/** Payment links (docs/payment-links.md); buyers open them at `/pay/{uniqid}`. */
export const paymentLinkRoutes: RouteDef[] = [
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/payment-links',
    scopes: ['payment_links.write'],
    procedure: 'paymentLinks.create',
    kind: 'mutation',
    body: createPaymentLinkInputSchema,
    output: paymentLinkSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Create a reusable link to pay for a product (and quantity) or a fixed amount; `url` is what buyers open.',
  },
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/payment-links',
    scopes: ['payment_links.read'],
    procedure: 'paymentLinks.list',
    kind: 'query',
    query: listPaymentLinksQuerySchema,
    output: paymentLinkListSchema,
    envelope: 'as_is',
    summary: 'Payment links, newest first, cursor-paged.',
  },
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/payment-links/{id}',
    scopes: ['payment_links.read'],
    procedure: 'paymentLinks.get',
    kind: 'query',
    output: paymentLinkSchema,
    envelope: 'data',
    summary: 'One payment link, by id or uniqid, with how many buyers used it.',
  },
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/payment-links/{id}/toggle',
    scopes: ['payment_links.write'],
    procedure: 'paymentLinks.toggle',
    kind: 'mutation',
    output: paymentLinkSchema,
    envelope: 'data',
    summary: 'Turn the link off (buyers are told it is closed) or back on.',
  },
];
