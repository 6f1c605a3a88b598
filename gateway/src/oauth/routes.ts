import {
  AUTHORIZE_PARAM_NAMES,
  type AuthorizeParams,
  type AuthorizeView,
  authorizationServerMetadataSchema,
  authorizeViewSchema,
  DASHBOARD_SESSION_COOKIE,
  type DashboardSession,
  dashboardSessionSchema,
  introspectAnswerSchema,
  revokeAnswerSchema,
  SIGN_IN_SUBCODES,
  tokenAnswerSchema,
} from '@shopforge/contracts';
import { AppError, toAppError } from '@shopforge/errors';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { GatewayStores } from '../stores';
import type { ServiceClients } from '../upstream/clients';
import { deviceTokenOf, setDeviceCookie } from '../dashboard/device-cookie';
import { clearSessionCookie, setSessionCookie } from '../dashboard/session-cookie';
import { readCookie } from '../public/cookies';
import { asPage, pageCaller, sendPage } from '../public/page-response';
import { loginCsrfToken, loginCsrfValid } from './login-csrf';
import { loginWait } from './login-limit';
import { renderAuthorizeError, renderConsent, renderLogin } from './pages';
import { oauthBody, sendOauthJson, TokenRequestError, tokenEndpointInput } from './token-request';

const AUTHORIZE_PATH = '/dev/v1/oauth/authorize';
const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 30 });

const loginForm = z.object({
  csrf: z.string().max(128).default(''),
  email: z.string().max(254).default(''),
  password: z.string().max(256).default(''),
  shop: z.string().max(120).optional(),
  /** Two-factor sign-in: six digits are the app's code, anything else a recovery code. */
  code: z.string().max(64).optional(),
});
const decisionForm = z.object({
  csrf: z.string().max(128).default(''),
  decision: z.enum(['approve', 'deny']),
});
const csrfForm = z.object({ csrf: z.string().max(128).default('') });

/** The authorization request's parameters of a query or a form; repeated ones are named apart. */
function authorizeParams(source: Record<string, unknown>): { params: AuthorizeParams; duplicated: string[] } {
  const params: AuthorizeParams = {};
  const duplicated: string[] = [];
  for (const name of AUTHORIZE_PARAM_NAMES) {
    const value = source[name];
    if (typeof value === 'string') params[name] = value.slice(0, 2000);
    else if (Array.isArray(value)) duplicated.push(name);
  }
  return { params, duplicated };
}

function authorizeUrl(params: AuthorizeParams): string {
  const query = new URLSearchParams();
  for (const name of AUTHORIZE_PARAM_NAMES) {
    const value = params[name];
    if (value !== undefined) query.set(name, value);
  }
  return `${AUTHORIZE_PATH}?${query.toString()}`;
}

const clientOf = (req: Request) => ({
  ip: req.ip ?? null,
  user_agent: req.get('user-agent')?.slice(0, 512) ?? null,
});

/**
 * OAuth 2.0 for installable apps (docs/oauth.md): the hosted authorize, sign-in and consent
 * pages (server-rendered, no script, CSRF-protected forms), the token endpoint with RFC 6749
 * JSON answers, revocation, introspection and the RFC 8414 metadata. The oauth service makes
 * every decision; this router speaks HTTP.
 */
