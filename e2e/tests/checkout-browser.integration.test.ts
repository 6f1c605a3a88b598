import { describe, expect, it } from 'vitest';
import { clickAndWaitForLoad, usePlatformWithBrowser } from '../src/browser';
import { PAID_AT_CHECKOUT_TIMELINE } from '../src/checkout';
import { call } from '../src/http';
import { newShop } from '../src/shops';

/**
 * The hosted checkout in a real headless browser: a buyer opens the link, pays with the test
 * provider and sees the serial they bought. `.ci/run` installs Debian's Chromium for this;
 * CHROMIUM_PATH points elsewhere when needed.
 */
const run = usePlatformWithBrowser();

describe('hosted checkout in a browser', () => {
  it('a buyer pays a SERIALS order and sees the key; the API shows it COMPLETED with its timeline', async () => {
    const { fullKey } = await newShop(run.p);
    const product = await call(run.p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'Browser Key', price: 9.99, type: 'SERIALS' },
    });
    const productId = (product.body as { data: { id: string } }).data.id;
    await call(run.p.gatewayUrl, 'POST', `/dev/v1/products/${productId}/serials`, {
      token: fullKey,
      body: { serials: ['BROWSER-SERIAL-42'] },
    });
    const created = await call(run.p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token: fullKey,
      body: { customer_email: 'buyer@example.com', items: [{ product_id: productId, quantity: 1 }] },
    });
    const order = (created.body as { data: { uniqid: string; checkout_url: string } }).data;

    const page = await run.browser.newPage();
    await page.goto(order.checkout_url, { waitUntil: 'load' });
    expect(await page.locator('#total').textContent()).toBe('9.99 EUR');
    await clickAndWaitForLoad(page.locator('#pay-TEST'));
    expect(page.url()).toContain('/test-provider/sessions/');
    expect(await page.locator('#amount').textContent()).toBe('9.99 EUR');
    await clickAndWaitForLoad(page.locator('#outcome-succeed'));
    expect(page.url()).toBe(order.checkout_url);
    expect(await page.locator('#status').textContent()).toBe('COMPLETED');
    expect(await page.locator('code.key').allTextContents()).toEqual(['BROWSER-SERIAL-42']);
    await page.close();

    const invoice = await call(run.p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}`, {
      token: fullKey,
    });
    expect((invoice.body as { data: { status: string } }).data.status).toBe('COMPLETED');
    const timeline = await call(run.p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}/timeline`, {
      token: fullKey,
    });
    const types = (timeline.body as { data: { events: { type: string }[] } }).data.events.map(
      (event) => event.type,
    );
    expect(types.slice(0, PAID_AT_CHECKOUT_TIMELINE.length)).toEqual(PAID_AT_CHECKOUT_TIMELINE);
  });

  it('a crypto payment link opens the checkout on its coin', async () => {
    const { fullKey } = await newShop(run.p);
    const res = await call(run.p.gatewayUrl, 'POST', '/dev/v1/payments', {
      token: fullKey,
      body: {
        title: 'Crypto invoice',
        email: 'c@example.com',
        value: 25,
        currency: 'USD',
        gateway: 'TEST_CRYPTO',
        crypto_gateway: 'ETH',
      },
    });
    const payment = (res.body as { data: { url: string } }).data;
    const page = await run.browser.newPage();
    await page.goto(payment.url, { waitUntil: 'load' });
    expect(await page.locator('#pay-TEST_CRYPTO').textContent()).toBe('Pay with ETH');
    await clickAndWaitForLoad(page.locator('#pay-TEST_CRYPTO'));
    expect(await page.locator('main').textContent()).toContain('25.00 USD in ETH');
    await page.close();
  });
});
