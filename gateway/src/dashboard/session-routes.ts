import {
  DASHBOARD_SESSION_COOKIE,
  dashboardSessionViewSchema,
  dashboardSignedInSchema,
  dashboardSignInBodySchema,
  dashboardTokenSchema,
  recoveryCodesSchema,
  stepUpAnswerSchema,
  stepUpBodySchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { respond } from '../http/respond';
import { readBody } from '../middleware/body';
import { loginCsrfToken, loginCsrfValid } from '../oauth/login-csrf';
import { loginWait } from '../oauth/login-limit';
import { readCookie } from '../public/cookies';
import { pageCaller } from '../public/page-response';
import type { GatewayStores } from '../stores';
import type { ServiceClients } from '../upstream/clients';
import { deviceTokenOf, setDeviceCookie } from './device-cookie';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

export const DASHBOARD_API = '/dashboard/api';
/** The header every state-changing call made with the session cookie carries (docs/oauth.md). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** The gateway's one body reader: JSON only here (415 otherwise), 1 MB, 32 levels. */
const json = readBody({ method: 'POST' });
const NOT_SIGNED_IN = 'Not signed in. Sign in with POST /dashboard/api/session.';

const clientOf = (req: Request) => ({
  ip: req.ip ?? null,
  user_agent: req.get('user-agent')?.slice(0, 512) ?? null,
});

/** The JSON body through its schema: 422 naming each bad field. */
function bodyOf<T>(req: Request, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

function sessionTokenOf(req: Request): string {
  const token = readCookie(req, DASHBOARD_SESSION_COOKIE);
  if (token === null || token === '') throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  return token;
}

/** Answers `{data}`, never cached: every answer here is about one signed-in person. */
async function sendData(res: Response, data: unknown, status = 200): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  await respond(res, status, { data });
}

/** The per-source sign-in limit (oauth/login-limit.ts), for every attempt to prove who one is. */
async function limitSource(stores: GatewayStores, req: Request): Promise<void> {
  const wait = await loginWait(stores.rateLimiter, req.ip ?? 'unknown');
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', `Too many sign-in attempts. Try again in ${wait} seconds.`, {
      extra: { retry_after: wait },
    });
  }
}

type Handler = (req: Request, res: Response) => Promise<void>;
/** Errors go to the gateway's one error handler, in the API's envelope. */
const route =
  (handler: Handler) =>
  async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      await handler(req, res);
    } catch (error) {
      next(error);
    }
  };

/**
 * The merchant dashboard's session layer (docs/oauth.md "Dashboard sign-in",
 * docs/adr/0010-dashboard-sessions.md): JSON routes beside the OAuth pages, outside the
 * Developer API pipeline and so beside its route table — they take the session cookie, which
 * `/dev/v1` never reads — answering in the API's envelope. Sign-in shares the consent pages'
 * session cookie, login CSRF token, device cookie and limits; the oauth service decides
 * everything else. The dashboard does its work on `/dev/v1` with the short-lived token of
 * `POST …/token`.
 */
