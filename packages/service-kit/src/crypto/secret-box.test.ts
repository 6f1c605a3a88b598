import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretHint } from './secret-box';

describe('secrets at rest', () => {
  const key = randomBytes(32);

  it('round-trips a secret and never stores it in clear', () => {
    const sealed = sealSecret(key, 'whsec_abcdef');
    expect(sealed).not.toContain('whsec_abcdef');
    expect(openSecret(key, sealed)).toBe('whsec_abcdef');
  });

  it('uses a fresh nonce each time, so equal secrets seal differently', () => {
    expect(sealSecret(key, 's')).not.toBe(sealSecret(key, 's'));
  });

  it('refuses another key and a tampered ciphertext', () => {
    const sealed = sealSecret(key, 'whsec_abcdef');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('whsec_zzzzzz').toString('base64url');
    expect(() => openSecret(key, parts.join('.'))).toThrow();
  });

  it('hints only at the last four characters', () => {
    expect(secretHint('whsec_ABCDEFGH1234')).toBe('whsec_…1234');
    expect(secretHint('sk_test_ABCDEFGH1234')).toBe('sk_test_…1234');
    expect(secretHint('rk_live_ABCDEFGH5678')).toBe('rk_live_…5678');
  });
});
