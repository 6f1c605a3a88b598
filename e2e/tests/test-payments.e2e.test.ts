import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtCheckout, pathOf, postForm } from '../src/checkout';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { bootTestPlatform, type TestPlatform } from '../src/platform';

/**
 * The test provider on a platform configured as production is (TEST_PAYMENTS=false): new shops
 * cannot be paid with the simulated test provider until the operator turns it on for them. The
 * shared embedded platform of the other files keeps it on (identity.e2e.test.ts).
 */
let p: TestPlatform;
let cli: ReturnType<typeof operatorCli>;
beforeAll(async () => {
  p = await bootTestPlatform({ env: { TEST_PAYMENTS: 'false' } });
  cli = operatorCli(p);
});
afterAll(async () => {
  await p.close();
});

const REFUSED = 'This shop does not take test payments: its payment method TEST is off.';
const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

async function liveShop() {
  const created = await cli('shop', 'create', '--name', `Live ${Math.random()}`, '--json');
  expect(created.code, created.stderr).toBe(0);
  const { shop, api_key: token } = JSON.parse(created.stdout) as { shop: { id: string }; api_key: string };
  const product = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
    token,
    body: { title: 'Consulting', price: 20, type: 'SERVICE', service_text: 'Booked.' },
  });
  expect(product.status, product.text).toBe(201);
  const order = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
    token,
    body: {
      customer_email: 'buyer@example.com',
      items: [{ product_id: dataOf<{ id: string }>(product).id, quantity: 1 }],
    },
  });
  expect(order.status, order.text).toBe(201);
  return {
    shopId: shop.id,
    token,
    order: dataOf<{ id: string; uniqid: string; checkout_url: string }>(order),
  };
}

const capabilities = async (token: string) =>
  dataOf<{ enabledPaymentMethods: string[] }>(
    await call(p.gatewayUrl, 'GET', '/dev/v1/me/capabilities', { token }),
  ).enabledPaymentMethods;

describe('the test provider on a production-configured platform', () => {
  it('a new shop has no payment method: TEST is not among its capabilities', async () => {
    const { token } = await liveShop();
    expect(await capabilities(token)).toEqual([]);
  });

  it('a test payment on a shop without TEST is refused: at the checkout, by POST /payments and by order pay', async () => {
    const { token, order } = await liveShop();
    const page = await postForm(p, `${pathOf(order.checkout_url)}/pay`, { gateway: 'TEST' });
    expect(page.status).toBe(400);
    expect(page.text).toContain('This shop does not take test payments');
    const payment = await call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
      token,
      body: { title: 'Deposit', email: 'buyer@example.com', value: 5, currency: 'EUR', gateway: 'TEST' },
    });
    expect(payment.status, payment.text).toBe(400);
    expect(errorOf(payment)).toMatchObject({ code: 'BAD_REQUEST', message: REFUSED });
    const paid = await cli('order', 'pay', '--invoice', order.uniqid, '--json');
    expect(paid.code).toBe(1);
    expect(paid.stderr).toContain(REFUSED);
    const after = await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token });
    expect(dataOf<{ status: string }>(after).status).toBe('PENDING');
  });

  it('the operator turns TEST on for the shop and the payment then succeeds; turned off, it is refused again', async () => {
    const { shopId, token, order } = await liveShop();
    const enabled = await cli('shop', 'payment-methods', '--shop', shopId, '--enable', 'TEST', '--json');
    expect(enabled.code, enabled.stderr).toBe(0);
    expect(JSON.parse(enabled.stdout)).toEqual({ shop_id: shopId, payment_methods: ['TEST'] });
    expect(await capabilities(token)).toEqual(['TEST']);
    await payAtCheckout(p, order.checkout_url);
    const after = await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token });
    expect(dataOf<{ status: string }>(after).status).toBe('COMPLETED');

    const disabled = await cli('shop', 'payment-methods', '--shop', shopId, '--disable', 'TEST');
    expect(disabled.stdout).toBe(`Shop ${shopId} takes payment methods: none.\n`);
    const second = await liveShopOrder(token);
    const page = await postForm(p, `${pathOf(second.checkout_url)}/pay`, { gateway: 'TEST' });
    expect(page.status).toBe(400);
  });

  it('the command takes exactly one of --enable and --disable, and only a known method', async () => {
    expect((await cli('shop', 'payment-methods', '--shop', crypto.randomUUID())).code).toBe(2);
    const unknown = await cli('shop', 'payment-methods', '--shop', crypto.randomUUID(), '--enable', 'PAYPAL');
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('one of TEST') });
  });
});

/** Another order of a shop whose product already exists. */
async function liveShopOrder(token: string) {
  const products = await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token });
  const [product] = dataOf<{ id: string }[]>(products);
  const order = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
    token,
    body: { customer_email: 'buyer@example.com', items: [{ product_id: product?.id, quantity: 1 }] },
  });
  expect(order.status, order.text).toBe(201);
  return dataOf<{ checkout_url: string }>(order);
}
