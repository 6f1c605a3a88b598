import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { cursorPage, cursorQuerySchema } from '../pagination';

/**
 * What the security trails record (`GET /dev/v1/security/audit-trail`). The oauth service's own
 * acts are written in the same transaction as the act; the changes other services announce
 * (`SECURITY_NOTICE_TYPES`: money settings, webhooks that receive license keys) are written from
 * the event the change put in its own outbox (`security:setting_changed`), once per event.
 */
export const SECURITY_EVENT_TYPES = [
  'api_key.created',
  'api_key.revoked',
  'api_key.scopes_changed',
  'oauth_app.created',
  'oauth_app.updated',
  'oauth_app.secret_rotated',
  'oauth_app.deleted',
  'oauth_app.authorized',
  'oauth_app.denied',
  'oauth_app.uninstalled',
  'oauth_token.issued',
  'oauth_token.refreshed',
  'oauth_token.revoked',
  'oauth_code.reused',
  'oauth_refresh_token.reused',
  'member.created',
  'member.role_changed',
  'member.removed',
  'member.login',
  'member.login_failed',
  'member.logout',
  'member.locked_out',
  'member.sign_in_throttled',
  'member.stepped_up',
  'member.sessions_revoked',
  'member.two_factor_enabled',
  'member.two_factor_disabled',
  'member.recovery_code_used',
  'payment_provider.connected',
  'payment_provider.disconnected',
  'crypto_wallet.registered',
  'crypto_wallet.removed',
  'webhook.license_keys_subscribed',
  'webhook.license_keys_url_changed',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SECURITY_ACTOR_TYPES = ['member', 'operator', 'oauth_app', 'api_key', 'system'] as const;
export type SecurityActorType = (typeof SECURITY_ACTOR_TYPES)[number];

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export const securityDetailsSchema = z.record(z.string(), detailValue);
export type SecurityDetails = z.infer<typeof securityDetailsSchema>;

export const securityEventSchema = z.object({
  id: idSchema,
  type: z.enum(SECURITY_EVENT_TYPES),
  occurred_at: unixSeconds,
  /**
   * Who did it: a member (by id and email), the platform operator, an OAuth app, an API key of
   * the shop (by id and prefix), or the system.
   */
  actor: z.object({
    type: z.enum(SECURITY_ACTOR_TYPES),
    id: z.string().nullable(),
    label: z.string().nullable(),
  }),
  /** The dashboard session it happened in, if any (`GET /security/session-trail/{session_id}`). */
  session_id: idSchema.nullable(),
  /** What it was done to. */
  subject: z.object({ type: z.string(), id: z.string() }),
  details: securityDetailsSchema,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const auditTrailQuerySchema = cursorQuerySchema.extend({
  type: z.enum(SECURITY_EVENT_TYPES).optional(),
});
export const auditTrailInputSchema = z.object({
  cursor: z.string().min(1).max(1024).optional(),
  limit: z.number().int().min(1).max(100).default(50),
  type: z.enum(SECURITY_EVENT_TYPES).optional(),
});
export const securityEventListSchema = cursorPage(securityEventSchema);

export const sessionTrailQuerySchema = cursorQuerySchema;
export const sessionTrailInputSchema = z.object({
  session_id: z.string().max(64),
  cursor: z.string().min(1).max(1024).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
