import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, isWebhookSecret, standardWebhooksKey } from './secret.js';

describe('webhook secrets', () => {
  it('are whsec_ + standard base64 of 32 random bytes, different on every call', () => {
    const secrets = Array.from({ length: 20 }, generateWebhookSecret);
    expect(new Set(secrets).size).toBe(secrets.length);
    for (const secret of secrets) expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  });

  it('round-trip through standardWebhooksKey: the 32 decoded bytes re-encode to the secret', () => {
    const secret = generateWebhookSecret();
    const key = standardWebhooksKey(secret);
    expect(key).toHaveLength(32);
    expect(`whsec_${key.toString('base64')}`).toBe(secret);
  });

  it('isWebhookSecret accepts only the generated form', () => {
    expect(isWebhookSecret(generateWebhookSecret())).toBe(true);
    expect(isWebhookSecret('whsec_short')).toBe(false);
    expect(isWebhookSecret(generateWebhookSecret().slice('whsec_'.length))).toBe(false);
    expect(isWebhookSecret(`whsec_${'-'.repeat(43)}=`)).toBe(false);
  });
});
