import { z } from 'zod';
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
  credential: z.object({ type: z.enum(['api_key', 'oauth_token']), id: z.string() }),
  enabledPaymentMethods: z.array(z.string()),
  features: z.object({
    nativeCryptoCheckout: z.object({ enabled: z.boolean(), gateways: z.array(z.string()) }),
  }),
  oauthClient: z.object({ clientId: z.string(), name: z.string() }).nullable(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;
