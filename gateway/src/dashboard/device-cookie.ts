import { DEVICE_COOKIE } from '@shopforge/contracts';
import type { Request, Response } from 'express';
import { readCookie, sessionCookie } from '../public/cookies';

/**
 * The device cookie (docs/oauth.md "Sign-in limits"): a browser that signed in to an email may
 * sign in to it again while others' failures hold the email back. The oauth service issues and
 * checks it (stored as SHA-256 only); here it is only carried. HttpOnly and Secure like the
 * session, and SameSite=Strict: only the platform's own sign-in forms (the dashboard's and the
 * consent page's, both posted from the platform's pages) need it, never a request another site
 * starts. Path `/` so both forms receive it.
 */
const DEVICE_COOKIE_PATH = '/';
/** A device cookie is 48 base62 characters; anything else is not one of ours. */
const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9]{48}$/;

/** The browser's device cookie, when it holds one that can be ours. */
export function deviceTokenOf(req: Request): string | undefined {
  const token = readCookie(req, DEVICE_COOKIE);
  return token !== null && DEVICE_TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Sets the device cookie a sign-in issued (after the session cookie: clients keeping one cookie keep that). */
export function setDeviceCookie(res: Response, deviceToken: string, expiresAt: number): void {
  const maxAge = expiresAt - Math.floor(Date.now() / 1000);
  res.append('Set-Cookie', sessionCookie(DEVICE_COOKIE, deviceToken, DEVICE_COOKIE_PATH, maxAge, 'Strict'));
}
