import {
  invitedResellerSchema,
  inviteResellerInputSchema,
  listResellersQuerySchema,
  resellerListSchema,
  resellerProgramSchema,
  updateResellerProgramInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/** Reseller program administration (Developer API); the spec fixes these scopes. */
export const resellerAdminRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/reseller-program',
    service: 'reseller',
    procedure: 'program.get',
    kind: 'query',
    output: resellerProgramSchema,
    envelope: 'data',
    summary: 'The shop’s reseller program settings (disabled with zero defaults until set).',
  },
  {
    method: 'PATCH',
    path: '/dev/v1/reseller-program',
    service: 'reseller',
    procedure: 'program.update',
    kind: 'mutation',
    body: updateResellerProgramInputSchema,
    output: resellerProgramSchema,
    envelope: 'data',
    summary: 'Change the program settings; only the keys present change.',
  },
  {
    method: 'POST',
    path: '/dev/v1/resellers/invite',
    service: 'reseller',
    procedure: 'program.invite',
    kind: 'mutation',
    body: inviteResellerInputSchema,
    output: invitedResellerSchema,
    envelope: 'data',
    status: 201,
    summary: 'Invite a reseller with its terms and product access; the answer holds `data.invitation.id`.',
  },
  {
    method: 'GET',
    path: '/dev/v1/resellers',
    service: 'reseller',
    procedure: 'program.list',
    kind: 'query',
    query: listResellersQuerySchema,
    output: resellerListSchema,
    envelope: 'as_is',
    summary: 'The shop’s resellers (accepted invitations), newest first, cursor-paged.',
  },
];
