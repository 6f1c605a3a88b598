import { z } from 'zod';
import { CREDENTIAL_KINDS } from './principal';
import { RESOURCE_GROUPS } from './scopes';

/**
 * `GET /dev/v1/me/capabilities`. The spec names `enabledPaymentMethods`, `features` and
 * `nativeCryptoCheckout` in camelCase, so this whole record is camelCase.
 */
export const capabilitiesSchema = z.object({
  scopes: z.array(z.string()),
  fullAccess: z.boolean(),
  readable: z.array(z.enum(RESOURCE_GROUPS)),
  writable: z.array(z.enum(RESOURCE_GROUPS)),
  /**
   * For a `member_session` token, `id` is its dashboard session, `memberId` its member and
   * `authenticatedAt` when (epoch seconds) the member last proved who they are in that session.
   */
  credential: z.object({
    type: z.enum(CREDENTIAL_KINDS),
    id: z.string(),
    memberId: z.string().optional(),
    authenticatedAt: z.number().int().optional(),
  }),
  enabledPaymentMethods: z.array(z.string()),
  features: z.object({
    nativeCryptoCheckout: z.object({ enabled: z.boolean(), gateways: z.array(z.string()) }),
  }),
  oauthClient: z.object({ clientId: z.string(), name: z.string() }).nullable(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;
