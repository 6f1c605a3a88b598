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

  it('native crypto: a coin has a node only when its RPC address is set; rates are COIN/FIAT pairs; empty means unset', () => {
    const crypto = parseBillingSettings({
      LTC_RPC_URL: 'http://user:pass@127.0.0.1:9332',
      BTC_RPC_URL: '',
      CRYPTO_RATES: 'LTC/USD=80.25,BTC/EUR=55000',
    }).crypto;
    expect(crypto.nodes).toEqual({ LTC: 'http://user:pass@127.0.0.1:9332' });
    expect(crypto.rates).toEqual({ 'LTC/USD': '80.25', 'BTC/EUR': '55000' });
    expect(crypto.network).toBe('mainnet');
    expect(parseBillingSettings({ CRYPTO_RATES: '' }).crypto.rates).toEqual({});
    expect(() => parseBillingSettings({ CRYPTO_RATES: 'LTC=80' })).toThrow(/CRYPTO_RATES/);
    expect(() => parseBillingSettings({ CRYPTO_NETWORK: 'signet' })).toThrow(/CRYPTO_NETWORK/);
  });
});
