import { connect } from 'node:net';
import { readMailbox } from '@shopforge/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, payAtCheckout } from '../src/checkout';
import { eventually } from '../src/eventually';
import { openEventStream } from '../src/event-stream';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { startReceiver } from '../src/receiver';
import { newKey, newShop } from '../src/shops';

/**
 * Who may see what on a live stream, how many streams a shop holds, what a replay window may
 * be, how many spellings an access link has, and what an oversized request is answered: each
 * through the real gateway.
 */
let p: TestPlatform;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
beforeAll(async () => {
  p = await platform();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

let serialCounter = 0;
async function serialProduct(token: string, count: number) {
  const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
    token,
    body: { title: 'Streamed Key', price: 4, type: 'SERIALS' },
  });
  expect(created.status).toBe(201);
  const product = (created.body as { data: { id: string } }).data;
  const serials = Array.from({ length: count }, () => `STREAM-KEY-${++serialCounter}-${Date.now()}`);
  const added = await call(p.gatewayUrl, 'POST', `/dev/v1/products/${product.id}/serials`, {
    token,
    body: { serials },
  });
  expect(added.status).toBe(200);
  return product.id;
}

/** An order of one key, paid at the hosted checkout by `email`. */
async function paidOrder(token: string, productId: string, email = 'stream-buyer@example.com') {
  const created = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
    token,
    body: { customer_email: email, items: [{ product_id: productId, quantity: 1 }] },
  });
  expect(created.status, created.text).toBe(201);
  const order = (created.body as { data: { id: string; uniqid: string; checkout_url: string } }).data;
  await payAtCheckout(p, order.checkout_url);
  return order;
}

type OrderPaidBody = { data: { uniqid: string; line_items: Record<string, unknown>[] } };

describe('the event stream answers to the key as it is now', () => {
  it('a key narrowed to events.read while its stream is open gets the next order:paid without license_keys, as the list API shows it', async () => {
    const { fullKey, shop } = await newShop(p);
    const productId = await serialProduct(fullKey, 2);
    const key = await newKey(p, shop.id, ['events.read', 'orders.read', 'licenses.read']);
    const stream = await openEventStream(p.gatewayUrl, key.api_key, '?types=order:paid');
    expect(stream.response.status).toBe(200);

    await paidOrder(fullKey, productId);
    const [first] = await stream.waitFor(1, 15_000);
    const before = JSON.parse(first?.data ?? '{}') as OrderPaidBody;
    // While the key may see goods, the stream carries them.
    expect(before.data.line_items[0]?.license_keys).toHaveLength(1);

    const narrowed = await call(p.gatewayUrl, 'PATCH', `/dev/v1/api-keys/${key.key_id}`, {
      token: fullKey,
      body: { scopes: ['events.read'] },
    });
    expect(narrowed.status, narrowed.text).toBe(200);
    const order = await paidOrder(fullKey, productId);
    const events = await stream.waitFor(2, 15_000);
    expect(events).toHaveLength(2);
    const after = JSON.parse(events[1]?.data ?? '{}') as OrderPaidBody;
    expect(after.data.uniqid).toBe(order.uniqid);
    expect(after.data.line_items[0]).not.toHaveProperty('license_keys');
    expect(events[1]?.data).not.toContain('STREAM-KEY-');

    // The list API, asked with the same key, shows the event the same way.
    const listed = await call(p.gatewayUrl, 'GET', `/dev/v1/events/${events[1]?.id}`, { token: key.api_key });
    expect(listed.status).toBe(200);
    const recorded = (listed.body as { data: { data: OrderPaidBody['data'] } }).data.data;
    expect(recorded.line_items[0]).not.toHaveProperty('license_keys');
    expect(after.data.line_items).toEqual(recorded.line_items);
    expect(stream.ended()).toBe(false);
    await stream.stop();
  });

  it('a stream whose key loses events.read ends before it sends another event', async () => {
    const { fullKey, shop } = await newShop(p);
    const key = await newKey(p, shop.id, ['events.read', 'products.read']);
    const stream = await openEventStream(p.gatewayUrl, key.api_key);
    expect(stream.response.status).toBe(200);
    const narrowed = await call(p.gatewayUrl, 'PATCH', `/dev/v1/api-keys/${key.key_id}`, {
      token: fullKey,
      body: { scopes: ['products.read'] },
    });
    expect(narrowed.status).toBe(200);
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'Not for this stream', price: 1, type: 'SERVICE' },
    });
    expect(created.status).toBe(201);
    expect(await stream.waitForEnd(5_000)).toBe(true);
    expect(stream.events).toEqual([]);
    await stream.stop();
  });
});

