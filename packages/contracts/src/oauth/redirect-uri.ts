import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A private-use scheme of a native app (RFC 8252 §7.1): reverse domain name, so it has a dot. */
const PRIVATE_USE_SCHEME = /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/;

/**
 * Why a redirect URI cannot be registered, or null when it can. RFC 9700 §2.1 and OAuth 2.1:
 * HTTPS, or plain HTTP only on the loopback interface (a native app's local listener), or a
 * native app's private-use scheme; never a fragment or user info, since the code travels in
 * the query of exactly this address.
 */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Must be an absolute URL.';
  }
  if (value.includes('#')) return 'Must not contain a fragment (#).';
  if (url.username !== '' || url.password !== '') return 'Must not contain user information.';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') {
    return LOOPBACK_HOSTS.has(url.hostname) ? null : 'Must use https (http only for localhost).';
  }
  if (PRIVATE_USE_SCHEME.test(url.protocol)) return null;
  return 'Must use https, http on localhost, or a reverse-domain app scheme such as com.example.app:.';
}

export const redirectUriSchema = z
  .string()
  .max(2000)
  .superRefine((value, ctx) => {
    const problem = redirectUriProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
