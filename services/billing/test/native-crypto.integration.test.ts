import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { type LocalEthereum, startGanache } from '@shopforge/provider-stand-ins/ganache';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expireDue } from '../src/app/cancel';
import { watchCryptoOnce } from '../src/app/crypto-watch';
import { checksumEvmAddress } from '../src/domain/crypto/derive';
import { MIGRATIONS_DIR } from '../src/service';
import { type BillingHarness, openBillingHarness, outbox, SHOP_A, SHOP_B } from './harness';
import { type Litecoind, startLitecoind } from '@shopforge/provider-stand-ins/litecoind';

/** BIP84's published account key (m/84'/0'/0'): on regtest its addresses are `rltc1…`. */
const MERCHANT_XPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

const open = (migrationsDir: string) => async () => {
  const db = await createPostgresTestDatabase({ migrationsDir });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};

/**
 * Native crypto end to end on a real chain: a regtest litecoind, real transactions to the
 * invoice's derived address, real blocks. Billing watches through the node's watch-only wallet;
 * the invoice moves as the spec's crypto statuses say.
 */
describe('native crypto on a regtest Litecoin chain', () => {
  let node: Litecoind;
  let h: BillingHarness;
  const merchant = () => h.billing(testPrincipal(SHOP_A));

  beforeAll(async () => {
    node = await startLitecoind();
  }, 120_000);
  afterAll(async () => {
    await node?.stop();
  });
  beforeEach(async () => {
    h = await openBillingHarness(open(MIGRATIONS_DIR), open(CATALOG_MIGRATIONS), {
      env: {
        CRYPTO_NETWORK: 'regtest',
        LTC_RPC_URL: node.rpcUrl,
        CRYPTO_WATCH_WALLET: `watch-${Date.now()}`,
        CRYPTO_RATES: 'LTC/USD=80',
      },
    });
    await merchant().cryptoWallets.put({ coin: 'LTC', xpub: MERCHANT_XPUB, confirmations_needed: 2 });
  });
  afterEach(async () => {
    await h.close();
  });

  const pay = async (value = 10) => {
    const payment = await merchant().payments.create({
      title: 'Consulting',
      email: 'client@example.com',
      value,
      currency: 'USD',
      gateway: 'CRYPTO',
      crypto_gateway: 'LTC',
    });
    return { payment, invoice: await merchant().invoices.get({ uniqid: payment.uniqid }) };
  };
  const invoiceOf = (uniqid: string) => merchant().invoices.get({ uniqid });
  const paidEvents = async () => (await outbox(h)).filter((event) => event.type === 'order:paid');

  it('a payment opens on its coin and shows a fresh address, the amount at the frozen rate, and its BIP21 link', async () => {
    const { payment, invoice } = await pay();
    const url = new URL(payment.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      selected_gateway: 'LTC',
      auto_start_gateway: '1',
      auto_start_crypto: '1',
    });
    expect(invoice).toMatchObject({
      status: 'PENDING',
      gateway: 'CRYPTO',
      blockchain: 'LTC',
      crypto_address: expect.stringMatching(/^rltc1q/),
      crypto_amount: 0.125,
      crypto_received: 0,
      crypto_exchange_rate: 80,
      crypto_confirmations_needed: 2,
      crypto_payout: true,
    });
    expect(invoice.crypto_uri).toBe(`litecoin:${invoice.crypto_address}?amount=0.125&label=Consulting`);
    const second = await pay();
    expect(second.invoice.crypto_address).not.toBe(invoice.crypto_address);
  });

  it('two shops registering the same key never get the same address', async () => {
    const first = await pay();
    await h.billing(testPrincipal(SHOP_B)).cryptoWallets.put({ coin: 'LTC', xpub: MERCHANT_XPUB });
    const other = await h.billing(testPrincipal(SHOP_B)).payments.create({
      title: 'Other shop',
      email: 'client@example.com',
      value: 10,
      currency: 'USD',
      gateway: 'CRYPTO',
      crypto_gateway: 'LTC',
    });
    const otherInvoice = await h.billing(testPrincipal(SHOP_B)).invoices.get({ uniqid: other.uniqid });
    expect(otherInvoice.crypto_address).toMatch(/^rltc1q/);
    expect(otherInvoice.crypto_address).not.toBe(first.invoice.crypto_address);
  });

  it('the exact amount, once mined to the confirmations needed, completes the invoice and sends order:paid once', async () => {
    const { invoice } = await pay();
    await node.send(invoice.crypto_address as string, '0.125');
    await watchCryptoOnce(h.deps);
    expect(await invoiceOf(invoice.uniqid)).toMatchObject({ status: 'PENDING', crypto_received: 0.125 });

    await node.mine(1);
    await watchCryptoOnce(h.deps);
    expect((await invoiceOf(invoice.uniqid)).status).toBe('PENDING');

    await node.mine(1);
    await watchCryptoOnce(h.deps);
    const paid = await invoiceOf(invoice.uniqid);
    expect(paid).toMatchObject({ status: 'COMPLETED', gateway: 'CRYPTO', crypto_received: 0.125 });

    await node.mine(1);
    await watchCryptoOnce(h.deps);
    expect(await paidEvents()).toHaveLength(1);
  });

  it('an underpayment leaves the invoice open and partial, and the rest completes it', async () => {
    const { invoice } = await pay();
    await node.send(invoice.crypto_address as string, '0.1');
    await node.mine(3);
    await watchCryptoOnce(h.deps);
    expect(await invoiceOf(invoice.uniqid)).toMatchObject({ status: 'PENDING', crypto_received: 0.1 });
    const partial = (await outbox(h)).filter((event) => event.type === 'order:partial');
    expect(partial).toHaveLength(1);
    expect(await paidEvents()).toEqual([]);

    await node.send(invoice.crypto_address as string, '0.025');
    await node.mine(2);
    await watchCryptoOnce(h.deps);
    expect(await invoiceOf(invoice.uniqid)).toMatchObject({ status: 'COMPLETED', crypto_received: 0.125 });
  });

  it('an overpayment completes the invoice and records what arrived', async () => {
    const { invoice } = await pay();
    await node.send(invoice.crypto_address as string, '0.2');
    await node.mine(2);
    await watchCryptoOnce(h.deps);
    expect(await invoiceOf(invoice.uniqid)).toMatchObject({ status: 'COMPLETED', crypto_received: 0.2 });
  });

  it('a payment replaced before it confirms (double spent away) is not counted', async () => {
    const { invoice } = await pay();
    const txid = await node.send(invoice.crypto_address as string, '0.125');
    await watchCryptoOnce(h.deps);
    expect((await invoiceOf(invoice.uniqid)).crypto_received).toBe(0.125);

    await node.doubleSpend(txid);
    await node.mine(3);
    await watchCryptoOnce(h.deps);
    expect(await invoiceOf(invoice.uniqid)).toMatchObject({ status: 'PENDING', crypto_received: 0 });
    expect(await paidEvents()).toEqual([]);
  });

  it('a payment arriving after the invoice expired is honoured, as a late confirmation is', async () => {
    const { invoice } = await pay();
    h.clock.advance(61 * 60_000);
    await expireDue(h.deps);
    expect((await invoiceOf(invoice.uniqid)).status).toBe('EXPIRED');
    await node.send(invoice.crypto_address as string, '0.125');
    await node.mine(2);
    await watchCryptoOnce(h.deps);
    expect((await invoiceOf(invoice.uniqid)).status).toBe('COMPLETED');
  });
});

