import { z } from 'zod';
import { idSchema, unixSeconds } from './common';
import { scopeListSchema } from './scopes';

export const API_KEY_PREFIX = 'shx_';
export const API_KEY_BODY_LENGTH = 32;

/** Who makes keys: a member through the dashboard, another key, or the operator (CLI, a new shop). */
export const API_KEY_CREATOR_TYPES = ['member', 'api_key', 'operator'] as const;
export type ApiKeyCreatorType = (typeof API_KEY_CREATOR_TYPES)[number];

/**
 * Who made a key: `{type: "member", id: <member id>}`, `{type: "api_key", id: <key id>}` or
 * `{type: "operator", id: null}`. Removing a member revokes the keys they made and, in turn, the
 * keys those keys made.
 */
export const apiKeyCreatorSchema = z.object({
  type: z.enum(API_KEY_CREATOR_TYPES),
  id: idSchema.nullable(),
});
export type ApiKeyCreator = z.infer<typeof apiKeyCreatorSchema>;

/** A merchant key as listed: never the secret, only the prefix shown for recognition. */
export const apiKeySummarySchema = z.object({
  id: idSchema,
  shop_id: idSchema,
  name: z.string().nullable(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  created_by: apiKeyCreatorSchema,
  created_at: unixSeconds,
  last_used_at: unixSeconds.nullable(),
  revoked_at: unixSeconds.nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

export const createApiKeyInputSchema = z.object({
  shop_id: idSchema,
  name: z.string().trim().min(1).max(120).optional(),
  scopes: scopeListSchema.min(1, 'A key needs at least one scope.'),
});

/** The only response that ever carries the full key. */
export const createdApiKeySchema = z.object({
  key_id: idSchema,
  api_key: z.string(),
  scopes: z.array(z.string()),
  key: apiKeySummarySchema,
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `POST /dev/v1/api-keys`: a key for the caller's own shop. */
export const createShopApiKeyInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  scopes: scopeListSchema.min(1, 'A key needs at least one scope.'),
});

/**
 * `/dev/v1/api-keys/{id}`. Any text up to 64 characters, as every path reference of the API: an
 * id that cannot exist is the key's 404, not a validation error.
 */
export const apiKeyRefSchema = z.object({ id: z.string().min(1).max(64) });

/** `PATCH /dev/v1/api-keys/{id}`: the key's new scopes (all of them; they replace the old ones). */
export const updateApiKeyInputSchema = z.strictObject({
  id: apiKeyRefSchema.shape.id,
  scopes: scopeListSchema.min(1, 'A key needs at least one scope.'),
});
export const apiKeyListSchema = z.array(apiKeySummarySchema);
