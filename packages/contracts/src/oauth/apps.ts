import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { scopeListSchema } from '../scopes';
import { redirectUriSchema } from './redirect-uri';

export const OAUTH_CLIENT_TYPES = ['confidential', 'public'] as const;
export const oauthClientTypeSchema = z.enum(OAUTH_CLIENT_TYPES);
export type OauthClientType = z.infer<typeof oauthClientTypeSchema>;

/**
 * An OAuth app as listed: never its secret. A `public` app (a browser or native app that
 * cannot keep a secret) has none, and must use PKCE.
 */
export const oauthAppSchema = z.object({
  id: idSchema,
  shop_id: idSchema,
  name: z.string(),
  client_id: z.string(),
  client_type: oauthClientTypeSchema,
  /** The first characters of the current secret, to tell rotations apart; null for public apps. */
  secret_prefix: z.string().nullable(),
  redirect_uris: z.array(z.string()),
  scopes: z.array(z.string()),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  secret_rotated_at: unixSeconds.nullable(),
});
export type OauthApp = z.infer<typeof oauthAppSchema>;

export const oauthAppNameSchema = z.string().trim().min(1).max(100);

export const createOauthAppInputSchema = z.object({
  shop_id: idSchema,
  name: oauthAppNameSchema,
  redirect_uris: z
    .array(redirectUriSchema)
    .min(1, 'An app needs at least one redirect URI.')
    .max(10)
    .refine((uris) => new Set(uris).size === uris.length, 'Redirect URIs must be distinct.'),
  scopes: scopeListSchema.min(1, 'An app needs at least one scope.'),
  client_type: oauthClientTypeSchema.default('confidential'),
});
export type CreateOauthAppInput = z.infer<typeof createOauthAppInputSchema>;

/** The only answers that carry a client secret: creation and rotation. */
export const createdOauthAppSchema = z.object({
  client_id: z.string(),
  client_secret: z.string().nullable(),
  app: oauthAppSchema,
});
export type CreatedOauthApp = z.infer<typeof createdOauthAppSchema>;

export const oauthAppRefSchema = z.object({ client_id: z.string().min(1).max(64) });

/** An app authorized on a shop, and who approved it. */
export const oauthInstallationSchema = z.object({
  id: idSchema,
  shop_id: idSchema,
  app: z.object({ client_id: z.string(), name: z.string() }),
  scopes: z.array(z.string()),
  approved_by: z.object({ member_id: idSchema.nullable(), email: z.string().nullable() }),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  revoked_at: unixSeconds.nullable(),
  active_token_families: z.number().int().nonnegative(),
});
export type OauthInstallation = z.infer<typeof oauthInstallationSchema>;

/** `POST /dev/v1/oauth-apps`: an app registered by the caller's own shop. */
export const registerShopAppInputSchema = z.strictObject(
  createOauthAppInputSchema.omit({ shop_id: true }).shape,
);

/** `PATCH /dev/v1/oauth-apps/{client_id}`: any of its name, redirect URIs and scopes. */
export const updateOauthAppInputSchema = z.strictObject({
  client_id: oauthAppRefSchema.shape.client_id,
  name: oauthAppNameSchema.optional(),
  redirect_uris: createOauthAppInputSchema.shape.redirect_uris.optional(),
  scopes: createOauthAppInputSchema.shape.scopes.optional(),
});

export const deletedOauthAppSchema = z.object({ deleted: z.literal(true), client_id: z.string() });
export const oauthAppListSchema = z.array(oauthAppSchema);
export const oauthInstallationListSchema = z.array(oauthInstallationSchema);
/** `/dev/v1/oauth-installations/{id}`: any text, so an id that cannot exist is a 404 (as `apiKeyRefSchema`). */
export const oauthInstallationRefSchema = z.object({ id: z.string().min(1).max(64) });
