import {
  affiliateApplicationListSchema,
  affiliateApplicationSchema,
  affiliateCustomerListSchema,
  approveAffiliateApplicationInputSchema,
  createAffiliateApplicationInputSchema,
  listAffiliateApplicationsQuerySchema,
  listAffiliateCustomersQuerySchema,
  rejectAffiliateApplicationInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const billing = { service: 'billing' as const };

/** The affiliate programme (docs/affiliates.md). */
export const affiliateRoutes: RouteDef[] = [
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/affiliates/customers',
    scopes: ['affiliates.read'],
    procedure: 'affiliates.customers',
    kind: 'query',
    query: listAffiliateCustomersQuerySchema,
    output: affiliateCustomerListSchema,
    envelope: 'as_is',
    summary:
      'Approved affiliates with their code, rate, earned revenue and referred paid orders; page-numbered (`page`, `limit` default 25).',
  },
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/affiliates/applications',
    scopes: ['affiliates.read'],
    procedure: 'affiliates.applications',
    kind: 'query',
    query: listAffiliateApplicationsQuerySchema,
    output: affiliateApplicationListSchema,
    envelope: 'as_is',
    summary: 'Applications to the affiliate programme, newest first; page-numbered; `status` filters.',
  },
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/affiliates/applications',
    scopes: ['affiliates.write'],
    procedure: 'affiliates.submit',
    kind: 'mutation',
    body: createAffiliateApplicationInputSchema,
    output: affiliateApplicationSchema,
    envelope: 'data',
    status: 201,
    summary: 'Record a customer’s application (one open application each; affiliates cannot apply again).',
  },
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/affiliates/applications/{id}/approve',
    scopes: ['affiliates.write'],
    procedure: 'affiliates.approve',
    kind: 'mutation',
    body: approveAffiliateApplicationInputSchema,
    output: affiliateApplicationSchema,
    envelope: 'data',
    summary:
      'Approve: the customer becomes an affiliate with `commission_percent` (default 10) and `code` (generated when absent; 409 if taken).',
  },
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/affiliates/applications/{id}/reject',
    scopes: ['affiliates.write'],
    procedure: 'affiliates.reject',
    kind: 'mutation',
    body: rejectAffiliateApplicationInputSchema,
    output: affiliateApplicationSchema,
    envelope: 'data',
    summary: 'Reject a pending application, with an optional `note`.',
  },
];
