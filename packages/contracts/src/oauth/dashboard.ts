import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { clientInfoSchema, dashboardSessionSchema } from './flow';
import { memberRoleSchema } from './members';

/**
 * The merchant dashboard's session layer (docs/oauth.md "Dashboard sign-in",
 * docs/adr/0010-dashboard-sessions.md): the gateway's `/dashboard/api/*` JSON routes, and what
 * they ask the oauth service.
 */

/** A dashboard token: minted from a signed-in session, used as a bearer on `/dev/v1`. */
export const DASHBOARD_TOKEN_PREFIX = 'shdt_';
export const DASHBOARD_TOKEN_LENGTH = 48;
export const DASHBOARD_TOKEN_PATTERN = new RegExp(
  `^${DASHBOARD_TOKEN_PREFIX}[A-Za-z0-9]{${DASHBOARD_TOKEN_LENGTH}}$`,
);
/** Short, so a leaked token is worth little; the page asks for a new one as it needs. */
export const DASHBOARD_TOKEN_TTL_SECONDS = 300;

/**
 * The browser's device cookie (docs/oauth.md "Sign-in limits"): issued at each successful
 * sign-in, it lets that browser sign in to the same email while strangers' failures hold the
 * email back, within a failure budget of its own.
 */
export const DEVICE_COOKIE = 'shopforge_device';

/** Recovery codes handed out when two-factor sign-in is turned on, each good once. */
export const RECOVERY_CODE_COUNT = 10;

/** Subcodes of a refused sign-in, telling the page what to do next. */
export const SIGN_IN_SUBCODES = {
  /** 401: the password was right; ask for `totp_code` (or a `recovery_code`). */
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
} as const;

const code = z.string().trim().min(1).max(64);
/** The device cookie's value as the gateway passes it on; anything longer is no cookie of ours. */
const deviceToken = z.string().max(128).optional();

/** `POST /dashboard/api/session`. */
export const dashboardSignInBodySchema = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(256),
  /** Needed only when the same email and password open several shops. */
  shop_id: idSchema.optional(),
  totp_code: code.optional(),
  recovery_code: code.optional(),
  /** The login double-submit token (`GET /dashboard/api/login`). */
  csrf_token: z.string().max(128),
});

/** What `GET /dashboard/api/session` (and a sign-in) answers inside `data`. */
export const dashboardSessionViewSchema = z.object({
  member: z.object({ id: idSchema, email: z.string(), role: memberRoleSchema }),
  shop: z.object({ id: idSchema, name: z.string() }),
  /** Sent back as `X-CSRF-Token` on every state-changing `/dashboard/api/*` call. */
  csrf_token: z.string(),
  two_factor: z.object({ enabled: z.boolean() }),
  expires_at: unixSeconds,
  /** When the member last proved who they are in this session: the sign-in or a later step-up. */
  authenticated_at: unixSeconds,
});
export type DashboardSessionView = z.infer<typeof dashboardSessionViewSchema>;

/** `POST /dashboard/api/token`. */
export const dashboardTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scopes: z.array(z.string()),
});
export type DashboardToken = z.infer<typeof dashboardTokenSchema>;

/**
 * `POST /dashboard/api/step-up`: one proof. A member with two-factor sign-in on steps up with a
 * code, a member without it with the password (docs/oauth.md "Step-up").
 */
export const stepUpBodySchema = z
  .strictObject({
    password: z.string().min(1).max(256).optional(),
    totp_code: code.optional(),
    recovery_code: code.optional(),
  })
  .refine(
    (body) => [body.password, body.totp_code, body.recovery_code].filter((v) => v !== undefined).length === 1,
    { message: 'Send exactly one of password, totp_code or recovery_code.', path: ['password'] },
  );
export const stepUpAnswerSchema = z.object({ authenticated_at: unixSeconds });

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export const twoFactorCodeBodySchema = z.strictObject({ code });
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

// What the gateway asks the oauth service (internal procedures `dashboard.*`).

export const dashboardSignInInputSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(256),
  shop_id: idSchema.optional(),
  totp_code: code.optional(),
  recovery_code: code.optional(),
  device_token: deviceToken,
  client: clientInfoSchema,
});
export const dashboardSignedInSchema = z.object({
  session: dashboardSessionSchema,
  view: dashboardSessionViewSchema,
});

export const dashboardSessionRefSchema = z.object({
  session_token: z.string().max(128),
  client: clientInfoSchema,
});
/** A state-changing call: the session's CSRF token (the `X-CSRF-Token` header) comes along. */
export const dashboardSessionActionSchema = dashboardSessionRefSchema.extend({ csrf: z.string().max(128) });
/** An action that checks a password or a code: it meets the sign-in limits, device cookie included. */
const provingActionSchema = dashboardSessionActionSchema.extend({ device_token: deviceToken });
export const dashboardTwoFactorInputSchema = provingActionSchema.extend({ code });
export const dashboardStepUpInputSchema = provingActionSchema.extend({
  password: z.string().max(256).optional(),
  totp_code: code.optional(),
  recovery_code: code.optional(),
});
