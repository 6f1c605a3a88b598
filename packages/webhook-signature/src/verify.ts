import { timingSafeEqual } from 'node:crypto';
import { HEADERS } from './headers';
import { type RawBody, signatureV2 } from './sign';

export type HeaderBag = Record<string, string | string[] | undefined>;

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

function header(headers: HeaderBag, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** `v1,t=<ts>,h=<hex>` → its parts, or null when the marker or a part is missing. */
export function parseSignatureV2(value: string): { t: string; h: string } | null {
  const [marker, ...parts] = value.split(',');
  if (marker?.trim() !== 'v1') return null;
  const fields = new Map(
    parts.map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = fields.get('t');
  const h = fields.get('h');
  if (!t || !h || !/^\d+$/.test(t) || !/^[0-9a-f]{64}$/.test(h)) return null;
  return { t, h };
}

/**
 * Verifies a delivery the way the spec tells receivers to: marker `v1`, `t` equal to the
 * timestamp header, `h` equal to our HMAC under a constant-time comparison; plus a replay
 * window on the timestamp.
 */
export function verifyWebhook(input: VerifyInput): VerifyResult {
  const signature = header(input.headers, HEADERS.signatureV2);
  const timestamp = header(input.headers, HEADERS.timestamp);
  const deliveryId = header(input.headers, HEADERS.delivery);
  const event = header(input.headers, HEADERS.event) ?? '';
  if (!signature || !timestamp || !deliveryId) return { ok: false, reason: 'missing_header' };
  const parsed = parseSignatureV2(signature);
  if (!parsed) return { ok: false, reason: 'malformed_signature' };
  if (parsed.t !== timestamp) return { ok: false, reason: 'timestamp_mismatch' };
  const ts = Number(timestamp);
  const now = input.now?.() ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - ts) > (input.toleranceSeconds ?? 300))
    return { ok: false, reason: 'timestamp_out_of_tolerance' };
  const expected = Buffer.from(signatureV2(input.secret, deliveryId, ts, input.rawBody), 'utf8');
  if (!timingSafeEqual(expected, Buffer.from(parsed.h, 'utf8')))
    return { ok: false, reason: 'signature_mismatch' };
  return { ok: true, deliveryId, event, timestamp: ts };
}
