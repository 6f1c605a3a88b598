import {
  cancelEscrowInputSchema,
  createEscrowInputSchema,
  escrowListSchema,
  escrowSchema,
  listEscrowQuerySchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const billing = { service: 'billing' as const };
const one = { ...billing, output: escrowSchema, envelope: 'data' as const };

/** Escrow holds on completed orders (docs/escrow.md). */
export const escrowRoutes: RouteDef[] = [
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/escrow',
    scopes: ['escrow.read'],
    procedure: 'escrow.list',
    kind: 'query',
    query: listEscrowQuerySchema,
    output: escrowListSchema,
    envelope: 'as_is',
    summary: 'Escrow holds, newest first, cursor-paged; filter by `status` (HELD, RELEASED, CANCELLED).',
  },
  {
    ...one,
    method: 'POST',
    path: '/dev/v1/escrow',
    scopes: ['escrow.write'],
    procedure: 'escrow.create',
    kind: 'mutation',
    body: createEscrowInputSchema,
    status: 201,
    summary:
      'Hold a COMPLETED order’s money (`invoice_id`) for `hold_days` (default 14, at most 90) or until the buyer confirms receipt.',
  },
  {
    ...one,
    method: 'GET',
    path: '/dev/v1/escrow/{id}',
    scopes: ['escrow.read'],
    procedure: 'escrow.get',
    kind: 'query',
    summary: 'One escrow hold.',
  },
  {
    ...one,
    method: 'POST',
    path: '/dev/v1/escrow/{id}/release',
    scopes: ['escrow.write'],
    procedure: 'escrow.release',
    kind: 'mutation',
    summary: 'Release a HELD escrow to the merchant now (`release_reason: MERCHANT`).',
  },
  {
    ...one,
    method: 'POST',
    path: '/dev/v1/escrow/{id}/cancel',
    scopes: ['escrow.write', 'orders.write'],
    procedure: 'escrow.cancel',
    kind: 'mutation',
    body: cancelEscrowInputSchema,
    summary: 'Cancel a HELD escrow by refunding the buyer what remains of the order; optional `reason`.',
  },
];
