import {
  blacklistEntrySchema,
  blacklistListSchema,
  createBlacklistEntryInputSchema,
  deletedBlacklistEntrySchema,
  listBlacklistQuerySchema,
  updateBlacklistEntryInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const billing = { service: 'billing' as const };
const one = { ...billing, output: blacklistEntrySchema, envelope: 'data' as const };

/** The shop's blacklist (docs/blacklist.md). */
export const blacklistRoutes: RouteDef[] = [
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/blacklist',
    scopes: ['blacklist.read'],
    procedure: 'blacklist.list',
    kind: 'query',
    query: listBlacklistQuerySchema,
    output: blacklistListSchema,
    envelope: 'as_is',
    summary: 'Blacklist entries, newest first, cursor-paged; filter by `type`.',
  },
  {
    ...one,
    method: 'POST',
    path: '/dev/v1/blacklist',
    scopes: ['blacklist.write'],
    procedure: 'blacklist.create',
    kind: 'mutation',
    body: createBlacklistEntryInputSchema,
    status: 201,
    summary:
      'Block buyers by `type` EMAIL (an address, or `@domain`), IP (address or CIDR), COUNTRY (ISO alpha-2) or FINGERPRINT (stored hashed), with an optional `note`. 409 when the value is already listed.',
  },
  {
    ...one,
    method: 'GET',
    path: '/dev/v1/blacklist/{id}',
    scopes: ['blacklist.read'],
    procedure: 'blacklist.get',
    kind: 'query',
    summary: 'One entry, with how many orders and payments it refused.',
  },
  {
    ...one,
    method: 'PATCH',
    path: '/dev/v1/blacklist/{id}',
    scopes: ['blacklist.write'],
    procedure: 'blacklist.update',
    kind: 'mutation',
    body: updateBlacklistEntryInputSchema,
    summary: 'Change an entry’s `data` (same type) or `note`.',
  },
  {
    ...billing,
    method: 'DELETE',
    path: '/dev/v1/blacklist/{id}',
    scopes: ['blacklist.write'],
    procedure: 'blacklist.delete',
    kind: 'mutation',
    output: deletedBlacklistEntrySchema,
    envelope: 'data',
    summary: 'Remove an entry: the buyers it matched can order and pay again.',
  },
];
