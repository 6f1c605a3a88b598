import { timingSafeEqual } from 'node:crypto';
import { type HeaderBag, headerValue } from './header-bag.js';
import { HEADERS } from './headers.js';
import { parseSignatureV2 } from './parse-signature.js';
import type { RawBody } from './raw-body.js';
import { legacySignature, signatureV2, standardWebhooksSignature, unescapedLegacySignature } from './sign.js';

export type { HeaderBag } from './header-bag.js';
export { parseSignatureV2, type SignatureV2Parts } from './parse-signature.js';

export type VerifyFailure =
  | 'missing_header'
  | 'malformed_signature'
  | 'timestamp_mismatch'
  | 'timestamp_out_of_tolerance'
  | 'signature_mismatch';

export type VerifyResult =
  | { ok: true; deliveryId: string; event: string; timestamp: number }
  | { ok: false; reason: VerifyFailure };

/**
 * Which of a delivery's signatures to check: `v2` (the default; `X-Shopforge-Signature-V2`),
 * `standard` (Standard Webhooks' `webhook-id`/`-timestamp`/`-signature`) or `legacy`
 * (`X-Shopforge-Signature`, HMAC-SHA512 of the body alone, or its unescaped variant: it covers
 * no timestamp, so a captured delivery can be replayed; prefer the other two).
 */
export type SignatureScheme = 'v2' | 'standard' | 'legacy';

export interface VerifyInput {
  secret: string;
  scheme?: SignatureScheme;
  /** The body exactly as received; parsed-and-reserialised JSON does not verify. */
  rawBody: RawBody;
  headers: HeaderBag;
  /** Refuse deliveries signed longer ago (or further ahead) than this; default 300 s. */
  toleranceSeconds?: number;
  /** The receiver's clock, Unix seconds. */
  now?: () => number;
}

const DEFAULT_TOLERANCE_SECONDS = 300;

const constantTimeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Written as "not within" so a NaN clock or tolerance fails closed instead of accepting all. */
function withinTolerance(input: VerifyInput, ts: number): boolean {
  const now = input.now?.() ?? Math.floor(Date.now() / 1000);
  return Math.abs(now - ts) <= (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS);
}

/**
 * V2, the way the spec tells receivers to: marker `v1`, `t` equal to `X-Shopforge-Timestamp`,
 * `h` equal to our HMAC under a constant-time comparison; plus a replay window.
 */
function verifyV2(input: VerifyInput, deliveryId: string, event: string): VerifyResult {
  const signature = headerValue(input.headers, HEADERS.signatureV2);
  const timestamp = headerValue(input.headers, HEADERS.timestamp);
  if (!signature || !timestamp) return { ok: false, reason: 'missing_header' };
  // While a rotated secret's overlap lasts, its signature comes in a header of its own.
  const previous = headerValue(input.headers, HEADERS.signatureV2Previous);
  const candidates = [signature, ...(previous ? [previous] : [])].map(parseSignatureV2);
  const [parsed] = candidates;
  if (!parsed || candidates.some((candidate) => candidate === null)) {
    return { ok: false, reason: 'malformed_signature' };
  }
  if (candidates.some((candidate) => candidate?.t !== timestamp))
    return { ok: false, reason: 'timestamp_mismatch' };
  const ts = Number(parsed.t);
  if (!withinTolerance(input, ts)) return { ok: false, reason: 'timestamp_out_of_tolerance' };
  const expected = signatureV2(input.secret, deliveryId, ts, input.rawBody);
  if (!candidates.some((candidate) => candidate !== null && constantTimeEqual(expected, candidate.h)))
    return { ok: false, reason: 'signature_mismatch' };
  return { ok: true, deliveryId, event, timestamp: ts };
}

const STANDARD_TIMESTAMP = /^(0|[1-9]\d*)$/;

/**
 * Standard Webhooks: `webhook-signature` is a space-separated list of `v1,<base64>` (more than
 * one while a secret is rotated); any one matching verifies.
 */
function verifyStandard(input: VerifyInput, event: string): VerifyResult {
  const id = headerValue(input.headers, HEADERS.standardId);
  const timestamp = headerValue(input.headers, HEADERS.standardTimestamp);
  const signatures = headerValue(input.headers, HEADERS.standardSignature);
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'missing_header' };
  if (!STANDARD_TIMESTAMP.test(timestamp)) return { ok: false, reason: 'malformed_signature' };
  const ts = Number(timestamp);
  if (!withinTolerance(input, ts)) return { ok: false, reason: 'timestamp_out_of_tolerance' };
  const expected = standardWebhooksSignature(input.secret, id, ts, input.rawBody);
  const matched = signatures
    .split(' ')
    .filter((candidate) => candidate.startsWith('v1,'))
    .some((candidate) => constantTimeEqual(candidate, expected));
  return matched
    ? { ok: true, deliveryId: id, event, timestamp: ts }
    : { ok: false, reason: 'signature_mismatch' };
}

const HEX_SHA512 = /^[0-9a-f]{128}$/;

/** Legacy: the body's HMAC-SHA512, as sent or over the body with `\/` unescaped. No replay window. */
function verifyLegacy(input: VerifyInput, deliveryId: string, event: string): VerifyResult {
  const signature = headerValue(input.headers, HEADERS.signature);
  const unescaped = headerValue(input.headers, HEADERS.unescapedSignature);
  if (!signature && !unescaped) return { ok: false, reason: 'missing_header' };
  if ((signature && !HEX_SHA512.test(signature)) || (unescaped && !HEX_SHA512.test(unescaped)))
    return { ok: false, reason: 'malformed_signature' };
  const matched =
    (signature !== undefined && constantTimeEqual(legacySignature(input.secret, input.rawBody), signature)) ||
    (unescaped !== undefined &&
      constantTimeEqual(unescapedLegacySignature(input.secret, input.rawBody), unescaped));
  if (!matched) return { ok: false, reason: 'signature_mismatch' };
  const timestamp = Number(headerValue(input.headers, HEADERS.timestamp) ?? Number.NaN);
  return { ok: true, deliveryId, event, timestamp: Number.isFinite(timestamp) ? timestamp : 0 };
}

/**
 * Verifies a delivery with one of its signature schemes (`scheme`, default `v2`). The event
 * comes from `X-Shopforge-Event`, which no signature covers; the signed body names it too.
 */
export function verifyWebhook(input: VerifyInput): VerifyResult {
  const event = headerValue(input.headers, HEADERS.event);
  if (!event) return { ok: false, reason: 'missing_header' };
  const scheme = input.scheme ?? 'v2';
  if (scheme === 'standard') return verifyStandard(input, event);
  const deliveryId = headerValue(input.headers, HEADERS.delivery);
  if (!deliveryId) return { ok: false, reason: 'missing_header' };
  return scheme === 'legacy' ? verifyLegacy(input, deliveryId, event) : verifyV2(input, deliveryId, event);
}
