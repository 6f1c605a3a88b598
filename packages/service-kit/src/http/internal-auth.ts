import type { IncomingHttpHeaders } from 'node:http';
import { constantTimeEqual, hashToken } from '../crypto/tokens';
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

/** Decides who is calling, or null: a call without a valid credential never reaches a procedure. */
export function authenticateCaller(
  headers: IncomingHttpHeaders,
  credentials: InternalCredentials,
): CallerKind | null {
  const secret = single(headers[INTERNAL_SECRET_HEADER]);
  if (secret !== undefined && constantTimeEqual(secret, credentials.internalSecret)) return 'internal';
  const operator = single(headers[OPERATOR_TOKEN_HEADER]);
  if (operator !== undefined && credentials.operatorTokenSha256) {
    if (constantTimeEqual(hashToken(operator), credentials.operatorTokenSha256)) return 'operator';
  }
  return null;
}
