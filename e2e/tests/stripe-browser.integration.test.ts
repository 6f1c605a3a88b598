import { describe, expect, it } from 'vitest';
import { clickAndWaitForLoad, usePlatformWithBrowser } from '../src/browser';
import { call } from '../src/http';
import { newShop } from '../src/shops';

/**
 * A buyer in headless Chromium pays an order with Stripe Checkout: our hosted checkout sends
 * them to Stripe's page (the stand-in's), Stripe signs `checkout.session.completed` to the
 * shop's webhook address and sends the buyer back, who sees the key they bought.
 */
const SECRET_KEY = 'sk_test_BrowserMerchant0000';
const WEBHOOK_SECRET = 'whsec_BrowserMerchant0000';

const run = usePlatformWithBrowser();

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('Stripe Checkout in a browser', () => {
  it('a buyer chooses Stripe at the hosted checkout, pays on Stripe’s page and comes back to the key', async () => {
    const { fullKey: token } = await newShop(run.p);
    const connected = await call(run.p.gatewayUrl, 'PUT', '/dev/v1/payment-providers/stripe', {
      token,
      body: { secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET },
    });
    expect(connected.status, connected.text).toBe(200);
    run.p.stripe.addWebhookEndpoint({
      apiKey: SECRET_KEY,
      url: dataOf<{ webhook_url: string }>(connected).webhook_url,
      secret: WEBHOOK_SECRET,
    });
    const product = dataOf<{ id: string }>(
      await call(run.p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: { title: 'Stripe Key', price: 19.5, type: 'SERIALS' },
      }),
    );
    await call(run.p.gatewayUrl, 'POST', `/dev/v1/products/${product.id}/serials`, {
      token,
      body: { serials: ['STRIPE-SERIAL-7'] },
    });
    const order = dataOf<{ id: string; uniqid: string; checkout_url: string }>(
      await call(run.p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: { customer_email: 'buyer@example.com', items: [{ product_id: product.id, quantity: 1 }] },
      }),
    );

    const page = await run.browser.newPage();
    await page.goto(order.checkout_url, { waitUntil: 'load' });
    await clickAndWaitForLoad(page.locator('#pay-STRIPE'));
    expect(page.url()).toMatch(new RegExp(`^${run.p.stripe.url}/c/pay/cs_test_`));
    expect(await page.content()).toContain('19.50');
    await clickAndWaitForLoad(page.locator('#pay'));
    expect(page.url()).toBe(order.checkout_url);
    expect(await page.locator('#status').textContent()).toBe('COMPLETED');
    expect(await page.locator('code.key').allTextContents()).toEqual(['STRIPE-SERIAL-7']);
    await page.close();

    expect(
      run.p.stripe.deliveries.filter((delivery) => delivery.type === 'checkout.session.completed'),
    ).toEqual([expect.objectContaining({ status: 200 })]);
    const paid = dataOf<{ status: string; gateway: string }>(
      await call(run.p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token }),
    );
    expect(paid).toMatchObject({ status: 'COMPLETED', gateway: 'STRIPE' });
  });
});
