import { sign, verify } from 'node:crypto';
import { crc32 } from '../crc32';
import { isoNow, newTransmissionId } from '../ids';
import type { PayPalEvent, PayPalSignedEvent } from '../types';
import { type SigningKey, certPath } from './key';

export const AUTH_ALGO = 'SHA256withRSA';

/** PayPal's signed string: `<transmission id>|<transmission time>|<webhook id>|<CRC-32 of the body, unsigned decimal>`. */
export function signedString(
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  body: string,
) {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(body)}`;
}

/**
 * The webhook request PayPal would make for `webhookId`: the event as compact JSON (what
 * `JSON.stringify` of the parsed body gives back, as `verify-webhook-signature` needs) and its
 * `paypal-*` headers, lowercase.
 */
export function signEvent(
  key: SigningKey,
  apiUrl: string,
  event: PayPalEvent,
  webhookId: string,
): PayPalSignedEvent {
  const body = JSON.stringify(event);
  const transmissionId = newTransmissionId();
  const transmissionTime = isoNow();
  const signature = sign(
    'sha256',
    Buffer.from(signedString(transmissionId, transmissionTime, webhookId, body)),
    key.privateKey,
  );
  return {
    body,
    headers: {
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': signature.toString('base64'),
      'paypal-cert-url': `${apiUrl}${certPath(key)}`,
      'paypal-auth-algo': AUTH_ALGO,
    },
  };
}

export interface SignatureClaim {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  webhookId: string;
  body: string;
}

/** Whether `claim` carries a signature the stand-in's key made over exactly these values. */
export function signatureVerifies(key: SigningKey, claim: SignatureClaim): boolean {
  const signed = signedString(claim.transmissionId, claim.transmissionTime, claim.webhookId, claim.body);
  try {
    return verify('sha256', Buffer.from(signed), key.publicKey, Buffer.from(claim.transmissionSig, 'base64'));
  } catch {
    return false;
  }
}
