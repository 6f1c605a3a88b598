import type { DashboardSessionView, DashboardToken } from '@shopforge/contracts';
import { ApiError, dataOf, readJson } from './http';

/**
 * Every call to the dashboard's session API (`/dashboard/api/*`, served by the gateway beside
 * this page; docs/oauth.md "Dashboard sign-in"). The session lives in an HttpOnly cookie the
 * page never sees; state-changing calls carry the session's CSRF token as `X-CSRF-Token`.
 * Everything else the dashboard does goes through the public Developer API with the short-lived
 * token `mintToken` returns.
 */
const BASE = '/dashboard/api';

export type SessionView = DashboardSessionView;
export type SessionToken = DashboardToken;

export interface SignInInput {
  email: string;
  password: string;
  shop_id?: string;
  totp_code?: string;
  recovery_code?: string;
}

/** A shop the email and password open (the 422's `error.shops`); the slug tells same-named shops apart. */
export interface ShopChoice {
  id: string;
  name: string;
  slug: string | null;
}

/** What a refused sign-in asks the page to do next. */
export type SignInStep =
  | { kind: 'two_factor' }
  | { kind: 'choose_shop'; shops: ShopChoice[] }
  | { kind: 'locked'; retryAfter: number | null }
  | { kind: 'failed'; message: string };

async function call(method: string, path: string, options: { csrf?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.csrf) headers['X-CSRF-Token'] = options.csrf;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return readJson(response);
}

/** The signed-in session, or null when signed out (401). */
export async function currentSession(): Promise<SessionView | null> {
  try {
    return dataOf<SessionView>(await call('GET', '/session'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The login form's double-submit token (its cookie is set by the same answer). */
export async function loginCsrf(): Promise<string> {
  return dataOf<{ csrf_token: string }>(await call('GET', '/login')).csrf_token;
}

export async function signIn(input: SignInInput): Promise<SessionView> {
  const csrf_token = await loginCsrf();
  return dataOf<SessionView>(await call('POST', '/session', { body: { ...input, csrf_token } }));
}

function subcodeOf(error: ApiError): string {
  const raw = error.raw;
  const candidates = [raw.subcode, raw.reason, error.code, ...error.details.map((detail) => detail.code)];
  return candidates.filter((value): value is string => typeof value === 'string').join(' ');
}

function shopsOf(error: ApiError): ShopChoice[] {
  const lists = [error.raw.shops, ...error.details.map((detail) => detail.shops)];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    return list.flatMap((shop: unknown) => {
      if (typeof shop !== 'object' || shop === null) return [];
      const { id, name, slug } = shop as { id?: unknown; name?: unknown; slug?: unknown };
      if (typeof id !== 'string') return [];
      return [
        { id, name: typeof name === 'string' ? name : id, slug: typeof slug === 'string' ? slug : null },
      ];
    });
  }
  return [];
}

/** Turns a refused sign-in into the page's next step. */
export function nextSignInStep(error: unknown): SignInStep {
  if (!(error instanceof ApiError)) {
    return { kind: 'failed', message: error instanceof Error ? error.message : 'Sign-in failed.' };
  }
  const subcode = subcodeOf(error);
  if (subcode.includes('TWO_FACTOR_REQUIRED')) return { kind: 'two_factor' };
  if (error.status === 429) return { kind: 'locked', retryAfter: error.retryAfter };
  const shops = shopsOf(error);
  if (shops.length > 0 || /SHOP/.test(subcode)) return { kind: 'choose_shop', shops };
  if (error.status === 401) return { kind: 'failed', message: 'Wrong email, password or code.' };
  return { kind: 'failed', message: error.message };
}

export async function signOut(csrf: string): Promise<void> {
  await call('DELETE', '/session', { csrf });
}

export async function signOutEverywhere(csrf: string): Promise<void> {
  await call('POST', '/sessions/revoke-all', { csrf });
}

/** A member-bound bearer for `/dev/v1`, good for `expires_in` seconds (300). */
export async function mintToken(csrf: string): Promise<SessionToken> {
  return dataOf<SessionToken>(await call('POST', '/token', { csrf }));
}

export async function twoFactorSetup(csrf: string): Promise<{ secret: string; otpauth_uri: string }> {
  return dataOf(await call('POST', '/two-factor/setup', { csrf }));
}

export async function twoFactorEnable(csrf: string, code: string): Promise<{ recovery_codes: string[] }> {
  return dataOf(await call('POST', '/two-factor/enable', { csrf, body: { code } }));
}

export async function twoFactorDisable(csrf: string, code: string): Promise<void> {
  await call('POST', '/two-factor/disable', { csrf, body: { code } });
}
