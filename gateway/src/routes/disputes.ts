import { disputeListSchema, disputeSchema, listDisputesQuerySchema } from '@shopforge/contracts';
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
  {
    method: 'GET',
    path: '/dev/v1/disputes/{id}',
    scopes: ['disputes.read'],
    service: 'billing',
    procedure: 'disputes.get',
    kind: 'query',
    output: disputeSchema,
    envelope: 'data',
    summary: 'One dispute of the shop’s payments by id; another shop’s is DISPUTE_NOT_FOUND.',
  },
];
