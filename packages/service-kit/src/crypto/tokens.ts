import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` + `length` base62 characters from the CSPRNG (randomInt has no modulo bias). */
export function generateToken(prefix: string, length: number): string {
  let body = '';
  for (let index = 0; index < length; index++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${body}`;
}

/** Tokens are stored only as this SHA-256 hex digest. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two strings without leaking where they differ; lengths are hidden by hashing first. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

/** The short, non-secret part of a token shown in listings so people can tell keys apart. */
export function displayPrefix(token: string, visible = 4): string {
  const underscore = token.indexOf('_');
  return token.slice(0, underscore + 1 + visible);
}

/**
 * The CSRF token of a browser session, derived from the session's secret so it needs no
 * storage of its own; only the session holder (whose cookie a cross-site form cannot read)
 * can put it in a form.
 */
export function csrfTokenFor(sessionToken: string): string {
  return hashToken(`csrf:${sessionToken}`).slice(0, 40);
}

export function csrfMatches(sessionToken: string, csrf: string): boolean {
  return constantTimeEqual(csrfTokenFor(sessionToken), csrf);
}
