import type { PayPalEvent, PayPalStandIn } from '@shopforge/provider-stand-ins';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../src/checkout';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/**
 * PayPal Checkout through the real gateway: a merchant connects their PayPal app, an order
 * forced to PayPal answers PayPal's order, PayPal's events (signed over five headers and checked
 * with PayPal) pay, refund and dispute it. PayPal is a local stand-in answering in its wire
 * format, called by the official server SDK.
 */
const CLIENT_ID = 'E2eMerchantPayPalClient000';
const CLIENT_SECRET = 'E2eMerchantPayPalSecret000';

let p: TestPlatform;
let paypal: PayPalStandIn;
let shops = 0;

beforeAll(async () => {
  p = await platform();
  paypal = p.paypal;
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

async function connectedShop() {
  const { shop, fullKey: token } = await newShop(p);
  const webhookId = `E2EWEBHOOK${String(++shops).padStart(4, '0')}`;
  const connected = await call(p.gatewayUrl, 'PUT', '/dev/v1/payment-providers/paypal', {
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
  paypal.addWebhookEndpoint({ clientId: CLIENT_ID, url: webhookUrl, webhookId });
  return { shopId: shop.id, token, webhookUrl, webhookId };
}

async function paypalOrder(token: string) {
  const product = dataOf<{ id: string }>(
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Consulting hour', price: 25, type: 'SERVICE', service_text: 'Booked.' },
    }),
  );
  const order = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
    token,
    body: {
      customer_email: 'buyer@example.com',
      items: [{ product_id: product.id, quantity: 1 }],
      gateway: 'PAYPAL',
    },
  });
  expect(order.status, order.text).toBe(201);
  return dataOf<{ id: string; uniqid: string; checkout_url: string; session_id: string }>(order);
}

const sendEvent = (webhookUrl: string, event: PayPalEvent, webhookId: string) => {
  const { body, headers } = paypal.sign(event, webhookId);
  return call(p.gatewayUrl, 'POST', pathOf(webhookUrl), { headers, body });
};
const capabilities = async (token: string) =>
  dataOf<{ enabledPaymentMethods: string[] }>(
    await call(p.gatewayUrl, 'GET', '/dev/v1/me/capabilities', { token }),
  ).enabledPaymentMethods;

describe('PayPal Checkout through the gateway', () => {
  it('capabilities list PAYPAL only while an app is connected; malformed credentials are a 422 naming each field', async () => {
    const { fullKey: token } = await newShop(p);
    expect(await capabilities(token)).toEqual(['TEST']);
    const malformed = await call(p.gatewayUrl, 'PUT', '/dev/v1/payment-providers/paypal', {
      token,
      body: {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        webhook_id: 'lower-case',
        environment: 'prod',
      },
    });
    expect(malformed.status).toBe(422);
    expect(
      errorOf(malformed)
        .details?.map((detail) => detail.field)
        .sort(),
    ).toEqual(['environment', 'webhook_id']);
    const { token: connectedToken } = await connectedShop();
    expect(await capabilities(connectedToken)).toEqual(['TEST', 'PAYPAL']);
    const gone = await call(p.gatewayUrl, 'DELETE', '/dev/v1/payment-providers/paypal', {
      token: connectedToken,
    });
    expect(gone.status, gone.text).toBe(200);
    expect(await capabilities(connectedToken)).toEqual(['TEST']);
  });

  it('an order forced to PayPal answers its order; the approval is captured and pays it once', async () => {
    const { token, webhookUrl, webhookId } = await connectedShop();
    const order = await paypalOrder(token);
    expect(order.checkout_url).toBe(`${paypal.url}/checkoutnow?token=${order.session_id}`);
    const approval = paypal.approve(order.session_id);
    const first = await sendEvent(webhookUrl, approval, webhookId);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const captured = await sendEvent(webhookUrl, paypal.captureCompleted(order.session_id), webhookId);
    expect(captured.body).toEqual({ received: true, duplicate: true });
    const paid = dataOf<{ status: string; gateway: string }>(
      await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token }),
    );
    expect(paid).toMatchObject({ status: 'COMPLETED', gateway: 'PAYPAL' });
  });

  it('an event PayPal does not vouch for is refused in the error envelope', async () => {
    const { token, webhookUrl, webhookId } = await connectedShop();
    const order = await paypalOrder(token);
    const signed = paypal.sign(paypal.approve(order.session_id), webhookId);
    const edited = await call(p.gatewayUrl, 'POST', pathOf(webhookUrl), {
      headers: signed.headers,
      body: signed.body.replace('"APPROVED"', '"COMPLETED"'),
    });
    expect(edited.status).toBe(401);
    expect(errorOf(edited).code).toBe('UNAUTHORIZED');
    const unsigned = await call(p.gatewayUrl, 'POST', pathOf(webhookUrl), { body: signed.body });
    expect(unsigned.status).toBe(401);
  });

  it('a refund goes through PayPal and a lost dispute refunds the rest', async () => {
    const { token, webhookUrl, webhookId } = await connectedShop();
    const order = await paypalOrder(token);
    await sendEvent(webhookUrl, paypal.approve(order.session_id), webhookId);
    const refund = await call(p.gatewayUrl, 'POST', `/dev/v1/orders/${order.id}/refund`, {
      token,
      body: { amount: 5, reason: 'Goodwill' },
    });
    expect(refund.status, refund.text).toBe(200);
    expect(dataOf<{ status: string }>(refund).status).toBe('PARTIAL_REFUND');

    await sendEvent(
      webhookUrl,
      paypal.dispute(order.session_id, 'create', 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED'),
      webhookId,
    );
    const disputes = dataOf<{ status: string; gateway: string }[]>(
      await call(p.gatewayUrl, 'GET', '/dev/v1/disputes', { token }),
    );
    expect(disputes).toEqual([expect.objectContaining({ status: 'OPEN', gateway: 'PAYPAL' })]);
    await sendEvent(webhookUrl, paypal.dispute(order.session_id, 'lost'), webhookId);
    const after = dataOf<{ status: string }>(
      await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token }),
    );
    expect(after.status).toBe('REFUNDED');
  });

  it('the operator CLI connects a shop’s PayPal app, the secret read from the environment', async () => {
    const { shop, fullKey: token } = await newShop(p);
    const args = ['payment-provider', 'connect-paypal', '--shop', shop.id, '--client-id', CLIENT_ID];
    const withoutSecret = await operatorCli(p)(
      ...args,
      '--webhook-id',
      'CLIWEBHOOK0001',
      '--environment',
      'sandbox',
    );
    expect(withoutSecret.code).toBe(2);
    expect(withoutSecret.stderr).toContain('PAYPAL_CLIENT_SECRET');
    const cli = operatorCli(p, { PAYPAL_CLIENT_SECRET: CLIENT_SECRET });
    const connected = await cli(
      ...args,
      '--webhook-id',
      'CLIWEBHOOK0001',
      '--environment',
      'sandbox',
      '--json',
    );
    expect(connected.code, connected.stderr).toBe(0);
    expect(JSON.parse(connected.stdout)).toMatchObject({
      provider: 'paypal',
      method: 'PAYPAL',
      livemode: false,
    });
    expect(await capabilities(token)).toEqual(['TEST', 'PAYPAL']);
  });
});
