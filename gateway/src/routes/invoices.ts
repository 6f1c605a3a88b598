import {
  createPaymentInputSchema,
  invoiceListSchema,
  invoiceSchema,
  invoiceTimelineSchema,
  listInvoicesQuerySchema,
  paymentSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

export const invoiceRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/invoices',
    scopes: ['invoices.read'],
    service: 'billing',
    procedure: 'invoices.list',
    kind: 'query',
    query: listInvoicesQuerySchema,
    output: invoiceListSchema,
    envelope: 'as_is',
    summary:
      'Invoices, newest first by default; `status`, `customerEmail`, `filters`, `sorts`, cursor paging.',
  },
  {
    method: 'GET',
    path: '/dev/v1/invoices/{uniqid}',
    scopes: ['invoices.read'],
    service: 'billing',
    procedure: 'invoices.get',
    kind: 'query',
    output: invoiceSchema,
    envelope: 'data',
    summary: 'One invoice by its uniqid (a UUID).',
  },
  {
    method: 'GET',
    path: '/dev/v1/invoices/{uniqid}/timeline',
    scopes: ['invoices.read'],
    service: 'billing',
    procedure: 'invoices.timeline',
    kind: 'query',
    output: invoiceTimelineSchema,
    envelope: 'data',
    summary: 'Everything that happened to the invoice, oldest first (`data.events`).',
  },
];

export const paymentRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/dev/v1/payments',
    scopes: ['payments.write'],
    service: 'billing',
    procedure: 'payments.create',
    kind: 'mutation',
    body: createPaymentInputSchema,
    output: paymentSchema,
    envelope: 'data',
    status: 201,
    summary:
      'A payable invoice with a hosted checkout address (no fulfilment). `webhook` registers a per-payment callback whose secret is returned once as `webhook_secret`. `send_email` to an address that is not yet the shop’s customer spends the shop’s mail budget (MAIL_BUDGET_PER_HOUR): spent, 429 `RATE_LIMITED` `MAIL_BUDGET_SPENT` with `Retry-After`, and no payment is made.',
  },
  {
    method: 'GET',
    path: '/dev/v1/payments/{uniqid}',
    scopes: ['payments.read'],
    service: 'billing',
    procedure: 'payments.get',
    kind: 'query',
    output: paymentSchema,
    envelope: 'data',
    summary: 'A developer payment as it stands now.',
  },
];
