import {
  listPlatformEventsQuerySchema,
  platformEventListSchema,
  platformEventSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/** The events API: every event the shop's webhooks could carry, kept 30 days (docs/webhooks.md). */
export const platformEventRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/events',
    scopes: ['events.read'],
    service: 'webhook',
    procedure: 'platformEvents.list',
    kind: 'query',
    query: listPlatformEventsQuerySchema,
    output: platformEventListSchema,
    envelope: 'as_is',
    summary:
      'The shop’s events, newest first (cursor list): `filters` on `type`, `object_id` and `created_at` (docs/lists.md). Each carries the payload its webhooks deliver; license keys only with `orders.read` and `licenses.read`. Kept WEBHOOK_EVENT_RETENTION_DAYS (30).',
  },
  {
    method: 'GET',
    path: '/dev/v1/events/{id}',
    scopes: ['events.read'],
    service: 'webhook',
    procedure: 'platformEvents.get',
    kind: 'query',
    output: platformEventSchema,
    envelope: 'data',
    summary: 'One event of the shop, while it is kept.',
  },
];
