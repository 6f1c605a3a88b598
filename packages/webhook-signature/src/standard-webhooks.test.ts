import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signDelivery, standardWebhooksSignature } from './sign.js';
import { body, deliveryId, event, lowerCased, secret, timestamp } from './test-fixtures.js';

// The library checks the timestamp against its own clock (5 minutes), so sign for now.
const now = Math.floor(Date.now() / 1000);
const fresh = signDelivery({ secret, deliveryId, event, timestamp: now, body });

describe('Standard Webhooks headers, checked by the standardwebhooks library', () => {
  it('Webhook.verify accepts our headers and raw body with the secret as shown (whsec_…)', () => {
    expect(new Webhook(secret).verify(body, fresh)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(Buffer.from(body), lowerCased(fresh))).not.toThrow();
  });

  it('Webhook.verify rejects a tampered body', () => {
    expect(() => new Webhook(secret).verify(body.replace('10.5', '99'), fresh)).toThrow(
      'No matching signature found',
    );
  });

  it('webhook-signature equals Webhook.sign for the same id, timestamp and body', () => {
    const theirs = new Webhook(secret).sign(deliveryId, new Date(timestamp * 1000), body);
    expect(standardWebhooksSignature(secret, deliveryId, timestamp, body)).toBe(theirs);
  });
});