/**
 * Ether, and USDC (a real ERC-20 contract deployed there), to the shop's own account, on a real
 * local Ethereum chain (Ganache).
 */
describe('native crypto on a local Ethereum chain', () => {
  let chain: LocalEthereum;
  let usdc: string;
  let h: BillingHarness;
  const merchant = () => h.billing(testPrincipal(SHOP_A));
  // The Hardhat default mnemonic's account key m/44'/60'/0': its first address is 0xf39F…2266.
  const ACCOUNT_XPUB = HDKey.fromMasterSeed(
    mnemonicToSeedSync('test test test test test test test test test test test junk'),
  ).derive("m/44'/60'/0'").publicExtendedKey;

  beforeAll(async () => {
    chain = await startGanache();
    usdc = await chain.deployToken(6);
  });
  afterAll(async () => {
    await chain?.stop();
  });
  beforeEach(async () => {
    h = await openBillingHarness(open(MIGRATIONS_DIR), open(CATALOG_MIGRATIONS), {
      env: {
        CRYPTO_NETWORK: 'regtest',
        ETH_RPC_URL: chain.rpcUrl,
        USDC_CONTRACT: usdc,
        CRYPTO_RATES: 'ETH/USD=2000,USDC_ERC20/USD=1',
      },
    });
  });
  afterEach(async () => {
    await h.close();
  });

  it('an ETH payment shows its EIP-681 link and completes once its transfer is as deep as needed', async () => {
    const wallet = await merchant().cryptoWallets.put({
      coin: 'ETH',
      xpub: ACCOUNT_XPUB,
      confirmations_needed: 3,
    });
    expect(wallet.first_address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    const payment = await merchant().payments.create({
      title: 'Consulting',
      email: 'client@example.com',
      value: 10,
      currency: 'USD',
      gateway: 'CRYPTO',
      crypto_gateway: 'ETH',
    });
    const invoice = await merchant().invoices.get({ uniqid: payment.uniqid });
    expect(invoice).toMatchObject({
      crypto_amount: 0.005,
      crypto_exchange_rate: 2000,
      crypto_confirmations_needed: 3,
    });
    expect(invoice.crypto_uri).toBe(`ethereum:${invoice.crypto_address}@1337?value=5000000000000000`);

    await chain.send(invoice.crypto_address as string, 5_000_000_000_000_000n);
    await chain.mine(2);
    await watchCryptoOnce(h.deps);
    expect(await merchant().invoices.get({ uniqid: payment.uniqid })).toMatchObject({
      status: 'PENDING',
      crypto_received: 0.005,
    });
    await chain.mine(1);
    await watchCryptoOnce(h.deps);
    expect((await merchant().invoices.get({ uniqid: payment.uniqid })).status).toBe('COMPLETED');
    expect((await outbox(h)).filter((event) => event.type === 'order:paid')).toHaveLength(1);
  });

  it('a USDC_ERC20 payment links a transfer of the token and completes once that transfer is as deep as needed', async () => {
    const wallet = await merchant().cryptoWallets.put({
      coin: 'usdc_erc20',
      xpub: ACCOUNT_XPUB,
      confirmations_needed: 2,
    });
    expect(wallet).toMatchObject({
      coin: 'USDC_ERC20',
      active: true,
      first_address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
    const payment = await merchant().payments.create({
      title: 'Consulting',
      email: 'client@example.com',
      value: 12.5,
      currency: 'USD',
      gateway: 'CRYPTO',
      crypto_gateway: 'USDC_ERC20',
    });
    const invoiceOf = () => merchant().invoices.get({ uniqid: payment.uniqid });
    const invoice = await invoiceOf();
    expect(invoice).toMatchObject({
      status: 'PENDING',
      blockchain: 'USDC_ERC20',
      crypto_address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      crypto_amount: 12.5,
      crypto_exchange_rate: 1,
      crypto_confirmations_needed: 2,
    });
    const address = invoice.crypto_address as string;
    // The contract as USDC_CONTRACT gave it (Ganache's lower case), in its EIP-55 form.
    expect(invoice.crypto_uri).toBe(
      `ethereum:${checksumEvmAddress(usdc)}@1337/transfer?address=${address}&uint256=12500000`,
    );

    // Ether to the address pays nothing: only the token counts.
    await chain.send(address, 10n ** 18n);
    await chain.sendToken(usdc, address, 12_500_000n);
    await chain.mine(1);
    await watchCryptoOnce(h.deps);
    expect(await invoiceOf()).toMatchObject({ status: 'PENDING', crypto_received: 12.5 });
    // The buyer's checkout shows the token, in USDC, one confirmation of two.
    expect((await h.billing(null).checkout.view({ uniqid: payment.uniqid })).crypto).toMatchObject({
      coin: 'USDC_ERC20',
      amount: '12.5',
      received: '12.5',
      confirmations: 1,
      confirmations_needed: 2,
    });
    await chain.mine(1);
    await watchCryptoOnce(h.deps);
    expect(await invoiceOf()).toMatchObject({
      status: 'COMPLETED',
      gateway: 'CRYPTO',
      crypto_received: 12.5,
    });
    const watched = await h.deps.prisma.cryptoPayment.findUniqueOrThrow({ where: { address } });
    expect(watched).toMatchObject({ coin: 'USDC_ERC20', state: 'PAID', confirmations: 2 });
    expect(watched.confirmedUnits.toFixed(0)).toBe('12500000');
    await chain.mine(1);
    await watchCryptoOnce(h.deps);
    expect((await outbox(h)).filter((event) => event.type === 'order:paid')).toHaveLength(1);
  });
});
