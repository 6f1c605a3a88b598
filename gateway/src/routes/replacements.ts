import { replaceSerialInputSchema, replacementEventSchema } from '@shopforge/contracts';
import type { RouteDef } from './route';

/** Serial replacements (docs/replacements.md). */
export const replacementRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/dev/v1/orders/{id}/items/{line_id}/replace',
    scopes: ['orders.write', 'licenses.write'],
    service: 'billing',
    procedure: 'replacements.replace',
    kind: 'mutation',
    body: replaceSerialInputSchema,
    output: replacementEventSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Replace one delivered `serial` of the line with a fresh one from stock; answers the audit event (old and new serial). Needs `orders.write` and `licenses.write`.',
  },
  {
    method: 'GET',
    path: '/dev/v1/replacement-events/{id}',
    scopes: ['orders.read', 'licenses.read'],
    service: 'billing',
    procedure: 'replacements.get',
    kind: 'query',
    output: replacementEventSchema,
    envelope: 'data',
    summary:
      'A replacement audit event with the old and new serial values. Needs `orders.read` and `licenses.read` (or `*`); an OAuth token also needs its approving member to keep license-key permission.',
  },
];
