import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { readMailbox } from '@shopforge/mail';
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { payAtCheckout } from '../src/checkout';
import { eventually } from '../src/eventually';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/** A FILE product's file: uploaded by the merchant, downloaded by its buyer through the receipt's link. */
let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A binary request as any HTTP client sends it; the answer's bytes kept as bytes. */
async function binary(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  options: {
    token?: string;
    /** A stream is sent chunked, with no Content-Length. */
    body?: Uint8Array | Readable;
    headers?: Record<string, string>;
  } = {},
) {
  const res = await request(`${p.gatewayUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body ? { body: options.body } : {}),
  });
  const bytes = new Uint8Array(await res.body.arrayBuffer());
  return {
    status: res.statusCode,
    headers: res.headers,
    bytes,
    text: () => Buffer.from(bytes).toString('utf8'),
  };
}

async function fileProduct(token: string, title: string): Promise<string> {
  const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
    token,
    body: { title, price: 9, type: 'FILE' },
  });
  expect(created.status).toBe(201);
  return (created.body as { data: { id: string } }).data.id;
}

const upload = (
  token: string,
  productId: string,
  bytes: Uint8Array,
  filename: string,
  type = 'application/pdf',
) =>
  binary('PUT', `/dev/v1/products/${productId}/file?filename=${encodeURIComponent(filename)}`, {
    token,
    body: bytes,
    headers: { 'content-type': type },
  });

describe('product files', () => {
  it('a file uploaded to a FILE product is stored whole: its sha256, its product’s file_id, and the same bytes back', async () => {
    const { fullKey: token } = await newShop(p, 'File Shop');
    const productId = await fileProduct(token, 'Field Guide');
    // Three chunks on the way to the catalog, the last a short one.
    const bytes = randomBytes(1_300_000);
    const uploaded = await upload(token, productId, bytes, 'field guide ü.pdf');
    expect(uploaded.status, uploaded.text()).toBe(200);
    const file = JSON.parse(uploaded.text()).data;
    expect(file).toMatchObject({
      product_id: productId,
      filename: 'field guide ü.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
      sha256: sha256(bytes),
    });

    const product = await call(p.gatewayUrl, 'GET', `/dev/v1/products/${productId}`, { token });
    expect((product.body as { data: { file_id: string } }).data.file_id).toBe(file.id);
    const described = await call(p.gatewayUrl, 'GET', `/dev/v1/products/${productId}/file`, { token });
    expect((described.body as { data: unknown }).data).toEqual(file);

    const back = await binary('GET', `/dev/v1/products/${productId}/file/content`, { token });
    expect(back.status).toBe(200);
    expect(sha256(back.bytes)).toBe(file.sha256);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-length']).toBe(String(bytes.length));
    expect(back.headers['content-disposition']).toBe(
      `attachment; filename="field guide _.pdf"; filename*=UTF-8''field%20guide%20%C3%BC.pdf`,
    );

    // A new upload replaces it.
    const second = randomBytes(10);
    const replaced = await upload(token, productId, second, 'v2.txt', 'text/plain');
    expect(replaced.status).toBe(200);
    const again = await binary('GET', `/dev/v1/products/${productId}/file/content`, { token });
    expect(Buffer.from(again.bytes).equals(second)).toBe(true);
  });

  it('the buyer downloads the bought file from the receipt’s access link; downloaded is on the timeline once', async () => {
    const { fullKey: token } = await newShop(p, 'Download Shop');
    const productId = await fileProduct(token, 'Sample Pack');
    const bytes = randomBytes(700_000);
    expect((await upload(token, productId, bytes, 'samples.zip', 'application/zip')).status).toBe(200);
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token,
      body: {
        customer_email: 'file-buyer@download.example',
        items: [{ product_id: productId, quantity: 1 }],
      },
    });
    const order = (created.body as { data: { uniqid: string; checkout_url: string } }).data;
    await payAtCheckout(p, order.checkout_url);

    const mail = await eventually('the receipt in the mailbox', async () =>
      (await readMailbox(p.mailboxDir)).find((file) => file.raw.includes('To: file-buyer@download.example')),
    );
    const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+\/access\/[A-Za-z0-9._-]+/.exec(decoded)?.[0];
    if (!link) throw new Error('no access link in the receipt');
    const path = new URL(link).pathname;
    const opened = await call(p.gatewayUrl, 'POST', path);
    expect(opened.status).toBe(200);
    const action = /<form method="post" action="([^"]+\/files\/[^"]+)">/.exec(opened.text)?.[1];
    if (!action) throw new Error(`no download button on the page: ${opened.text}`);
    expect(opened.text).toContain('Download Sample Pack');

    const downloaded = await binary('POST', action);
    expect(downloaded.status, downloaded.text()).toBe(200);
    expect(sha256(downloaded.bytes)).toBe(sha256(bytes));
    expect(downloaded.headers['content-disposition']).toContain('filename="samples.zip"');
    expect(downloaded.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect((await binary('POST', action)).status).toBe(200);

    const timeline = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}/timeline`, { token });
    const steps = (
      timeline.body as {
        data: { events: { type: string; channel: string | null; product_title: string | null }[] };
      }
    ).data.events.filter((event) => event.type === 'downloaded');
    expect(steps).toEqual([
      expect.objectContaining({
        channel: 'access_link',
        product_title: 'Sample Pack',
        line_item_id: expect.any(String),
      }),
    ]);

    // An altered line id opens nothing.
    const wrong = await binary('POST', action.replace(/[0-9a-f]{4}$/, '0000'));
    expect(wrong.status).toBe(404);
  });

  it('uploads are refused clearly: a product of another type, no filename, no length, too narrow a key', async () => {
    const { fullKey: token, shop } = await newShop(p, 'Refusing File Shop');
    const productId = await fileProduct(token, 'Manual');
    const serials = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Keys', price: 3, type: 'SERIALS' },
    });
    const serialId = (serials.body as { data: { id: string } }).data.id;

    const wrongType = await upload(token, serialId, randomBytes(10), 'a.bin');
    expect(wrongType.status).toBe(400);
    expect(JSON.parse(wrongType.text()).error.code).toBe('BAD_REQUEST');

    const unnamed = await binary('PUT', `/dev/v1/products/${productId}/file`, {
      token,
      body: randomBytes(10),
    });
    expect(unnamed.status).toBe(422);
    expect(JSON.parse(unnamed.text()).error.details.map((d: { field: string }) => d.field)).toEqual([
      'filename',
    ]);

    const chunked = await binary('PUT', `/dev/v1/products/${productId}/file?filename=a.bin`, {
      token,
      body: Readable.from([randomBytes(10)]),
    });
    expect(chunked.status).toBe(400);
    expect(JSON.parse(chunked.text()).error.message).toContain('Content-Length');

    const slash = await upload(token, productId, randomBytes(10), '../etc/passwd');
    expect(slash.status).toBe(422);

    const readOnly = await newKey(p, shop.id, ['products.read']);
    const forbidden = await upload(readOnly.api_key, productId, randomBytes(10), 'a.bin');
    expect(forbidden.status).toBe(403);

    const none = await call(p.gatewayUrl, 'GET', `/dev/v1/products/${productId}/file`, { token });
    expect(none.status).toBe(404);
    expect(errorOf(none).code).toBe('NOT_FOUND');
    const noContent = await binary('GET', `/dev/v1/products/${productId}/file/content`, { token });
    expect(noContent.status).toBe(404);
  });
});
