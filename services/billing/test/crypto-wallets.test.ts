import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { SECURITY_SETTING_CHANGED_EVENT } from '@shopforge/contracts';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/service';
import { type BillingHarness, failure, openBillingHarness, SHOP_A } from './harness';

const billingDb = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });
const catalogDb = createTestDatabaseFactory({ migrationsDir: CATALOG_MIGRATIONS });

/** BIP84's published vector: the account key m/84'/0'/0' and its first receive address. */
const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BIP84_FIRST_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let h: BillingHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const open = async (env: Record<string, string> = {}) => {
  h = await openBillingHarness(
    () => billingDb.fresh(),
    () => catalogDb.fresh(),
    { env },
  );
  return h;
};
const wallets = (harness: BillingHarness) => harness.billing(testPrincipal(SHOP_A)).cryptoWallets;

describe('crypto wallets (the shop’s own xpubs)', () => {
  it('a registered wallet answers its first address and fingerprint, so the merchant can check it against their wallet', async () => {
    const harness = await open();
    const wallet = await wallets(harness).put({ coin: 'btc', xpub: BIP84_ZPUB });
    expect(wallet).toMatchObject({
      coin: 'BTC',
      network: 'mainnet',
      first_address: BIP84_FIRST_ADDRESS,
      xpub_fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/),
      confirmations_needed: 2,
      addresses_issued: 0,
    });
    expect((await wallets(harness).list()).data).toEqual([wallet]);
  });

  it('a coin whose chain the platform does not watch is stored but not offered to buyers', async () => {
    const harness = await open();
    const wallet = await wallets(harness).put({ coin: 'LTC', xpub: BIP84_ZPUB, confirmations_needed: 3 });
    expect(wallet).toMatchObject({ active: false, confirmations_needed: 3 });
    expect(harness.cryptoGateways.get(SHOP_A)).toEqual([]);
    expect(harness.paymentMethods.get(SHOP_A)).not.toContain('CRYPTO');
  });

  it('a watched coin turns the CRYPTO method on and is announced as a native crypto gateway; removing it turns it off', async () => {
    const harness = await open({ LTC_RPC_URL: 'http://user:pass@127.0.0.1:9' });
    expect(await wallets(harness).put({ coin: 'LTC', xpub: BIP84_ZPUB })).toMatchObject({ active: true });
    expect(harness.cryptoGateways.get(SHOP_A)).toEqual(['LTC']);
    expect(harness.paymentMethods.get(SHOP_A)).toContain('CRYPTO');

    expect(await wallets(harness).remove({ coin: 'LTC' })).toEqual({ coin: 'LTC', deleted: true });
    expect(harness.cryptoGateways.get(SHOP_A)).toEqual([]);
    expect(harness.paymentMethods.get(SHOP_A)).not.toContain('CRYPTO');
    expect((await failure(wallets(harness).remove({ coin: 'LTC' }))).code).toBe('NOT_FOUND');
  });

  it('USDC_ERC20 takes an Ethereum account key and is offered where the ETH node and its contract are known', async () => {
    const ethXpub = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive(
      "m/44'/60'/0'",
    ).publicExtendedKey;
    const eth = { ETH_RPC_URL: 'http://127.0.0.1:9' };
    // Regtest has no canonical USDC: without USDC_CONTRACT the wallet is kept but not offered.
    const regtest = await open({ ...eth, CRYPTO_NETWORK: 'regtest' });
    const stored = await wallets(regtest).put({ coin: 'usdc_erc20', xpub: ethXpub });
    expect(stored).toMatchObject({
      coin: 'USDC_ERC20',
      active: false,
      confirmations_needed: 12,
      first_address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    });
    expect(regtest.cryptoGateways.get(SHOP_A)).toEqual([]);
    await regtest.close();
    h = undefined;
    // Mainnet: Circle's contract, so the ETH node is all it needs.
    const mainnet = await open(eth);
    const wallet = await wallets(mainnet).put({ coin: 'USDC_ERC20', xpub: ethXpub });
    expect(wallet).toMatchObject({ active: true, first_address: stored.first_address });
    expect(mainnet.cryptoGateways.get(SHOP_A)).toEqual(['USDC_ERC20']);
  });

  it('an extended private key is refused on xpub and never stored', async () => {
    const harness = await open();
    const xprv = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/84'/0'/0'").privateExtendedKey;
    const refused = await failure(wallets(harness).put({ coin: 'BTC', xpub: xprv }));
    expect(refused.code).toBe('VALIDATION_ERROR');
    expect(refused.details).toEqual([{ field: 'xpub', message: expect.stringMatching(/private/i) }]);
    expect((await wallets(harness).list()).data).toEqual([]);
  });

  it('replacing the key starts its addresses again; the same key keeps counting', async () => {
    const harness = await open();
    await wallets(harness).put({ coin: 'BTC', xpub: BIP84_ZPUB });
    await harness.prisma.cryptoWallet.update({
      where: { shopId_coin: { shopId: SHOP_A, coin: 'BTC' } },
      data: { nextIndex: 5 },
    });
    expect(
      await wallets(harness).put({ coin: 'BTC', xpub: BIP84_ZPUB, confirmations_needed: 4 }),
    ).toMatchObject({
      addresses_issued: 5,
      confirmations_needed: 4,
    });
    const other = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/84'/0'/1'").publicExtendedKey;
    expect(await wallets(harness).put({ coin: 'BTC', xpub: other })).toMatchObject({ addresses_issued: 0 });
  });

  it('a payment in a coin whose wallet is not watched keeps the simulated test crypto gateway', async () => {
    const harness = await open();
    await wallets(harness).put({ coin: 'LTC', xpub: BIP84_ZPUB });
    const payment = await harness.billing(testPrincipal(SHOP_A)).payments.create({
      title: 'Consulting',
      email: 'client@example.com',
      value: 10,
      currency: 'USD',
      crypto_gateway: 'LTC',
    });
    const invoice = await harness.billing(testPrincipal(SHOP_A)).invoices.get({ uniqid: payment.uniqid });
    expect(invoice).toMatchObject({ gateway: 'TEST_CRYPTO', crypto_address: null });
  });

  it('a payment in a coin without a wallet keeps the simulated test crypto gateway, as before wallets existed', async () => {
    const harness = await open({ LTC_RPC_URL: 'http://user:pass@127.0.0.1:9' });
    const payment = await harness.billing(testPrincipal(SHOP_A)).payments.create({
      title: 'Consulting',
      email: 'client@example.com',
      value: 10,
      currency: 'USD',
      crypto_gateway: 'LTC',
    });
    const invoice = await harness.billing(testPrincipal(SHOP_A)).invoices.get({ uniqid: payment.uniqid });
    expect(invoice).toMatchObject({ gateway: 'TEST_CRYPTO', blockchain: 'LTC', crypto_address: null });
  });

  it('a CRYPTO payment the shop cannot take (no wallet, coin not watched, no rate) is refused before anything is written', async () => {
    const harness = await open({ LTC_RPC_URL: 'http://user:pass@127.0.0.1:9', CRYPTO_RATES: 'LTC/USD=80' });
    const pay = (crypto_gateway: 'LTC' | 'BTC', currency: string) =>
      harness.billing(testPrincipal(SHOP_A)).payments.create({
        title: 'Consulting',
        email: 'client@example.com',
        value: 10,
        currency,
        gateway: 'CRYPTO',
        crypto_gateway,
      });
    expect((await failure(pay('LTC', 'USD'))).message).toMatch(/register one first/);
    await wallets(harness).put({ coin: 'LTC', xpub: BIP84_ZPUB });
    expect((await failure(pay('BTC', 'USD'))).message).toBe('This platform does not take BTC payments.');
    expect((await failure(pay('LTC', 'EUR'))).message).toBe('There is no LTC rate for EUR.');
    expect(await harness.prisma.invoice.count()).toBe(0);
    // The wallet's own announcement (the trail, the owners' notice) is all the outbox holds.
    expect((await harness.prisma.outboxEvent.findMany()).map((row) => row.type)).toEqual([
      SECURITY_SETTING_CHANGED_EVENT,
    ]);
  });
});
