import { disputeListSchema, listDisputesQuerySchema } from '@shopforge/contracts';
import type { RouteDef } from './route';

/** Disputes (docs/disputes.md). */
export const disputeRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/disputes',
    scopes: ['disputes.read'],
    service: 'billing',
    procedure: 'disputes.list',
    kind: 'query',
    query: listDisputesQuerySchema,
    output: disputeListSchema,
    envelope: 'as_is',
    summary:
      'Disputes of the shop’s payments, newest first, cursor-paged; filter by `status` (OPEN, WON, LOST).',
  },
];
