import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/** Disputes through the test provider (driven by the CLI) and the Developer API. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('disputes', () => {
  it('the test provider opens and loses a dispute: DISPUTED, then REFUNDED; GET /disputes lists it', async () => {
    const { fullKey: token } = await newShop(p);
    const product = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: { title: 'Key', price: 12, type: 'SERVICE' },
      }),
    );
    const order = dataOf<{ id: string; uniqid: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: { customer_email: 'buyer@example.com', items: [{ product_id: product.id, quantity: 1 }] },
      }),
    );
    const cli = operatorCli(p);
    expect((await cli('order', 'pay', '--invoice', order.uniqid)).code).toBe(0);
    const opened = await cli(
      'order',
      'dispute',
      '--invoice',
      order.uniqid,
      '--action',
      'open',
      '--reason',
      'not received',
    );
    expect(opened.code, opened.stderr).toBe(0);
    const status = async () =>
      dataOf<{ status: string }>(await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token }))
        .status;
    expect(await status()).toBe('DISPUTED');
    const list = await call(p.gatewayUrl, 'GET', '/dev/v1/disputes?status=OPEN', { token });
    expect(list.status).toBe(200);
    expect((list.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        invoice_uniqid: order.uniqid,
        status: 'OPEN',
        reason: 'not received',
        amount: 12,
      }),
    ]);
    const [listed] = (list.body as { data: { id: string }[] }).data;
    const one = await call(p.gatewayUrl, 'GET', `/dev/v1/disputes/${listed?.id}`, { token });
    expect([one.status, dataOf(one)]).toEqual([200, listed]);
    expect((await cli('order', 'dispute', '--invoice', order.uniqid, '--action', 'lose')).code).toBe(0);
    expect(await status()).toBe('REFUNDED');
    const lost = await call(p.gatewayUrl, 'GET', `/dev/v1/disputes/${listed?.id}`, { token });
    expect(dataOf(lost)).toMatchObject({ status: 'LOST', closed_at: expect.any(Number) });
    const other = await newShop(p);
    const foreign = await call(p.gatewayUrl, 'GET', `/dev/v1/disputes/${listed?.id}`, {
      token: other.fullKey,
    });
    expect([foreign.status, (foreign.body as { error: { code: string } }).error.code]).toEqual([
      404,
      'DISPUTE_NOT_FOUND',
    ]);
    const timeline = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}/timeline`, { token });
    const types = dataOf<{ events: { type: string }[] }>(timeline).events.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['dispute_opened', 'dispute_lost']));
  });
});
