import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from './two-factor';

const now = new Date('2026-11-28T10:00:00Z');
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe('two-factor sign-in', () => {
  it('makes a 160-bit secret and the otpauth URI an authenticator app scans', () => {
    const { secret, otpauthUri } = newTotpSecret('owner@shop.test');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain('otpauth://totp/Shopforge:owner%40shop.test?');
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(newTotpSecret('x').secret).not.toBe(secret);
  });

  it('accepts the current code and one step either side as their time steps, nothing further or malformed', () => {
    const { secret } = newTotpSecret('a');
    const step = Math.floor(now.getTime() / 30_000);
    expect(totpStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(totpStep(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(totpStep(secret, codeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    const old = codeAt(secret, new Date(now.getTime() - 120_000));
    if (old !== codeAt(secret, now)) expect(totpStep(secret, old, now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
    expect(totpStep(secret, '12345', now)).toBeNull();
  });

  it('hands out ten distinct recovery codes, hashed whatever their case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first = ''] = codes;
    expect(recoveryCodeHash(first.toUpperCase().replace('-', ' '))).toBe(recoveryCodeHash(first));
    expect(recoveryCodeHash(first)).not.toBe(recoveryCodeHash(codes[1] ?? ''));
  });
});