describe('at most 5 event streams a shop', () => {
  it('25 streams opened at once: exactly 5 are 200 and 20 are 409 CONFLICT; a closed stream frees its place', async () => {
    const { fullKey } = await newShop(p);
    const streams = await Promise.all(
      Array.from({ length: 25 }, () => openEventStream(p.gatewayUrl, fullKey)),
    );
    const statuses = streams.map((stream) => stream.response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    const refused = streams.find((stream) => stream.response.status === 409);
    expect(await refused?.response.json()).toMatchObject({
      error: { code: 'CONFLICT', message: 'At most 5 event streams may be open per shop.' },
    });
    const open = streams.filter((stream) => stream.response.status === 200);
    await open[0]?.stop();
    const again = await eventually('a place freed by the closed stream', async () => {
      const next = await openEventStream(p.gatewayUrl, fullKey);
      if (next.response.status === 200) return next;
      await next.stop();
      return undefined;
    });
    await Promise.all([...streams, again].map((stream) => stream.stop()));
  });
});

describe('replay windows', () => {
  it('since/until out of range, reversed, not finite, beyond a date, in the future or before the retention window are 422 naming the field', async () => {
    const { fullKey } = await newShop(p);
    const r = await startReceiver();
    receivers.push(r);
    const hook = await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token: fullKey,
      body: { url: r.url, events: ['product:created'] },
    });
    expect(hook.status).toBe(201);
    const path = `/dev/v1/webhooks/${(hook.body as { data: { id: string } }).data.id}/replay`;
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string][] = [
      ['{"since":1e15}', 'since'],
      ['{"since":0,"until":9999999999999}', 'until'],
      ['{"since":1e400}', 'since'],
      ['{"since":-1}', 'since'],
      ['{"since":1.5}', 'since'],
      [`{"since":${now},"until":${now - 60}}`, 'since'],
      [`{"since":${now + 86_400}}`, 'since'],
      [`{"since":${now - 3600},"until":${now + 86_400}}`, 'until'],
      [`{"since":${now - 40 * 86_400}}`, 'since'],
    ];
    for (const [body, field] of cases) {
      const res = await call(p.gatewayUrl, 'POST', path, { token: fullKey, body });
      expect(res.status, `${body}: ${res.text}`).toBe(422);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
      expect(errorOf(res).details?.map((d) => d.field)).toContain(field);
    }
    const fine = await call(p.gatewayUrl, 'POST', path, { token: fullKey, body: { since: now - 3600 } });
    expect(fine.status, fine.text).toBe(202);
  });
});

describe('every time a caller sends', () => {
  it('is whole Unix seconds up to year 9999: a license expiry, a coupon window and the events list filter beyond it are 422 naming the field', async () => {
    const { fullKey } = await newShop(p);
    const product = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'Licensed', price: 20, type: 'SERVICE', licensing_enabled: true, license_period: '1y' },
    });
    expect(product.status).toBe(201);
    const refusals = [
      await call(p.gatewayUrl, 'POST', '/dev/v1/licenses', {
        token: fullKey,
        body: { product_id: (product.body as { data: { id: string } }).data.id, expires_at: 1e15 },
      }),
      await call(p.gatewayUrl, 'POST', '/dev/v1/coupons', {
        token: fullKey,
        body: { code: 'FAR', type: 'FIXED', discount: 1, valid_until: 9_999_999_999_999 },
      }),
      await call(
        p.gatewayUrl,
        'GET',
        `/dev/v1/events?${new URLSearchParams({ filters: JSON.stringify([{ field: 'created_at', op: 'gte', value: 1e15 }]) })}`,
        { token: fullKey },
      ),
    ];
    const fields = ['expires_at', 'valid_until', 'filters'];
    refusals.forEach((res, i) => {
      expect(res.status, res.text).toBe(422);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
      expect(
        errorOf(res)
          .details?.map((d) => d.field)
          .join(' '),
      ).toContain(fields[i]);
    });
  });
});

