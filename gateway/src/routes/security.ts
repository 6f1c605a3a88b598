import {
  auditTrailQuerySchema,
  securityEventListSchema,
  sessionTrailQuerySchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/** The security trails the oauth service records (docs/oauth.md "Security trails"). */
export const securityRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/security/audit-trail',
    scopes: ['security.read'],
    service: 'oauth',
    procedure: 'security.auditTrail',
    kind: 'query',
    query: auditTrailQuerySchema,
    output: securityEventListSchema,
    envelope: 'as_is',
    summary:
      'Who did what, newest first, cursor-paged: keys created, revoked or re-scoped, apps authorized, uninstalled or refreshing tokens, members signing in, role changes. Filter with `type`.',
  },
  {
    method: 'GET',
    path: '/dev/v1/security/session-trail/{session_id}',
    scopes: ['security.read'],
    service: 'oauth',
    procedure: 'security.sessionTrail',
    kind: 'query',
    query: sessionTrailQuerySchema,
    output: securityEventListSchema,
    envelope: 'as_is',
    summary: 'The events of one dashboard session, in the order they happened, cursor-paged.',
  },
];
