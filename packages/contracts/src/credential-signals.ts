import { z } from 'zod';
import { idSchema } from './common';

/**
 * The oauth service announces, right after committing, any change that alters what a bearer
 * token of a shop resolves to: a key revoked or re-scoped, an OAuth grant revoked, a member
 * removed or demoted, a dashboard session ended (its `shdt_` tokens die with it) or stepped up (its principal's `authenticated_at` moves), the shop suspended or moved to another plan; also a change of the shop's
 * payment methods, which no token shows but every oauth replica's shop cache must drop. The
 * reseller service does the same for reseller keys: a key revoked, a reseller suspended or
 * reactivated, the program turned on or off. Gateways drop the shop's
 * cached principals when they hear it (docs/adr/0005-credential-cache.md).
 *
 * A signal, not a domain event: it carries no business fact, is not written to the outbox and
 * never becomes a webhook; losing one only means the cache holds the entry until its TTL.
 */
export const CREDENTIALS_CHANGED_SIGNAL = 'platform:credentials_changed';

export const CREDENTIAL_CHANGE_REASONS = [
  'api_key_revoked',
  'api_key_scopes_changed',
  'shop_status_changed',
  'shop_plan_changed',
  'shop_payment_methods_changed',
  'member_role_changed',
  'member_removed',
  'oauth_app_uninstalled',
  'oauth_app_deleted',
  'oauth_token_revoked',
  'dashboard_session_ended',
  'dashboard_session_stepped_up',
  'reseller_key_revoked',
  'reseller_status_changed',
  'reseller_program_changed',
] as const;
export type CredentialChangeReason = (typeof CREDENTIAL_CHANGE_REASONS)[number];

export const credentialsChangedSchema = z.object({
  shop_id: idSchema,
  reason: z.enum(CREDENTIAL_CHANGE_REASONS),
});
export type CredentialsChanged = z.infer<typeof credentialsChangedSchema>;
