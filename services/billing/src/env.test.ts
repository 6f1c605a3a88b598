import { describe, expect, it } from 'vitest';
import { parseBillingSettings } from './env';

describe('billing settings', () => {
  it('gives every replica that shares the internal secret one test-provider key, unless one is set', () => {
    const internal = { INTERNAL_SECRET: 'i'.repeat(40) };
    const a = parseBillingSettings(internal).testProviderSecret;
    expect(parseBillingSettings(internal).testProviderSecret).toBe(a);
    expect(a).not.toContain('i'.repeat(8));
    expect(parseBillingSettings({ INTERNAL_SECRET: 'j'.repeat(40) }).testProviderSecret).not.toBe(a);
    expect(
      parseBillingSettings({ ...internal, TEST_PROVIDER_SECRET: 's'.repeat(32) }).testProviderSecret,
    ).toBe('s'.repeat(32));
    expect(parseBillingSettings({}).testProviderSecret).not.toBe(parseBillingSettings({}).testProviderSecret);
  });

  it('seals provider credentials only with a PAYMENT_SECRET_KEY of 32 bytes; empty means none', () => {
    expect(parseBillingSettings({}).paymentSecretKey).toBeNull();
    expect(parseBillingSettings({ PAYMENT_SECRET_KEY: '' }).paymentSecretKey).toBeNull();
    expect(parseBillingSettings({ PAYMENT_SECRET_KEY: 'ab'.repeat(32) }).paymentSecretKey?.length).toBe(32);
    expect(() => parseBillingSettings({ PAYMENT_SECRET_KEY: 'short' })).toThrow(/PAYMENT_SECRET_KEY/);
  });
});