export function dashboardSessionRoutes(clients: ServiceClients, stores: GatewayStores): Router {
  const router = Router();
  const call = pageCaller(clients, 'oauth');
  /** A state-changing call with the cookie: the service checks the session, then the CSRF token. */
  const action = (req: Request) => ({
    session_token: sessionTokenOf(req),
    csrf: req.get(CSRF_HEADER) ?? '',
    client: clientOf(req),
  });
  /** An action that checks a password or a code: the sign-in limits, device cookie included. */
  const proving = async (req: Request, ref: ReturnType<typeof action>) => {
    await limitSource(stores, req);
    return { ...ref, device_token: deviceTokenOf(req) };
  };

  router.get(
    `${DASHBOARD_API}/login`,
    route(async (req, res) => sendData(res, { csrf_token: loginCsrfToken(req, res) })),
  );

  router.get(
    `${DASHBOARD_API}/session`,
    route(async (req, res) => {
      const view = await call(res, dashboardSessionViewSchema, 'query', 'dashboard.session', {
        session_token: sessionTokenOf(req),
        client: clientOf(req),
      });
      await sendData(res, view);
    }),
  );

  router.post(
    `${DASHBOARD_API}/session`,
    json,
    route(async (req, res) => {
      const { csrf_token: csrf, ...credentials } = bodyOf(req, dashboardSignInBodySchema);
      // Checked before the password, so a forged post learns nothing and costs no hash.
      if (!loginCsrfValid(req, csrf)) {
        throw new AppError(
          'FORBIDDEN',
          'The sign-in token is missing or stale: GET /dashboard/api/login first.',
        );
      }
      await limitSource(stores, req);
      const signedIn = await call(res, dashboardSignedInSchema, 'mutation', 'dashboard.signIn', {
        ...credentials,
        device_token: deviceTokenOf(req),
        client: clientOf(req),
      });
      const { session } = signedIn;
      setSessionCookie(res, session.session_token, session.expires_at);
      setDeviceCookie(res, session.device_token, session.device_expires_at);
      await sendData(res, signedIn.view);
    }),
  );

  router.delete(
    `${DASHBOARD_API}/session`,
    route(async (req, res) => {
      const answer = await call(
        res,
        z.object({ signed_out: z.literal(true) }),
        'mutation',
        'dashboard.signOut',
        action(req),
      );
      clearSessionCookie(res);
      await sendData(res, answer);
    }),
  );

  router.post(
    `${DASHBOARD_API}/sessions/revoke-all`,
    route(async (req, res) => {
      const answer = await call(
        res,
        z.object({ ended_sessions: z.number().int() }),
        'mutation',
        'dashboard.revokeAll',
        action(req),
      );
      clearSessionCookie(res);
      await sendData(res, answer);
    }),
  );

  router.post(
    `${DASHBOARD_API}/token`,
    route(async (req, res) => {
      res.setHeader('Pragma', 'no-cache');
      await sendData(res, await call(res, dashboardTokenSchema, 'mutation', 'dashboard.token', action(req)));
    }),
  );

  router.post(
    `${DASHBOARD_API}/two-factor/setup`,
    route(async (req, res) => {
      await sendData(
        res,
        await call(res, twoFactorSetupSchema, 'mutation', 'dashboard.twoFactorSetup', action(req)),
      );
    }),
  );

  router.post(
    `${DASHBOARD_API}/two-factor/enable`,
    json,
    route(async (req, res) => {
      const ref = action(req);
      const { code } = bodyOf(req, twoFactorCodeBodySchema);
      await sendData(
        res,
        await call(res, recoveryCodesSchema, 'mutation', 'dashboard.twoFactorEnable', { ...ref, code }),
      );
    }),
  );

  router.post(
    `${DASHBOARD_API}/two-factor/disable`,
    json,
    route(async (req, res) => {
      const ref = action(req);
      const { code } = bodyOf(req, twoFactorCodeBodySchema);
      const answer = await call(
        res,
        z.object({ enabled: z.literal(false) }),
        'mutation',
        'dashboard.twoFactorDisable',
        { ...(await proving(req, ref)), code },
      );
      await sendData(res, { two_factor: answer });
    }),
  );

  router.post(
    `${DASHBOARD_API}/step-up`,
    json,
    route(async (req, res) => {
      const ref = action(req);
      const proof = bodyOf(req, stepUpBodySchema);
      const input = { ...(await proving(req, ref)), ...proof };
      await sendData(res, await call(res, stepUpAnswerSchema, 'mutation', 'dashboard.stepUp', input));
    }),
  );

  router.all(
    `${DASHBOARD_API}/*rest`,
    route(async () => {
      throw new AppError('ROUTE_NOT_FOUND', 'No dashboard API route has this method and path.');
    }),
  );

  return router;
}
