import { z } from 'zod';
import { resellerBalanceSchema } from './ledger';
import { resellerKeySchema } from './principal';

/**
 * The reseller's customer portal (server-rendered pages on the gateway): the invitation link
 * (`/portal/reseller/invitations/{id}?token=…`) opens it, accepting starts a session, and the
 * session page shows the balance and manages Reseller API keys.
 */
export const PORTAL_SESSION_COOKIE = 'sf_reseller_portal';

const token = z.string().min(16).max(128);

export const invitationLinkInputSchema = z.object({ invitation_id: z.uuid(), token });
export const portalInvitationSchema = z.object({
  invitation_id: z.string(),
  shop_name: z.string(),
  email: z.string(),
  mode: z.string(),
  currency: z.string(),
  product_count: z.number().int(),
  status: z.enum(['PENDING', 'ACCEPTED']),
});
export const portalSessionSchema = z.object({ session_token: z.string(), expires_at: z.number().int() });

export const portalSessionInputSchema = z.object({ session_token: token });
export const portalViewSchema = z.object({
  reseller: z.object({ id: z.string(), email: z.string(), status: z.string() }),
  shop_name: z.string(),
  balance: resellerBalanceSchema,
  keys: z.array(resellerKeySchema),
  /** Echoed in every form of the page; checked on every change (CSRF). */
  csrf: z.string(),
});
export type PortalView = z.infer<typeof portalViewSchema>;

export const portalCreateKeyInputSchema = portalSessionInputSchema.extend({
  csrf: z.string().max(128),
  name: z.string().trim().max(100).optional(),
});
export const portalRevokeKeyInputSchema = portalSessionInputSchema.extend({
  csrf: z.string().max(128),
  key_id: z.uuid(),
});
