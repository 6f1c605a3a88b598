import { afterEach, describe, expect, it } from 'vitest';
import { runMain } from '../testing/run-main';
import { bodyOf, type StandIn, startStandIn } from '../testing/stand-in-server';
import { NOT_TEST_MODE } from '../triggers';

const KEY = 'shx_trigger_test';

const servers: StandIn[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Answer = { status: number; body?: unknown; location?: string };

/**
 * The Developer API and the test provider's page as the docs describe them, answering what the
 * triggers need; `override` replaces the answer to one `METHOD /path`.
 */
async function standInGateway(override: Record<string, Answer> = {}) {
  const seen: Seen[] = [];
  let base = '';
  const answers = (): Record<string, Answer> => ({
    'POST /dev/v1/products': {
      status: 201,
      body: { data: { id: 'prod-id', uniqid: 'prod-uniqid', title: 'x' } },
    },
    'POST /dev/v1/orders': {
      status: 201,
      body: { data: { id: 'order-id', uniqid: 'order-uniqid', status: 'PENDING' } },
    },
    'GET /dev/v1/me/capabilities': { status: 200, body: { data: { enabledPaymentMethods: ['TEST'] } } },
    'GET /dev/v1/me': { status: 200, body: { data: { id: 'shop', currency: 'EUR' } } },
    'POST /dev/v1/payments': {
      status: 201,
      body: {
        data: {
          uniqid: 'pay-uniqid',
          checkout_url: `${base}/test-provider/sessions/ts_1`,
          session_id: 'ts_1',
          status: 'PENDING',
        },
      },
    },
    'POST /test-provider/sessions/ts_1': { status: 303, location: '/checkout/pay-uniqid' },
    ...override,
  });
  const server = await startStandIn(async (req, res) => {
    const path = req.url ?? '/';
    seen.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: await bodyOf(req),
    });
    const answer = answers()[`${req.method} ${path}`] ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No such route.' } },
    };
    res.writeHead(answer.status, {
      ...(answer.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(answer.location ? { location: answer.location } : {}),
    });
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  base = server.url;
  servers.push(server);
  return { url: server.url, seen };
}

const trigger = (gatewayUrl: string, ...argv: string[]) =>
  runMain(['trigger', ...argv], { SHOPFORGE_API_URL: gatewayUrl, SHOPFORGE_API_KEY: KEY });

const api = (method: string, path: string, body?: unknown): Seen => ({
  method,
  path,
  authorization: `Bearer ${KEY}`,
  contentType: body === undefined ? undefined : 'application/json',
  body: body === undefined ? '' : JSON.stringify(body),
});

const PRODUCT = { title: 'Shopforge trigger', price: 1, type: 'SERVICE' };

describe('shopforge trigger', () => {
  it('product:created creates a SERVICE product', async () => {
    const gateway = await standInGateway();
    const done = await trigger(gateway.url, 'product:created');
    expect(gateway.seen).toEqual([api('POST', '/dev/v1/products', PRODUCT)]);
    expect(done).toEqual({
      code: 0,
      stdout: 'Triggered product:created: product prod-uniqid ("Shopforge trigger") created.\n',
      stderr: '',
    });
  });

  it('order:created creates a product, then an unpaid order for one of it', async () => {
    const gateway = await standInGateway();
    const done = await trigger(gateway.url, 'order:created');
    expect(gateway.seen).toEqual([
      api('POST', '/dev/v1/products', PRODUCT),
      api('POST', '/dev/v1/orders', {
        customer_email: 'trigger@example.com',
        items: [{ product_id: 'prod-id', quantity: 1 }],
      }),
    ]);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Triggered order:created: order order-uniqid');
  });

  it('order:paid checks for test payments, creates a payment in the shop’s currency and pays it as the buyer', async () => {
    const gateway = await standInGateway();
    const done = await trigger(gateway.url, 'order:paid', '--json');
    expect(gateway.seen).toEqual([
      api('GET', '/dev/v1/me/capabilities'),
      api('GET', '/dev/v1/me'),
      api('POST', '/dev/v1/payments', {
        title: 'Shopforge trigger',
        email: 'trigger@example.com',
        value: 1,
        currency: 'EUR',
        gateway: 'TEST',
      }),
      // The buyer's form at the provider's page: no merchant key goes there.
      {
        method: 'POST',
        path: '/test-provider/sessions/ts_1',
        authorization: undefined,
        contentType: 'application/x-www-form-urlencoded',
        body: 'outcome=succeed',
      },
    ]);
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toEqual({
      event: 'order:paid',
      payment: { uniqid: 'pay-uniqid', session_id: 'ts_1' },
    });
  });

  it('order:paid tells a shop without test payments that it needs a test-mode shop, and writes nothing', async () => {
    const gateway = await standInGateway({
      'GET /dev/v1/me/capabilities': { status: 200, body: { data: { enabledPaymentMethods: ['STRIPE'] } } },
    });
    const done = await trigger(gateway.url, 'order:paid');
    expect(done).toEqual({ code: 1, stdout: '', stderr: `error: ${NOT_TEST_MODE}\n` });
    expect(NOT_TEST_MODE).toContain('TEST_PAYMENTS');
    expect(gateway.seen.map((seen) => `${seen.method} ${seen.path}`)).toEqual([
      'GET /dev/v1/me/capabilities',
    ]);
  });

  it('order:paid says so when the test provider does not pay', async () => {
    const gateway = await standInGateway({ 'POST /test-provider/sessions/ts_1': { status: 400 } });
    const done = await trigger(gateway.url, 'order:paid');
    expect(done).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'error: The test provider answered 400 instead of paying payment pay-uniqid; it is left unpaid.\n',
    });
  });

  it('shows the platform’s refusal with its code, message and fields, and exits 1', async () => {
    const gateway = await standInGateway({
      'POST /dev/v1/products': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'This key lacks the products.write scope.' } },
      },
    });
    expect(await trigger(gateway.url, 'product:created')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: FORBIDDEN: This key lacks the products.write scope.\n',
    });
    const refusedOrder = await standInGateway({
      'POST /dev/v1/orders': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'The request has invalid fields.',
            details: [{ field: 'items.0.product_id', message: 'No such product in this shop.' }],
          },
        },
      },
    });
    expect((await trigger(refusedOrder.url, 'order:created', '--json')).stderr).toBe(
      `${JSON.stringify({
        error:
          'VALIDATION_ERROR: The request has invalid fields. (items.0.product_id: No such product in this shop.)',
      })}\n`,
    );
  });

  it('refuses an event it cannot fire, naming those it can, before looking for a key or the platform', async () => {
    const refused = await runMain(['trigger', 'order:refunded'], { SHOPFORGE_DATA_DIR: '/nonexistent' });
    expect(refused).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: Cannot trigger "order:refunded"; the events it fires are product:created, order:created, order:paid.\n',
    });
  });

  it('explains where to get a key when SHOPFORGE_API_KEY is unset', async () => {
    const gateway = await standInGateway();
    const refused = await runMain(['trigger', 'product:created'], { SHOPFORGE_API_URL: gateway.url });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'shopforge key create --shop <id> --scopes "events.read products.write orders.write payments.write"',
    );
    expect(gateway.seen).toEqual([]);
  });
});
