import { createHmac } from 'node:crypto';
import { HEADERS, USER_AGENT } from './headers.js';
import { type RawBody, rawBytes } from './raw-body.js';
import { standardWebhooksKey } from './secret.js';
import { signedPrefix } from './signed-message.js';

export type { RawBody } from './raw-body.js';

/**
 * V2: lowercase hex HMAC-SHA256 of `<deliveryId>.<timestamp>.<rawBody>`, keyed by the whole
 * secret string (UTF-8), `whsec_` included, so receivers need no decoding step.
 */
export function signatureV2(secret: string, deliveryId: string, timestamp: number, body: RawBody): string {
  return createHmac('sha256', secret)
    .update(signedPrefix(deliveryId, timestamp))
    .update(rawBytes(body))
    .digest('hex');
}

/** Legacy: hex HMAC-SHA512 of the raw body alone (no id, no timestamp), for old receivers. */
export function legacySignature(secret: string, body: RawBody): string {
  return createHmac('sha512', secret).update(rawBytes(body)).digest('hex');
}

/**
 * Legacy, for receivers that hash a copy of the body in which `\/` is already unescaped (what
 * most JSON encoders produce when a body is decoded and re-encoded): the same HMAC over the
 * body with every `\/` replaced by `/`.
 */
export function unescapedLegacySignature(secret: string, body: RawBody): string {
  return legacySignature(secret, rawBytes(body).toString('utf8').replaceAll('\\/', '/'));
}

/**
 * Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed by the
 * decoded bytes of the secret, which is what that standard's libraries derive from `whsec_…`.
 */
export function standardWebhooksSignature(
  secret: string,
  deliveryId: string,
  timestamp: number,
  body: RawBody,
): string {
  const mac = createHmac('sha256', standardWebhooksKey(secret))
    .update(signedPrefix(deliveryId, timestamp))
    .update(rawBytes(body))
    .digest('base64');
  return `v1,${mac}`;
}

export interface DeliveryToSign {
  secret: string;
  deliveryId: string;
  event: string;
  /** Unix seconds (integer) of this attempt; each retry is signed afresh with its own. */
  timestamp: number;
  /** The exact bytes that will be sent; sign and send the same value. */
  body: RawBody;
  /**
   * The secret a rotation replaced, while its overlap lasts: receivers still configured with it
   * keep verifying (`X-Shopforge-Signature-V2-Previous`, and a second Standard Webhooks signature).
   */
  previousSecret?: string | null;
}

/** Every header of one delivery attempt, ours and Standard Webhooks', over the exact body. */
export function signDelivery(delivery: DeliveryToSign): Record<string, string> {
  const { secret, deliveryId, event, timestamp, body, previousSecret } = delivery;
  const ts = String(timestamp);
  const v2 = (key: string) => `v1,t=${ts},h=${signatureV2(key, deliveryId, timestamp, body)}`;
  const standard = standardWebhooksSignature(secret, deliveryId, timestamp, body);
  return {
    [HEADERS.contentType]: 'application/json',
    [HEADERS.userAgent]: USER_AGENT,
    [HEADERS.event]: event,
    [HEADERS.delivery]: deliveryId,
    [HEADERS.timestamp]: ts,
    [HEADERS.signatureV2]: v2(secret),
    ...(previousSecret ? { [HEADERS.signatureV2Previous]: v2(previousSecret) } : {}),
    [HEADERS.signatureV2Algorithm]: 'HMAC-SHA256',
    [HEADERS.signature]: legacySignature(secret, body),
    [HEADERS.unescapedSignature]: unescapedLegacySignature(secret, body),
    [HEADERS.standardId]: deliveryId,
    [HEADERS.standardTimestamp]: ts,
    // Standard Webhooks' header is a list: the previous secret's signature follows while it lasts.
    [HEADERS.standardSignature]: previousSecret
      ? `${standard} ${standardWebhooksSignature(previousSecret, deliveryId, timestamp, body)}`
      : standard,
  };
}
