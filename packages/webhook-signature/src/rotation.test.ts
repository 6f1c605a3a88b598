import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret } from './secret.js';
import { signDelivery } from './sign.js';
import { atSigning, body, deliveryId, event, lowerCased, timestamp } from './test-fixtures.js';
import { verifyWebhook } from './verify.js';

const previous = generateWebhookSecret();
const current = generateWebhookSecret();
const overlapping = signDelivery({
  secret: current,
  previousSecret: previous,
  deliveryId,
  event,
  timestamp,
  body,
});
const verify = (
  secret: string,
  headers: Record<string, string>,
  scheme: 'v2' | 'standard' | 'legacy' = 'v2',
) => verifyWebhook({ secret, scheme, rawBody: body, headers, now: atSigning });

describe('a rotated secret’s overlap window', () => {
  it('keeps the spec’s V2 header exact, under the new secret, and adds the previous secret’s in its own header', () => {
    expect(overlapping['X-Shopforge-Signature-V2']).toMatch(/^v1,t=\d+,h=[0-9a-f]{64}$/);
    expect(overlapping['X-Shopforge-Signature-V2-Previous']).toMatch(/^v1,t=\d+,h=[0-9a-f]{64}$/);
    expect(signDelivery({ secret: current, deliveryId, event, timestamp, body })).not.toHaveProperty(
      'X-Shopforge-Signature-V2-Previous',
    );
  });

  it('verifies with either secret, on V2 and on Standard Webhooks (checked by the standardwebhooks library too)', () => {
    for (const secret of [previous, current]) {
      expect(verify(secret, overlapping)).toMatchObject({ ok: true, deliveryId });
      expect(verify(secret, lowerCased(overlapping), 'standard')).toMatchObject({ ok: true, deliveryId });
      // The library checks the timestamp against its own clock: signed for now.
      const fresh = signDelivery({
        secret: current,
        previousSecret: previous,
        deliveryId,
        event,
        timestamp: Math.floor(Date.now() / 1000),
        body,
      });
      expect(() => new Webhook(secret).verify(body, lowerCased(fresh))).not.toThrow();
    }
    expect(overlapping['webhook-signature']?.split(' ')).toHaveLength(2);
  });

  it('refuses any other secret, and a tampered previous signature', () => {
    const stranger = generateWebhookSecret();
    expect(verify(stranger, overlapping)).toEqual({ ok: false, reason: 'signature_mismatch' });
    expect(verify(stranger, overlapping, 'standard')).toEqual({ ok: false, reason: 'signature_mismatch' });
    const garbled = { ...overlapping, 'X-Shopforge-Signature-V2-Previous': 'v1,t=1,h=zz' };
    expect(verify(current, garbled)).toEqual({ ok: false, reason: 'malformed_signature' });
    const otherTime = {
      ...overlapping,
      'X-Shopforge-Signature-V2-Previous':
        overlapping['X-Shopforge-Signature-V2']?.replace(/t=\d+/, 't=5') ?? '',
    };
    expect(verify(current, otherTime)).toEqual({ ok: false, reason: 'timestamp_mismatch' });
  });

  it('signs the legacy headers with the new secret only', () => {
    expect(verify(current, overlapping, 'legacy')).toMatchObject({ ok: true });
    expect(verify(previous, overlapping, 'legacy')).toEqual({ ok: false, reason: 'signature_mismatch' });
  });
});