export function oauthRoutes(clients: ServiceClients, stores: GatewayStores): Router {
  const router = Router();
  const call = pageCaller(clients, 'oauth');
  const view = (res: Response, params: AuthorizeParams, duplicated: string[], sessionToken: string | null) =>
    call(res, authorizeViewSchema, 'query', 'oauthFlow.authorize', {
      params,
      duplicated,
      session_token: sessionToken,
    });

  function show(req: Request, res: Response, shown: AuthorizeView, status = 200): void {
    if (shown.kind === 'error_page') sendPage(res, 400, renderAuthorizeError(shown.message));
    else if (shown.kind === 'redirect') res.redirect(303, shown.redirect_url);
    else if (shown.kind === 'login')
      sendPage(res, status, renderLogin(shown, { csrf: loginCsrfToken(req, res) }));
    else sendPage(res, status, renderConsent(shown));
  }

  router.get(
    AUTHORIZE_PATH,
    asPage(async (req, res) => {
      const { params, duplicated } = authorizeParams(req.query);
      show(req, res, await view(res, params, duplicated, readCookie(req, DASHBOARD_SESSION_COOKIE)));
    }),
  );

  router.post(
    '/dev/v1/oauth/login',
    form,
    asPage(async (req, res) => {
      const { params } = authorizeParams(req.body);
      const fields = loginForm.safeParse(req.body);
      const { csrf, code, ...credentials } = fields.success
        ? fields.data
        : { csrf: '', code: undefined, email: '', password: '' };
      const relogin = async (status: number, error: string, ask: { shop?: boolean; code?: boolean } = {}) => {
        const shown = await view(res, params, [], null);
        if (shown.kind !== 'login') return show(req, res, shown);
        const token = loginCsrfToken(req, res);
        sendPage(
          res,
          status,
          renderLogin(shown, {
            error,
            email: credentials.email,
            askShop: ask.shop ?? false,
            askCode: ask.code ?? false,
            csrf: token,
          }),
        );
      };
      // Checked before the password, so a forged post learns nothing and costs no hash.
      if (!loginCsrfValid(req, csrf)) {
        return relogin(403, 'This sign-in form has expired. Please sign in again.');
      }
      const wait = await loginWait(stores.rateLimiter, req.ip ?? 'unknown');
      if (wait > 0) {
        res.setHeader('Retry-After', String(wait));
        return relogin(429, `Too many sign-in attempts. Try again in ${wait} seconds.`);
      }
      let session: DashboardSession;
      try {
        const second = code?.trim()
          ? /^\d{6}$/.test(code.trim())
            ? { totp_code: code.trim() }
            : { recovery_code: code.trim() }
          : {};
        session = await call(res, dashboardSessionSchema, 'mutation', 'oauthFlow.login', {
          ...credentials,
          ...second,
          device_token: deviceTokenOf(req),
          client: clientOf(req),
        });
      } catch (error) {
        const appError = toAppError(error);
        const askCode = appError.subcode === SIGN_IN_SUBCODES.twoFactorRequired;
        if (appError.code === 'UNAUTHORIZED') return relogin(401, appError.message, { code: askCode });
        if (appError.code === 'VALIDATION_ERROR') return relogin(422, appError.message, { shop: true });
        if (appError.code === 'RATE_LIMITED') {
          const retryAfter = appError.extra?.retry_after;
          if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
          return relogin(429, appError.message);
        }
        throw error;
      }
      // The dashboard's session too (dashboard/session-cookie.ts): one sign-in for both.
      setSessionCookie(res, session.session_token, session.expires_at);
      setDeviceCookie(res, session.device_token, session.device_expires_at);
      res.redirect(303, authorizeUrl(params));
    }),
  );

  router.post(
    AUTHORIZE_PATH,
    form,
    asPage(async (req, res) => {
      const { params } = authorizeParams(req.body);
      const sessionToken = readCookie(req, DASHBOARD_SESSION_COOKIE);
      if (sessionToken === null) return show(req, res, await view(res, params, [], null), 401);
      const fields = decisionForm.safeParse(req.body);
      if (!fields.success) throw new AppError('BAD_REQUEST', 'Choose Approve or Deny.');
      const decided = await call(
        res,
        z.object({ redirect_url: z.string() }),
        'mutation',
        'oauthFlow.decide',
        {
          params,
          session_token: sessionToken,
          csrf: fields.data.csrf,
          decision: fields.data.decision,
          client: clientOf(req),
        },
      );
      // 303 so the browser follows with a GET and never re-posts the form (RFC 9700 §4.11).
      res.redirect(303, decided.redirect_url);
    }),
  );

  router.post(
    '/dev/v1/oauth/logout',
    form,
    asPage(async (req, res) => {
      const { params } = authorizeParams(req.body);
      const sessionToken = readCookie(req, DASHBOARD_SESSION_COOKIE);
      if (sessionToken !== null) {
        await call(res, z.object({ ended: z.literal(true) }), 'mutation', 'oauthFlow.logout', {
          session_token: sessionToken,
          csrf: csrfForm.parse(req.body).csrf,
          client: clientOf(req),
        });
      }
      clearSessionCookie(res);
      res.redirect(303, authorizeUrl(params));
    }),
  );

  const endpoint =
    <
      T extends z.ZodType<
        { ok: true; body: unknown } | { ok: false; status: number; body: unknown; challenge: boolean }
      >,
    >(
      procedure: string,
      schema: T,
    ) =>
    async (req: Request, res: Response, next: express.NextFunction): Promise<void> => {
      try {
        const input = tokenEndpointInput(req);
        const answer = await call(res, schema, 'mutation', procedure, input);
        if (answer.ok) sendOauthJson(res, 200, answer.body);
        else sendOauthJson(res, answer.status, answer.body, answer.challenge);
      } catch (error) {
        if (error instanceof TokenRequestError) {
          sendOauthJson(res, error.status, error.body, error.status === 401);
          return;
        }
        next(error);
      }
    };

  router.post('/dev/v1/oauth/token', oauthBody, endpoint('oauthToken.token', tokenAnswerSchema));
  router.post('/dev/v1/oauth/revoke', oauthBody, endpoint('oauthToken.revoke', revokeAnswerSchema));
  router.post(
    '/dev/v1/oauth/introspect',
    oauthBody,
    endpoint('oauthToken.introspect', introspectAnswerSchema),
  );

  router.get('/.well-known/oauth-authorization-server', async (_req, res, next) => {
    try {
      const metadata = await call(
        res,
        authorizationServerMetadataSchema,
        'query',
        'oauthToken.metadata',
        undefined,
      );
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.json(metadata);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
