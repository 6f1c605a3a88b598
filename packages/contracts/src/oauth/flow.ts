import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { memberRoleSchema } from './members';

/**
 * The authorization request (RFC 6749 §4.1.1 plus PKCE, RFC 7636) as the browser sent it:
 * every parameter is optional text here, since telling the client what is missing or wrong is
 * the authorization server's job, and how depends on which parameter it is (§4.1.2.1).
 */
export const authorizeParamsSchema = z.object({
  response_type: z.string().max(64).optional(),
  client_id: z.string().max(64).optional(),
  redirect_uri: z.string().max(2000).optional(),
  scope: z.string().max(2000).optional(),
  state: z.string().max(1000).optional(),
  code_challenge: z.string().max(256).optional(),
  code_challenge_method: z.string().max(32).optional(),
});
export type AuthorizeParams = z.infer<typeof authorizeParamsSchema>;
export const AUTHORIZE_PARAM_NAMES = Object.keys(authorizeParamsSchema.shape) as (keyof AuthorizeParams)[];

const appSummary = z.object({ client_id: z.string(), name: z.string(), publisher: z.string() });

/**
 * What the authorize page shows, decided by the oauth service:
 * - `error_page`: the client or redirect URI cannot be trusted, so nothing is redirected;
 * - `redirect`: an RFC 6749 error (or, after a decision, the code) goes back to the client;
 * - `login`: nobody is signed in;
 * - `consent`: a signed-in member sees the app and its scopes (and, if their role may not
 *   approve, why not).
 */
export const authorizeViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('error_page'), message: z.string() }),
  z.object({ kind: z.literal('redirect'), redirect_url: z.string() }),
  z.object({ kind: z.literal('login'), app: appSummary, params: authorizeParamsSchema }),
  z.object({
    kind: z.literal('consent'),
    app: appSummary,
    shop: z.object({ id: idSchema, name: z.string() }),
    member: z.object({ email: z.string(), role: memberRoleSchema }),
    scopes: z.array(z.string()),
    params: authorizeParamsSchema,
    csrf: z.string(),
    /** Null when the member may approve; otherwise the reason shown instead of Approve. */
    refusal: z.string().nullable(),
  }),
]);
export type AuthorizeView = z.infer<typeof authorizeViewSchema>;

/** Where a browser request came from, for the security trails. */
export const clientInfoSchema = z.object({
  ip: z.string().max(64).nullable(),
  user_agent: z.string().max(512).nullable(),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

export const authorizeInputSchema = z.object({
  params: authorizeParamsSchema,
  /** Parameters the query repeated; RFC 6749 §3.1 forbids that. */
  duplicated: z.array(z.string().max(64)).max(20).default([]),
  session_token: z.string().max(128).nullable(),
});

export const dashboardLoginInputSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(256),
  /** The shop's slug: needed only when the same email and password open several shops. */
  shop: z.string().max(120).optional(),
  /** A member with two-factor sign-in on sends one of these (docs/oauth.md "Dashboard sign-in"). */
  totp_code: z.string().trim().min(1).max(64).optional(),
  recovery_code: z.string().trim().min(1).max(64).optional(),
  /** The browser's device cookie (`shopforge_device`), when it has one. */
  device_token: z.string().max(128).optional(),
  client: clientInfoSchema,
});

/** A successful sign-in: the session, and the browser's new device cookie (docs/oauth.md "Sign-in limits"). */
export const dashboardSessionSchema = z.object({
  session_id: idSchema,
  session_token: z.string(),
  expires_at: unixSeconds,
  device_token: z.string(),
  device_expires_at: unixSeconds,
});
export type DashboardSession = z.infer<typeof dashboardSessionSchema>;

export const AUTHORIZE_DECISIONS = ['approve', 'deny'] as const;

export const authorizeDecisionInputSchema = z.object({
  params: authorizeParamsSchema,
  session_token: z.string().max(128),
  csrf: z.string().max(128),
  decision: z.enum(AUTHORIZE_DECISIONS),
  client: clientInfoSchema,
});

export const dashboardLogoutInputSchema = z.object({
  session_token: z.string().max(128),
  csrf: z.string().max(128),
  client: clientInfoSchema,
});
