import { capabilitiesSchema, shopSchema } from '@shopforge/contracts';
import type { RouteDef } from './route';

export const identityRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/me',
    scopes: [],
    service: 'oauth',
    procedure: 'shop.me',
    kind: 'query',
    output: shopSchema,
    envelope: 'data',
    summary: 'The shop of the calling credential.',
  },
  {
    method: 'GET',
    path: '/dev/v1/me/capabilities',
    scopes: [],
    service: 'oauth',
    procedure: 'shop.capabilities',
    kind: 'query',
    output: capabilitiesSchema,
    envelope: 'data',
    summary: 'Scopes, accessible resource groups, payment methods and features of the caller.',
  },
];
