import {
  createShopMemberInputSchema,
  memberListSchema,
  memberSchema,
  removedMemberSchema,
  updateMemberRoleInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/**
 * The shop's members (docs/oauth.md "Members through the Developer API"): what the dashboard's
 * team page calls. Only the shop's own credentials manage members, each only members whose roles
 * (before and after) allow nothing beyond it (docs/oauth.md "Who may change what").
 */
export const memberRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/members',
    scopes: ['members.read'],
    service: 'oauth',
    procedure: 'shopMembers.list',
    kind: 'query',
    output: memberListSchema,
    envelope: 'data',
    summary:
      'The shop’s members, oldest first: email, role, whether they may approve apps (never a password).',
  },
  {
    method: 'POST',
    path: '/dev/v1/members',
    scopes: ['members.write'],
    service: 'oauth',
    procedure: 'shopMembers.create',
    kind: 'mutation',
    body: createShopMemberInputSchema,
    output: memberSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Add a member who signs in with this email and password, as `admin`, `developer` or `staff`. An email already a member is 422; a role with scopes the calling credential does not hold is 403 `BEYOND_AUTHORITY`; an app’s token cannot manage members.',
  },
  {
    method: 'PATCH',
    path: '/dev/v1/members/{id}',
    scopes: ['members.write'],
    service: 'oauth',
    procedure: 'shopMembers.setRole',
    kind: 'mutation',
    body: updateMemberRoleInputSchema.omit({ id: true }),
    output: memberSchema,
    envelope: 'data',
    summary:
      'Change a member’s role; both roles must lie within the calling credential (403 `BEYOND_AUTHORITY`). The tokens of apps they approved follow it from their next request, and the keys they stand behind that hold more than the new role allows are revoked. The owner cannot be changed (400).',
  },
  {
    method: 'DELETE',
    path: '/dev/v1/members/{id}',
    scopes: ['members.write'],
    service: 'oauth',
    procedure: 'shopMembers.remove',
    kind: 'mutation',
    output: removedMemberSchema,
    envelope: 'data',
    summary:
      'Remove a member whose role lies within the calling credential (403 `BEYOND_AUTHORITY` otherwise): their sign-ins end, the tokens of apps they approved stop working, and the keys they made (and the keys those keys made) are revoked. The owner cannot be removed (400).',
  },
];
