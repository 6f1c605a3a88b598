import { createHash } from 'node:crypto';
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

  it('fetched rates: CRYPTO_RATES_URL needs {coin}; it is asked again every CRYPTO_RATES_REFRESH_SECONDS', () => {
    expect(parseBillingSettings({}).crypto.ratesApi).toBeNull();
    expect(
      parseBillingSettings({
        CRYPTO_RATES_URL: 'https://api.coinbase.com/v2/exchange-rates?currency={coin}',
        CRYPTO_RATES_REFRESH_SECONDS: '30',
      }).crypto.ratesApi,
    ).toEqual({
      urlTemplate: 'https://api.coinbase.com/v2/exchange-rates?currency={coin}',
      refreshMs: 30_000,
    });
    expect(() => parseBillingSettings({ CRYPTO_RATES_URL: 'https://rates.example/v2/BTC' })).toThrow(
      /\{coin\}/,
    );
  });

  it('USDC_ERC20: watched on the ETH node, through Circle’s contract unless USDC_CONTRACT names another', () => {
    const eth = { ETH_RPC_URL: 'http://127.0.0.1:8545' };
    const mainnet = parseBillingSettings(eth).crypto;
    expect(mainnet.nodes).toEqual({ ETH: eth.ETH_RPC_URL, USDC_ERC20: eth.ETH_RPC_URL });
    expect(mainnet.tokenContracts).toEqual({ USDC_ERC20: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' });
    expect(parseBillingSettings({ ...eth, CRYPTO_NETWORK: 'testnet' }).crypto.tokenContracts).toEqual({
      USDC_ERC20: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
    });
    // No ETH node: no token either, whatever its contract.
    expect(parseBillingSettings({}).crypto.nodes).toEqual({});
  });

  it('USDC_ERC20 on regtest only with USDC_CONTRACT, a 0x address kept in its EIP-55 form; empty means unset', () => {
    const regtest = { ETH_RPC_URL: 'http://127.0.0.1:8545', CRYPTO_NETWORK: 'regtest' };
    expect(parseBillingSettings(regtest).crypto.nodes).toEqual({ ETH: regtest.ETH_RPC_URL });
    expect(parseBillingSettings({ ...regtest, USDC_CONTRACT: '' }).crypto.tokenContracts).toEqual({});
    const local = parseBillingSettings({
      ...regtest,
      USDC_CONTRACT: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    }).crypto;
    expect(local.nodes).toEqual({ ETH: regtest.ETH_RPC_URL, USDC_ERC20: regtest.ETH_RPC_URL });
    expect(local.tokenContracts).toEqual({ USDC_ERC20: '0x5FbDB2315678afecb367f032d93F642f64180aa3' });
    for (const bad of [
      '0x1234',
      'A0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    ])
      expect(() => parseBillingSettings({ ...regtest, USDC_CONTRACT: bad })).toThrow(/USDC_CONTRACT/);
  });

  it('prices coin ids with an underscore: USDC_ERC20/USD=1', () => {
    expect(
      parseBillingSettings({ CRYPTO_RATES: 'USDC_ERC20/USD=1,USDC_ERC20/EUR=0.92' }).crypto.rates,
    ).toEqual({
      'USDC_ERC20/USD': '1',
      'USDC_ERC20/EUR': '0.92',
    });
  });

  it('buyer mail: SMTP_URL wins over MAILBOX_DIR; none of them, no mail; the sender defaults to the public host, localhost for an address literal', () => {
    expect(parseBillingSettings({}).mail).toBeNull();
    expect(
      parseBillingSettings({ MAILBOX_DIR: '/tmp/box', PUBLIC_BASE_URL: 'https://pay.keyshop.example' }).mail,
    ).toEqual({
      transport: { kind: 'mailbox', dir: '/tmp/box' },
      from: 'no-reply@pay.keyshop.example',
      retentionMs: 90 * 86_400_000,
      budgetPerHour: 100,
      notificationsSecretHash: null,
    });
    expect(
      parseBillingSettings({
        MAILBOX_DIR: '/tmp/box',
        SMTP_URL: 'smtps://u:p@mail.example:465',
        PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
      }).mail,
    ).toEqual({
      transport: { kind: 'smtp', url: 'smtps://u:p@mail.example:465', requireTls: false, dkim: null },
      from: 'no-reply@localhost',
      retentionMs: 90 * 86_400_000,
      budgetPerHour: 100,
      notificationsSecretHash: null,
    });
    expect(() => parseBillingSettings({ MAILBOX_DIR: '/x', MAIL_DKIM_DOMAIN: 'keyshop.example' })).toThrow(
      /all three/,
    );
    expect(() => parseBillingSettings({ SMTP_URL: 'http://mail.example' })).toThrow();
  });

  it('the mail budget: 100 mails an hour to strangers by default, any whole number from 1 the operator sets', () => {
    expect(parseBillingSettings({ MAILBOX_DIR: '/tmp/box' }).mail?.budgetPerHour).toBe(100);
    expect(
      parseBillingSettings({ MAILBOX_DIR: '/tmp/box', MAIL_BUDGET_PER_HOUR: '5' }).mail?.budgetPerHour,
    ).toBe(5);
    for (const refused of ['0', '-1', '1.5', 'many'])
      expect(() => parseBillingSettings({ MAIL_BUDGET_PER_HOUR: refused }), refused).toThrow();
  });

  it('a mail provider’s report secret is kept only as its hash, and must be long enough to guess at', () => {
    const secret = 'provider-reports-secret-0123456789';
    const hash = parseBillingSettings({ MAILBOX_DIR: '/tmp/box', MAIL_NOTIFICATIONS_SECRET: secret }).mail
      ?.notificationsSecretHash;
    expect(hash?.toString('hex')).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(() => parseBillingSettings({ MAILBOX_DIR: '/x', MAIL_NOTIFICATIONS_SECRET: 'short' })).toThrow(
      /at least 24/,
    );
  });
});
