import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** What a merchant writes from the docs, with node:crypto only. */
export function verifyByHand(secret: string, headers: Record<string, unknown>, rawBody: string): boolean {
  const header = String(headers['x-shopforge-signature-v2'] ?? '');
  const timestamp = String(headers['x-shopforge-timestamp'] ?? '');
  const deliveryId = String(headers['x-shopforge-delivery'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!header.startsWith('v1,') || parts.t !== timestamp) return false;
  const expected = createHmac('sha256', secret).update(`${deliveryId}.${timestamp}.${rawBody}`).digest('hex');
  return (
    parts.h !== undefined &&
    parts.h.length === 64 &&
    timingSafeEqual(Buffer.from(parts.h), Buffer.from(expected))
  );
}

export function verifyStandard(secret: string, headers: Record<string, unknown>, rawBody: string): boolean {
  try {
    new Webhook(secret).verify(rawBody, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
    return true;
  } catch {
    return false;
  }
}
