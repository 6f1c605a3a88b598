import { createHash } from 'node:crypto';

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
/** A SHA-256 digest in unpadded base64url is exactly 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function isValidChallenge(challenge: string): boolean {
  return S256_CHALLENGE.test(challenge);
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether `verifier` is well formed and hashes to `challenge` (RFC 7636 §4.6). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return VERIFIER.test(verifier) && s256(verifier) === challenge;
}