/** The access link of the receipt mailed to `email`. */
async function accessLinkPath(email: string): Promise<string> {
  const mail = await eventually('the receipt in the mailbox', async () =>
    (await readMailbox(p.mailboxDir)).find((file) => file.raw.includes(`To: ${email}`)),
  );
  const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"<>]+\/access\/[A-Za-z0-9._-]+/.exec(decoded)?.[0];
  if (!link) throw new Error('no access link in the receipt');
  return pathOf(link);
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('buyer access links', () => {
  it('an access link opens in its one spelling only: the other spellings of its last character answer as an unknown link', async () => {
    const { fullKey } = await newShop(p);
    const productId = await serialProduct(fullKey, 1);
    const email = `access-${Date.now()}@spelling.example`;
    await paidOrder(fullKey, productId, email);
    const path = await accessLinkPath(email);
    expect((await call(p.gatewayUrl, 'GET', path)).status).toBe(200);

    // A 32-byte MAC in 43 base64url characters leaves the last one's two low bits unused.
    const last = BASE64URL.indexOf(path.at(-1) ?? '');
    const variants = [0, 1, 2, 3]
      .map((low) => BASE64URL[(last & ~3) | low])
      .filter((char) => char !== path.at(-1))
      .map((char) => `${path.slice(0, -1)}${char}`);
    expect(variants).toHaveLength(3);
    const unknown = await call(p.gatewayUrl, 'GET', `${path.slice(0, -43)}${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    for (const variant of variants) {
      const viewed = await call(p.gatewayUrl, 'GET', variant);
      expect(viewed.status, variant).toBe(unknown.status);
      expect(viewed.text).toBe(unknown.text);
      const opened = await call(p.gatewayUrl, 'POST', variant);
      expect(opened.status, variant).toBe(404);
      expect(opened.text).not.toContain('STREAM-KEY-');
    }
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` as is over a socket and reads the answer until the server closes it. */
function rawRequest(head: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(p.gatewayUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.write(head);
  });
}

function expectEnvelope(answer: RawAnswer, status: number, code: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  const body = JSON.parse(answer.body) as { error: { code: string; message: string; doc_url: string } };
  expect(body.error).toMatchObject({ code, doc_url: expect.stringContaining(`/docs/errors#${code}`) });
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(answer.headers['x-request-id']).toMatch(/\S/);
  expect((body.error as { request_id?: string }).request_id).toBe(answer.headers['x-request-id']);
}

describe('oversized requests answer the error envelope', () => {
  const host = () => new URL(p.gatewayUrl).host;

  it('a 22 KB URL is 414 URI_TOO_LONG', async () => {
    const answer = await rawRequest(
      `GET /dev/v1/products?q=${'a'.repeat(22 * 1024)} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    );
    expectEnvelope(answer, 414, 'URI_TOO_LONG');
  });

  it('a 10 KB URL, which Node reads, is 414 URI_TOO_LONG too', async () => {
    const answer = await rawRequest(
      `GET /dev/v1/products?q=${'a'.repeat(10 * 1024)} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    );
    expectEnvelope(answer, 414, 'URI_TOO_LONG');
  });

  it('a 40 KB header is 431 HEADERS_TOO_LARGE', async () => {
    const answer = await rawRequest(
      `GET /dev/v1/products HTTP/1.1\r\nHost: ${host()}\r\nX-Padding: ${'b'.repeat(40 * 1024)}\r\nConnection: close\r\n\r\n`,
    );
    expectEnvelope(answer, 431, 'HEADERS_TOO_LARGE');
  });

  it('the error page documents both codes', async () => {
    const docs = await call(p.gatewayUrl, 'GET', '/docs/errors');
    expect(docs.text.includes('id="URI_TOO_LONG"')).toBe(true);
    expect(docs.text.includes('id="HEADERS_TOO_LARGE"')).toBe(true);
  });
});
