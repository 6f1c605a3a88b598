import { createHmac } from 'node:crypto';
import { HEADERS, USER_AGENT } from './headers';
import { standardWebhooksKey } from './secret';

export type RawBody = string | Buffer | Uint8Array;

function bytes(body: RawBody): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
}

/** V2 (spec "Signature rules"): lowercase hex HMAC-SHA256 of `<deliveryId>.<timestamp>.<rawBody>`. */
export function signatureV2(secret: string, deliveryId: string, timestamp: number, body: RawBody): string {
  return createHmac('sha256', secret).update(`${deliveryId}.${timestamp}.`).update(bytes(body)).digest('hex');
}

/** Legacy: hex HMAC-SHA512 of the raw body alone. */
export function legacySignature(secret: string, body: RawBody): string {
  return createHmac('sha512', secret).update(bytes(body)).digest('hex');
}

/** Legacy: the same over the body with every `\/` turned into `/`. */
export function unescapedLegacySignature(secret: string, body: RawBody): string {
  return legacySignature(secret, bytes(body).toString('utf8').replaceAll('\\/', '/'));
}

/** Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` keyed by the secret's bytes. */
export function standardWebhooksSignature(
  secret: string,
  deliveryId: string,
  timestamp: number,
  body: RawBody,
): string {
  const mac = createHmac('sha256', standardWebhooksKey(secret))
    .update(`${deliveryId}.${timestamp}.`)
    .update(bytes(body))
    .digest('base64');
  return `v1,${mac}`;
}

export interface DeliveryToSign {
  secret: string;
  deliveryId: string;
  event: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  /** The exact bytes that will be sent. */
  body: RawBody;
}

/** Every header of one delivery attempt, ours and Standard Webhooks', over the exact body. */
export function signDelivery(delivery: DeliveryToSign): Record<string, string> {
  const { secret, deliveryId, event, timestamp, body } = delivery;
  const ts = String(timestamp);
  return {
    [HEADERS.contentType]: 'application/json',
    [HEADERS.userAgent]: USER_AGENT,
    [HEADERS.event]: event,
    [HEADERS.delivery]: deliveryId,
    [HEADERS.timestamp]: ts,
    [HEADERS.signatureV2]: `v1,t=${ts},h=${signatureV2(secret, deliveryId, timestamp, body)}`,
    [HEADERS.signatureV2Algorithm]: 'HMAC-SHA256',
    [HEADERS.signature]: legacySignature(secret, body),
    [HEADERS.unescapedSignature]: unescapedLegacySignature(secret, body),
    [HEADERS.standardId]: deliveryId,
    [HEADERS.standardTimestamp]: ts,
    [HEADERS.standardSignature]: standardWebhooksSignature(secret, deliveryId, timestamp, body),
  };
}
