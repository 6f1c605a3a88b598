import {
  createdOauthAppSchema,
  deletedOauthAppSchema,
  oauthAppListSchema,
  oauthAppSchema,
  oauthInstallationListSchema,
  oauthInstallationSchema,
  registerShopAppInputSchema,
  updateOauthAppInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/**
 * The shop's OAuth apps and the apps installed on it (docs/oauth.md "Apps through the Developer
 * API"): what the dashboard's apps page calls. Only the shop's own credentials manage them,
 * each only apps and installations whose scopes it holds itself (docs/oauth.md "Who may change
 * what").
 */
export const oauthAppRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/oauth-apps',
    scopes: ['oauth_apps.read'],
    service: 'oauth',
    procedure: 'shopApps.list',
    kind: 'query',
    output: oauthAppListSchema,
    envelope: 'data',
    summary: 'The OAuth apps the shop registered, oldest first (the secret’s prefix only).',
  },
  {
    method: 'POST',
    path: '/dev/v1/oauth-apps',
    scopes: ['oauth_apps.write'],
    service: 'oauth',
    procedure: 'shopApps.register',
    kind: 'mutation',
    body: registerShopAppInputSchema,
    output: createdOauthAppSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Register an app: its name, redirect URIs (https, or http on loopback), scopes and `client_type`. A confidential app’s `client_secret` is in this answer only. Its scopes must lie within the calling credential’s (403 `BEYOND_AUTHORITY`).',
  },
  {
    method: 'PATCH',
    path: '/dev/v1/oauth-apps/{client_id}',
    scopes: ['oauth_apps.write'],
    service: 'oauth',
    procedure: 'shopApps.update',
    kind: 'mutation',
    body: updateOauthAppInputSchema.omit({ client_id: true }),
    output: oauthAppSchema,
    envelope: 'data',
    summary:
      'Change an app’s name, redirect URIs or scopes. Installations keep the scopes their member approved; the next consent asks for the new ones. The app’s current and new scopes must lie within the calling credential’s (403 `BEYOND_AUTHORITY`).',
  },
  {
    method: 'POST',
    path: '/dev/v1/oauth-apps/{client_id}/rotate-secret',
    scopes: ['oauth_apps.write'],
    service: 'oauth',
    procedure: 'shopApps.rotateSecret',
    kind: 'mutation',
    output: createdOauthAppSchema,
    envelope: 'data',
    summary:
      'A new client secret, in this answer only; the old one stops working at once, tokens already issued keep working. A public app is 400; an app with scopes beyond the calling credential’s is 403 `BEYOND_AUTHORITY`.',
  },
  {
    method: 'DELETE',
    path: '/dev/v1/oauth-apps/{client_id}',
    scopes: ['oauth_apps.write'],
    service: 'oauth',
    procedure: 'shopApps.delete',
    kind: 'mutation',
    output: deletedOauthAppSchema,
    envelope: 'data',
    summary:
      'Delete an app: it is uninstalled everywhere, and every token it holds stops working. Its scopes must lie within the calling credential’s (403 `BEYOND_AUTHORITY`).',
  },
  {
    method: 'GET',
    path: '/dev/v1/oauth-installations',
    scopes: ['oauth_apps.read'],
    service: 'oauth',
    procedure: 'shopApps.installations',
    kind: 'query',
    output: oauthInstallationListSchema,
    envelope: 'data',
    summary:
      'The apps installed on the shop: their scopes, who approved them, when, and their live token families.',
  },
  {
    method: 'DELETE',
    path: '/dev/v1/oauth-installations/{id}',
    scopes: ['oauth_apps.write'],
    service: 'oauth',
    procedure: 'shopApps.revokeInstallation',
    kind: 'mutation',
    output: oauthInstallationSchema,
    envelope: 'data',
    summary:
      'Uninstall an app: every token it holds on the shop stops working on its next request. The scopes it was granted must lie within the calling credential’s (403 `BEYOND_AUTHORITY`).',
  },
];
