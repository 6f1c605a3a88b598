import {
  cancelSubscriptionInputSchema,
  listSubscriptionsQuerySchema,
  pauseSubscriptionInputSchema,
  subscriptionListSchema,
  subscriptionSchema,
  updateSubscriptionCustomFieldsInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const billing = { service: 'billing' as const };
const one = { output: subscriptionSchema, envelope: 'data' as const };

/** Subscriptions (docs/subscriptions.md). */
export const subscriptionRoutes: RouteDef[] = [
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/subscriptions',
    scopes: ['subscriptions.read'],
    procedure: 'subscriptions.list',
    kind: 'query',
    query: listSubscriptionsQuerySchema,
    output: subscriptionListSchema,
    envelope: 'as_is',
    summary:
      'Subscriptions, newest first, cursor-paged; `status` filters (CANCELED and CANCELLED both find cancelled ones).',
  },
  {
    ...billing,
    ...one,
    method: 'GET',
    path: '/dev/v1/subscriptions/{id}',
    scopes: ['subscriptions.read'],
    procedure: 'subscriptions.get',
    kind: 'query',
    summary: 'One subscription, with the uniqids of the invoices that started and renewed it.',
  },
  {
    ...billing,
    ...one,
    method: 'POST',
    path: '/dev/v1/subscriptions/{id}/pause',
    scopes: ['subscriptions.write'],
    procedure: 'subscriptions.pause',
    kind: 'mutation',
    body: pauseSubscriptionInputSchema,
    summary:
      'Pause: no renewal invoices until resumed (an open one is voided); optional `resumes_at` (Unix seconds) resumes by itself.',
  },
  {
    ...billing,
    ...one,
    method: 'POST',
    path: '/dev/v1/subscriptions/{id}/resume',
    scopes: ['subscriptions.write'],
    procedure: 'subscriptions.resume',
    kind: 'mutation',
    summary: 'End a pause now; a period that ended while paused is invoiced at once.',
  },
  {
    ...billing,
    ...one,
    method: 'POST',
    path: '/dev/v1/subscriptions/{id}/cancel',
    scopes: ['subscriptions.write'],
    procedure: 'subscriptions.cancel',
    kind: 'mutation',
    body: cancelSubscriptionInputSchema,
    summary:
      'Cancel now (status CANCELLED) or with `at_period_end: true` when the paid period ends; optional `reason_id`, `comment`.',
  },
  {
    ...billing,
    ...one,
    method: 'PATCH',
    path: '/dev/v1/subscriptions/{id}/custom-fields',
    scopes: ['subscriptions.write'],
    procedure: 'subscriptions.customFields',
    kind: 'mutation',
    body: updateSubscriptionCustomFieldsInputSchema,
    summary: 'Merge `custom_fields` (null removes one); renewal invoices carry them.',
  },
];
