import { z } from 'zod';
import { idSchema } from './common';
import { planSchema } from './plans';
import { shopStatusSchema } from './shop';

export const CREDENTIAL_KINDS = ['api_key', 'oauth_token'] as const;

/**
 * Who is calling, as resolved by the oauth service from a bearer token. The gateway derives
 * the tenant from this alone and forwards it to services; request bodies never name the shop.
 */
export const principalSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS),
  shop_id: idSchema,
  shop_status: shopStatusSchema,
  plan: planSchema,
  /** The shop's currency, the default of records created without one. */
  currency: z.string(),
  credential_id: idSchema,
  scopes: z.array(z.string()),
  oauth_client_id: z.string().nullable(),
});
export type Principal = z.infer<typeof principalSchema>;

export const resolveTokenInputSchema = z.object({ token: z.string().max(512) });
export const resolveTokenOutputSchema = z.object({
  principal: principalSchema.nullable(),
  /**
   * When the credential stops being valid by itself (epoch ms on the oauth service's clock):
   * an OAuth access token's expiry, null for API keys. A cache must not keep the principal
   * past it.
   */
  expires_at: z.number().int().nullable(),
});
export type ResolvedToken = z.infer<typeof resolveTokenOutputSchema>;
