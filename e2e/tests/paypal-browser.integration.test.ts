import { describe, expect, it } from 'vitest';
import { clickAndWaitForLoad, usePlatformWithBrowser } from '../src/browser';
import { call } from '../src/http';
import { newShop } from '../src/shops';

/**
 * A buyer in headless Chromium pays an order with PayPal: our hosted checkout sends them to
 * PayPal's approval page (the stand-in's), PayPal sends CHECKOUT.ORDER.APPROVED to the shop's
 * webhook address and the buyer back; billing captures the order once between the two, and the
 * buyer sees the key they bought.
 */
const CLIENT_ID = 'BrowserMerchantClient0000';
const CLIENT_SECRET = 'BrowserMerchantSecret0000';
const WEBHOOK_ID = 'BROWSERWEBHOOK0000';

const run = usePlatformWithBrowser();

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('PayPal Checkout in a browser', () => {
  it('a buyer chooses PayPal at the hosted checkout, approves on PayPal’s page and comes back to the key', async () => {
    const { fullKey: token } = await newShop(run.p);
    const connected = await call(run.p.gatewayUrl, 'PUT', '/dev/v1/payment-providers/paypal', {
      token,
      body: {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        webhook_id: WEBHOOK_ID,
        environment: 'sandbox',
      },
    });
    expect(connected.status, connected.text).toBe(200);
    run.p.paypal.addWebhookEndpoint({
      clientId: CLIENT_ID,
      url: dataOf<{ webhook_url: string }>(connected).webhook_url,
      webhookId: WEBHOOK_ID,
    });
    const product = dataOf<{ id: string }>(
      await call(run.p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: { title: 'PayPal Key', price: 19.5, type: 'SERIALS' },
      }),
    );
    await call(run.p.gatewayUrl, 'POST', `/dev/v1/products/${product.id}/serials`, {
      token,
      body: { serials: ['PAYPAL-SERIAL-7'] },
    });
    const order = dataOf<{ id: string; uniqid: string; checkout_url: string }>(
      await call(run.p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: { customer_email: 'buyer@example.com', items: [{ product_id: product.id, quantity: 1 }] },
      }),
    );

    const page = await run.browser.newPage();
    await page.goto(order.checkout_url, { waitUntil: 'load' });
    await clickAndWaitForLoad(page.locator('#pay-PAYPAL'));
    expect(page.url()).toMatch(new RegExp(`^${run.p.paypal.url}/checkoutnow\\?token=`));
    expect(await page.content()).toContain('19.50');
    await clickAndWaitForLoad(page.locator('button[type="submit"]'));
    expect(page.url().startsWith(`${order.checkout_url}?token=`)).toBe(true);
    expect(await page.locator('#status').textContent()).toBe('COMPLETED');
    expect(await page.locator('code.key').allTextContents()).toEqual(['PAYPAL-SERIAL-7']);
    await page.close();

    expect(run.p.paypal.deliveries.filter((delivery) => delivery.type === 'CHECKOUT.ORDER.APPROVED')).toEqual(
      [expect.objectContaining({ status: 200 })],
    );
    const paid = dataOf<{ status: string; gateway: string }>(
      await call(run.p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token }),
    );
    expect(paid).toMatchObject({ status: 'COMPLETED', gateway: 'PAYPAL' });
  });

  it('a buyer subscribes to a plan on PayPal’s page: PayPal bills it, and the shop sees its subscription', async () => {
    const { fullKey: token } = await newShop(run.p);
    const webhookId = 'BROWSERWEBHOOK0001';
    const connected = await call(run.p.gatewayUrl, 'PUT', '/dev/v1/payment-providers/paypal', {
      token,
      body: {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        webhook_id: webhookId,
        environment: 'sandbox',
      },
    });
    expect(connected.status, connected.text).toBe(200);
    const webhookUrl = dataOf<{ webhook_url: string }>(connected).webhook_url;
    run.p.paypal.addWebhookEndpoint({ clientId: CLIENT_ID, url: webhookUrl, webhookId });
    const plan = dataOf<{ id: string }>(
      await call(run.p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: {
          title: 'Pro plan',
          price: 9,
          type: 'SERVICE',
          service_text: 'Welcome to Pro',
          subtype: 'RECURRING',
          recurring_interval: 'MONTH',
          recurring_interval_count: 1,
        },
      }),
    );
    const order = dataOf<{ id: string; checkout_url: string }>(
      await call(run.p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: { customer_email: 'member@example.com', items: [{ product_id: plan.id, quantity: 1 }] },
      }),
    );

    const page = await run.browser.newPage();
    await page.goto(order.checkout_url, { waitUntil: 'load' });
    await clickAndWaitForLoad(page.locator('#pay-PAYPAL'));
    expect(page.url()).toContain('/webapps/billing/subscriptions?ba_token=');
    await clickAndWaitForLoad(page.locator('#pay'));
    expect(page.url().startsWith(`${order.checkout_url}?subscription_id=I-`)).toBe(true);
    expect(await page.locator('#status').textContent()).toBe('COMPLETED');
    await page.close();

    const [subscription] = dataOf<{ status: string; paypal_subscription_id: string; invoices: string[] }[]>(
      await call(run.p.gatewayUrl, 'GET', '/dev/v1/subscriptions', { token }),
    );
    expect(subscription).toMatchObject({
      status: 'ACTIVE',
      paypal_subscription_id: expect.stringMatching(/^I-/),
    });
    expect(subscription?.invoices).toHaveLength(1);
    expect(
      run.p.paypal.deliveries.filter(
        (delivery) => delivery.url === webhookUrl && delivery.type.startsWith('BILLING.SUBSCRIPTION.'),
      ),
    ).toEqual([expect.objectContaining({ type: 'BILLING.SUBSCRIPTION.ACTIVATED', status: 200 })]);
  });
});
