import { timingSafeEqual } from 'node:crypto';
import { type HeaderBag, headerValue } from './header-bag';
import { HEADERS } from './headers';
import { parseSignatureV2 } from './parse-signature';
import type { RawBody } from './raw-body';
import { signatureV2 } from './sign';

export type { HeaderBag } from './header-bag';
export { parseSignatureV2, type SignatureV2Parts } from './parse-signature';

export type VerifyFailure =
  | 'missing_header'
  | 'malformed_signature'
  | 'timestamp_mismatch'
  | 'timestamp_out_of_tolerance'
  | 'signature_mismatch';

export type VerifyResult =
  | { ok: true; deliveryId: string; event: string; timestamp: number }
  | { ok: false; reason: VerifyFailure };

export interface VerifyInput {
  secret: string;
  /** The body exactly as received; parsed-and-reserialised JSON does not verify. */
  rawBody: RawBody;
  headers: HeaderBag;
  /** Refuse deliveries signed longer ago (or further ahead) than this; default 300 s. */
  toleranceSeconds?: number;
  /** The receiver's clock, Unix seconds. */
  now?: () => number;
}

const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * Verifies a delivery the way the spec tells receivers to: marker `v1`, `t` equal to
 * `X-Shopforge-Timestamp`, `h` equal to our HMAC under a constant-time comparison; plus a
 * replay window on the timestamp. The event comes from its header, which the signature does
 * not cover; the signed body names the event too.
 */
export function verifyWebhook(input: VerifyInput): VerifyResult {
  const signature = headerValue(input.headers, HEADERS.signatureV2);
  const timestamp = headerValue(input.headers, HEADERS.timestamp);
  const deliveryId = headerValue(input.headers, HEADERS.delivery);
  const event = headerValue(input.headers, HEADERS.event);
  if (!signature || !timestamp || !deliveryId || !event) return { ok: false, reason: 'missing_header' };

  const parsed = parseSignatureV2(signature);
  if (!parsed) return { ok: false, reason: 'malformed_signature' };
  if (parsed.t !== timestamp) return { ok: false, reason: 'timestamp_mismatch' };

  // Written as "not within" so a NaN clock or tolerance fails closed instead of accepting all.
  const ts = Number(parsed.t);
  const now = input.now?.() ?? Math.floor(Date.now() / 1000);
  const within = Math.abs(now - ts) <= (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS);
  if (!within) return { ok: false, reason: 'timestamp_out_of_tolerance' };

  // Both sides are 64 hex characters (the parser insists), as timingSafeEqual requires.
  const expected = Buffer.from(signatureV2(input.secret, deliveryId, ts, input.rawBody), 'utf8');
  if (!timingSafeEqual(expected, Buffer.from(parsed.h, 'utf8'))) {
    return { ok: false, reason: 'signature_mismatch' };
  }
  return { ok: true, deliveryId, event, timestamp: ts };
}
