import {
  addDomainInputSchema,
  additionalDomainSchema,
  storeBrandingSchema,
  storeLayoutSchema,
  storeLayoutViewSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/** Store settings (docs/themes.md "Store settings"). */
export const storeRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/store/branding',
    scopes: ['store.read'],
    service: 'themes',
    procedure: 'store.branding',
    kind: 'query',
    output: storeBrandingSchema,
    envelope: 'data',
    summary: 'What buyers see of the shop: storefront address, live theme and its settings, layout, domains.',
  },
  {
    method: 'PUT',
    path: '/dev/v1/store/layout',
    scopes: ['store.write'],
    service: 'themes',
    procedure: 'store.setLayout',
    kind: 'mutation',
    body: storeLayoutSchema,
    output: storeLayoutViewSchema,
    envelope: 'data',
    summary: 'Replace the storefront layout: navigation links, announcement bar and footer text.',
  },
  {
    method: 'POST',
    path: '/dev/v1/store/domains/additional',
    scopes: ['store.write'],
    service: 'themes',
    procedure: 'store.addDomain',
    kind: 'mutation',
    body: addDomainInputSchema,
    output: additionalDomainSchema,
    envelope: 'data',
    status: 201,
    summary: 'Add a host name; the answer names the DNS TXT record that proves you control it.',
  },
  {
    method: 'GET',
    path: '/dev/v1/store/domains/additional/{id}/verification',
    scopes: ['store.read'],
    service: 'themes',
    procedure: 'store.verifyDomain',
    kind: 'query',
    output: additionalDomainSchema,
    envelope: 'data',
    summary: 'Look the TXT record up now: pending (not there yet), verified, or failed (another value).',
  },
];
