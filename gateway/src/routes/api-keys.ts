import {
  apiKeyListSchema,
  apiKeySummarySchema,
  createdApiKeySchema,
  createShopApiKeyInputSchema,
  updateApiKeyInputSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

/**
 * The shop's API keys (docs/oauth.md "API keys"): what the dashboard's key page calls. Only the
 * shop's own credentials manage keys, each only keys whose scopes (before and after) it holds
 * itself (docs/oauth.md "Who may change what").
 */
export const apiKeyRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/api-keys',
    scopes: ['api_keys.read'],
    service: 'oauth',
    procedure: 'apiKeys.list',
    kind: 'query',
    output: apiKeyListSchema,
    envelope: 'data',
    summary:
      'The shop’s API keys, oldest first: name, `prefix` (never the secret), scopes, `created_by` (the member, key or operator that made it), when created and last used, and `revoked_at` for revoked ones.',
  },
  {
    method: 'POST',
    path: '/dev/v1/api-keys',
    scopes: ['api_keys.write'],
    service: 'oauth',
    procedure: 'apiKeys.create',
    kind: 'mutation',
    body: createShopApiKeyInputSchema,
    output: createdApiKeySchema,
    envelope: 'data',
    status: 201,
    summary:
      'Create a key with the given scopes: `api_key` is the full key, shown in this answer only. A credential can grant only scopes it holds (403 `BEYOND_AUTHORITY` otherwise); an app’s token cannot manage keys.',
  },
  {
    method: 'PATCH',
    path: '/dev/v1/api-keys/{id}',
    scopes: ['api_keys.write'],
    service: 'oauth',
    procedure: 'apiKeys.updateScopes',
    kind: 'mutation',
    body: updateApiKeyInputSchema.omit({ id: true }),
    output: apiKeySummarySchema,
    envelope: 'data',
    summary:
      'Replace a key’s scopes; effective on the key’s next request. The key’s current and new scopes must both lie within the calling credential’s (403 `BEYOND_AUTHORITY`). A revoked key cannot be changed (400).',
  },
  {
    method: 'DELETE',
    path: '/dev/v1/api-keys/{id}',
    scopes: ['api_keys.write'],
    service: 'oauth',
    procedure: 'apiKeys.revoke',
    kind: 'mutation',
    output: apiKeySummarySchema,
    envelope: 'data',
    summary:
      'Revoke a key for good: its next request is 401. Its scopes must lie within the calling credential’s (403 `BEYOND_AUTHORITY`). Revoking it again answers the same record.',
  },
];
