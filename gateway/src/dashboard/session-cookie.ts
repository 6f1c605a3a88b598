import { DASHBOARD_SESSION_COOKIE } from '@shopforge/contracts';
import type { Response } from 'express';
import { sessionCookie } from '../public/cookies';

/**
 * One sign-in for the dashboard (`/dashboard`) and the OAuth consent pages (`/dev/v1/oauth`):
 * the session cookie's path is the only one covering both. It stays HttpOnly, Secure and
 * SameSite=Lax (public/cookies.ts), so no script reads it and no other site's POST carries it;
 * the Developer API ignores cookies, so sending it there grants nothing.
 */
export const SESSION_COOKIE_PATH = '/';
/** Where the consent pages kept the cookie before; cleared so an old one cannot shadow the new. */
const LEGACY_COOKIE_PATH = '/dev/v1/oauth';

/** Sets the session cookie (first, as clients that keep one cookie expect) and clears the old path's. */
export function setSessionCookie(res: Response, sessionToken: string, expiresAt: number): void {
  const maxAge = expiresAt - Math.floor(Date.now() / 1000);
  res.append(
    'Set-Cookie',
    sessionCookie(DASHBOARD_SESSION_COOKIE, sessionToken, SESSION_COOKIE_PATH, maxAge),
  );
  res.append('Set-Cookie', sessionCookie(DASHBOARD_SESSION_COOKIE, '', LEGACY_COOKIE_PATH, 0));
}

export function clearSessionCookie(res: Response): void {
  res.append('Set-Cookie', sessionCookie(DASHBOARD_SESSION_COOKIE, '', SESSION_COOKIE_PATH, 0));
  res.append('Set-Cookie', sessionCookie(DASHBOARD_SESSION_COOKIE, '', LEGACY_COOKIE_PATH, 0));
}
