import { eventAllowlistSchema } from '@shopforge/contracts';
import type { RouteDef } from './route';

export const webhookRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/webhooks/events',
    service: 'webhook',
    procedure: 'events.list',
    kind: 'query',
    output: eventAllowlistSchema,
    envelope: 'data',
    summary: 'The allowlist of exact event names a webhook may subscribe to.',
  },
];
