import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { signDelivery } from './sign.js';
import { body, deliveryId, event, lowerCased, secret } from './test-fixtures.js';

// Verbatim from the README's "Verify by hand": a receiver without this package must get it right.
function verifyByHand(secret: string, rawBody: Buffer, headers: IncomingHttpHeaders): boolean {
  const id = String(headers['x-shopforge-delivery']);
  const ts = String(headers['x-shopforge-timestamp']);
  const [marker, ...fields] = String(headers['x-shopforge-signature-v2']).split(',');
  const sig = new URLSearchParams(fields.join('&')); // t=…&h=…
  if (marker !== 'v1' || sig.get('t') !== ts) return false;
  if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false; // refuse replays
  const mac = createHmac('sha256', secret).update(`${id}.${ts}.`).update(rawBody).digest('hex');
  const expected = Buffer.from(mac);
  const given = Buffer.from(sig.get('h') ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('verification written by hand with node:crypto (README)', () => {
  const now = Math.floor(Date.now() / 1000);
  const received = lowerCased(signDelivery({ secret, deliveryId, event, timestamp: now, body }));

  it('accepts our headers over the raw body', () => {
    expect(verifyByHand(secret, Buffer.from(body), received)).toBe(true);
  });

  it('rejects a tampered body and another secret', () => {
    expect(verifyByHand(secret, Buffer.from(body.replace('10.5', '1.5')), received)).toBe(false);
    expect(verifyByHand(`${secret}x`, Buffer.from(body), received)).toBe(false);
  });
});
