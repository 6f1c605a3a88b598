import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { hashToken } from '../crypto/tokens';
import type { CallerKind } from '../trpc/context';
import { INTERNAL_SECRET_HEADER, OPERATOR_TOKEN_HEADER } from './headers';

export interface InternalCredentials {
  /** Shared by the gateway and every service (INTERNAL_SECRET). */
  internalSecret: string;
  /** SHA-256 hex of the operator token; operator calls are refused when absent. */
  operatorTokenSha256?: string | undefined;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Decides who is calling, or null: a call without a valid credential never reaches a procedure.
 * Built once per server, so the expected secret is hashed once, not on every call; comparing
 * SHA-256 digests in constant time hides both the secret's content and its length.
 */
export function callerAuthenticator(
  credentials: InternalCredentials,
): (headers: IncomingHttpHeaders) => CallerKind | null {
  const internalDigest = sha256(credentials.internalSecret);
  const operatorDigest = credentials.operatorTokenSha256
    ? Buffer.from(credentials.operatorTokenSha256, 'hex')
    : undefined;
  return (headers) => {
    const secret = single(headers[INTERNAL_SECRET_HEADER]);
    if (secret !== undefined && timingSafeEqual(sha256(secret), internalDigest)) return 'internal';
    const operator = single(headers[OPERATOR_TOKEN_HEADER]);
    if (operator !== undefined && operatorDigest !== undefined && operatorDigest.length === 32) {
      if (timingSafeEqual(Buffer.from(hashToken(operator), 'hex'), operatorDigest)) return 'operator';
    }
    return null;
  };
}
