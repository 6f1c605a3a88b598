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
});
