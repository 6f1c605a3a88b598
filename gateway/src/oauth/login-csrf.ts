import { randomBytes } from 'node:crypto';
import { constantTimeEqual } from '@shopforge/service-kit';
import type { Request, Response } from 'express';
import { readCookie, sessionCookie } from '../public/cookies';

/**
 * Login CSRF (docs/oauth.md): the sign-in form comes before any session, so its token is a
 * double-submitted one — a random value in an HttpOnly cookie and the same value in the form.
 * Another site can make a browser post the form, but cannot read or set the cookie, so it cannot
 * sign a merchant into the attacker's shop and have them approve an app there.
 */
export const LOGIN_CSRF_COOKIE = 'shopforge_login_csrf';
/** Both sign-in forms use it: the consent page's and the dashboard's (`GET /dashboard/api/login`). */
const COOKIE_PATH = '/';
const TTL_SECONDS = 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The browser's login token, issued (and its cookie set) when it has none; one per browser, so tabs share it. */
export function loginCsrfToken(req: Request, res: Response): string {
  const current = readCookie(req, LOGIN_CSRF_COOKIE);
  const token =
    current !== null && TOKEN_PATTERN.test(current) ? current : randomBytes(24).toString('base64url');
  res.append('Set-Cookie', sessionCookie(LOGIN_CSRF_COOKIE, token, COOKIE_PATH, TTL_SECONDS));
  return token;
}

/** Whether a posted sign-in form carries the token of the browser's cookie. */
export function loginCsrfValid(req: Request, posted: string): boolean {
  const cookie = readCookie(req, LOGIN_CSRF_COOKIE);
  return cookie !== null && TOKEN_PATTERN.test(cookie) && constantTimeEqual(cookie, posted);
}
