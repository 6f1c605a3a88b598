import { type Litecoind, startLitecoind } from '@shopforge/provider-stand-ins/litecoind';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickAndWaitForLoad, launchChromium } from '../src/browser';
import { eventually } from '../src/eventually';
import { call } from '../src/http';
import { bootTestPlatform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/** BIP84's published account key: a public key only, so the test holds nothing that can spend. */
const MERCHANT_XPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

/**
 * Native crypto as a new user meets it, through the real gateway and a real regtest Litecoin
 * chain: register a wallet, take a payment, send real coins to the address the invoice shows,
 * mine, and watch the invoice complete; a buyer in headless Chromium pays an order at the hosted
 * checkout's crypto page.
 */
let node: Litecoind;
let p: TestPlatform;
let browser: Browser;

beforeAll(async () => {
  node = await startLitecoind();
  p = await bootTestPlatform({
    env: {
      CRYPTO_NETWORK: 'regtest',
      LTC_RPC_URL: node.rpcUrl,
      CRYPTO_RATES: 'LTC/USD=80,LTC/EUR=75',
      CRYPTO_POLL_MS: '100',
    },
  });
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await p?.close();
  await node?.stop();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

async function shopWithWallet(): Promise<string> {
  const { fullKey: token } = await newShop(p);
  const wallet = await call(p.gatewayUrl, 'PUT', '/dev/v1/crypto-wallets/LTC', {
    token,
    body: { xpub: MERCHANT_XPUB, confirmations_needed: 2 },
  });
  expect(wallet.status, wallet.text).toBe(200);
  return token;
}

interface CryptoInvoice {
  status: string;
  crypto_address: string;
  crypto_amount: number;
  crypto_received: number;
  crypto_confirmations_needed: number;
}

describe('native crypto on a regtest chain, through the gateway', () => {
  it('capabilities list the coin once its wallet is registered', async () => {
    const token = await shopWithWallet();
    const capabilities = dataOf<{
      enabledPaymentMethods: string[];
      features: { nativeCryptoCheckout: { enabled: boolean; gateways: string[] } };
    }>(await call(p.gatewayUrl, 'GET', '/dev/v1/me/capabilities', { token }));
    expect(capabilities.features.nativeCryptoCheckout).toEqual({ enabled: true, gateways: ['LTC'] });
    expect(capabilities.enabledPaymentMethods).toContain('CRYPTO');
  });

  it('a payment on LTC is paid by sending its amount and mining its confirmations; an underpayment stays open', async () => {
    const token = await shopWithWallet();
    const create = () =>
      call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
        token,
        body: {
          title: 'Consulting',
          email: 'client@example.com',
          value: 10,
          currency: 'USD',
          gateway: 'CRYPTO',
          crypto_gateway: 'LTC',
        },
      });
    const created = await create();
    expect(created.status, created.text).toBe(201);
    const payment = dataOf<{ uniqid: string; url: string }>(created);
    expect(new URL(payment.url).searchParams.toString()).toBe(
      'selected_gateway=LTC&auto_start_gateway=1&auto_start_crypto=1',
    );
    const invoiceOf = async (uniqid: string) =>
      dataOf<CryptoInvoice>(await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${uniqid}`, { token }));
    const invoice = await invoiceOf(payment.uniqid);
    expect(invoice).toMatchObject({
      status: 'PENDING',
      crypto_amount: 0.125,
      crypto_confirmations_needed: 2,
    });

    await node.send(invoice.crypto_address, '0.125');
    await node.mine(2);
    const paid = await eventually('the payment to complete', async () => {
      const current = await invoiceOf(payment.uniqid);
      return current.status === 'COMPLETED' ? current : undefined;
    });
    expect(paid.crypto_received).toBe(0.125);

    const short = dataOf<{ uniqid: string }>(await create());
    const shortInvoice = await invoiceOf(short.uniqid);
    await node.send(shortInvoice.crypto_address, '0.05');
    await node.mine(3);
    await eventually('the partial payment to show', async () =>
      (await invoiceOf(short.uniqid)).crypto_received === 0.05 ? true : undefined,
    );
    expect((await invoiceOf(short.uniqid)).status).toBe('PENDING');
  });

  it('a buyer chooses LTC at the hosted checkout, sees address, amount and QR code, pays, and gets the key', async () => {
    const token = await shopWithWallet();
    const product = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: { title: 'Crypto Key', price: 15, type: 'SERIALS' },
      }),
    );
    await call(p.gatewayUrl, 'POST', `/dev/v1/products/${product.id}/serials`, {
      token,
      body: { serials: ['LTC-SERIAL-1'] },
    });
    const order = dataOf<{ id: string; checkout_url: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: { customer_email: 'buyer@example.com', items: [{ product_id: product.id, quantity: 1 }] },
      }),
    );

    const page = await browser.newPage();
    await page.goto(order.checkout_url, { waitUntil: 'load' });
    await page.locator('#pay-CRYPTO-coin').selectOption({ value: 'LTC' });
    await clickAndWaitForLoad(page.locator('#pay-CRYPTO'));
    expect(page.url()).toBe(order.checkout_url);
    const address = (await page.locator('#crypto-address').textContent()) ?? '';
    const amount = (await page.locator('#crypto-amount').textContent()) ?? '';
    expect(address).toMatch(/^rltc1q/);
    // 15.00 EUR at 75 EUR per LTC.
    expect(amount).toBe('0.2 LTC');
    expect(await page.locator('#crypto-uri svg').count()).toBeGreaterThan(0);

    await node.send(address, '0.2');
    await node.mine(2);
    await eventually('the order to complete', async () => {
      const current = dataOf<{ status: string }>(
        await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token }),
      );
      return current.status === 'COMPLETED' ? true : undefined;
    });
    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('#status').textContent()).toBe('COMPLETED');
    expect(await page.locator('code.key').allTextContents()).toEqual(['LTC-SERIAL-1']);
    await page.close();
  });
});
