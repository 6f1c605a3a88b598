import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

type Product = { id: string; uniqid: string; title: string; stock: number; price: number; slug: string };
const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('catalog through the gateway', () => {
  it('manages a serial product: create, add codes, read stock, update, duplicate, delete', async () => {
    const { fullKey: token } = await newShop(p);
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Steam Key', price: 9.99, type: 'SERIALS', stock_delimiter: ';' },
    });
    expect(created.status).toBe(201);
    const product = dataOf<Product>(created);
    expect(product.stock).toBe(0);

    const added = await call(p.gatewayUrl, 'POST', `/dev/v1/products/${product.id}/serials`, {
      token,
      body: { serials: 'AAA-1;BBB-2;CCC-3;AAA-1' },
    });
    expect(dataOf(added)).toMatchObject({ stock: 3, changed: 3, skipped: 0 });
    const counts = await call(p.gatewayUrl, 'GET', `/dev/v1/products/${product.uniqid}/serials`, { token });
    expect(dataOf(counts)).toMatchObject({
      stock: 3,
      counts: [{ variant_id: null, available: 3, claimed: 0 }],
    });

    const patched = await call(p.gatewayUrl, 'PATCH', `/dev/v1/products/${product.id}`, {
      token,
      body: { price: 12.5 },
    });
    expect(dataOf<Product>(patched)).toMatchObject({ price: 12.5, title: 'Steam Key', stock: 3 });

    const copy = await call(p.gatewayUrl, 'POST', `/dev/v1/products/${product.uniqid}/duplicate`, { token });
    expect(copy.status).toBe(201);
    expect(dataOf<Product>(copy)).toMatchObject({ title: 'Steam Key', price: 12.5, stock: 0 });
    expect(dataOf<Product>(copy).slug).not.toBe(product.slug);

    const deleted = await call(p.gatewayUrl, 'DELETE', `/dev/v1/products/${product.id}`, { token });
    expect(dataOf(deleted)).toEqual({ id: product.id, deleted: true });
    const gone = await call(p.gatewayUrl, 'GET', `/dev/v1/products/${product.id}`, { token });
    expect(gone.status).toBe(404);
    expect(errorOf(gone).code).toBe('PRODUCT_NOT_FOUND');
  });

  it('names every bad field of a product in 422 details', async () => {
    const { fullKey: token } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: '', price: -1, type: 'TOASTER', quantity_min: 0, redirect_link: 'nope', surprise: true },
    });
    expect(res.status).toBe(422);
    const fields = (res.body as { error: { details: { field: string }[] } }).error.details.map(
      (d) => d.field,
    );
    expect(fields).toEqual(
      expect.arrayContaining(['title', 'price', 'type', 'quantity_min', 'redirect_link']),
    );
  });

  it('refuses a dynamic_webhook on the metadata address when it is saved, with a 422 naming the field', async () => {
    const { fullKey: token } = await newShop(p);
    const url = 'http://169.254.169.254/latest/meta-data/';
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Supplier', price: 5, type: 'DYNAMIC', dynamic_webhook: url },
    });
    expect(created.status).toBe(422);
    expect(errorOf(created)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'dynamic_webhook', message: expect.stringContaining('(metadata)') }],
    });
    const product = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Supplier', price: 5, type: 'DYNAMIC' },
    });
    const patched = await call(p.gatewayUrl, 'PATCH', `/dev/v1/products/${dataOf<Product>(product).id}`, {
      token,
      body: { dynamic_webhook: 'http://10.0.0.1/deliver' },
    });
    expect(patched.status).toBe(422);
    expect(errorOf(patched).details).toEqual([
      { field: 'dynamic_webhook', message: expect.stringContaining('(private)') },
    ]);
  });
});

describe('coupons through the gateway', () => {
  it('creates, finds by code, updates and deletes a coupon; unknown codes are COUPON_NOT_FOUND', async () => {
    const { fullKey: token } = await newShop(p);
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/coupons', {
      token,
      body: { code: 'WELCOME', type: 'PERCENTAGE', discount: 15, max_uses: 100 },
    });
    expect(created.status).toBe(201);
    const coupon = dataOf<{ id: string; code: string }>(created);
    const byCode = await call(p.gatewayUrl, 'GET', '/dev/v1/coupons/code/welcome', { token });
    expect(dataOf<{ id: string }>(byCode).id).toBe(coupon.id);
    const patched = await call(p.gatewayUrl, 'PATCH', `/dev/v1/coupons/${coupon.id}`, {
      token,
      body: { is_active: false },
    });
    expect(dataOf(patched)).toMatchObject({ is_active: false, discount: 15, max_uses: 100 });
    const list = await call(p.gatewayUrl, 'GET', '/dev/v1/coupons', { token });
    expect((list.body as { data: unknown[] }).data).toHaveLength(1);
    await call(p.gatewayUrl, 'DELETE', `/dev/v1/coupons/${coupon.id}`, { token });
    const missing = await call(p.gatewayUrl, 'GET', '/dev/v1/coupons/code/WELCOME', { token });
    expect(missing.status).toBe(404);
    expect(errorOf(missing).code).toBe('COUPON_NOT_FOUND');
  });

  it('refuses a percentage above 100 and a window that ends before it starts', async () => {
    const { fullKey: token } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/coupons', {
      token,
      body: { code: 'BAD', type: 'PERCENTAGE', discount: 120, valid_from: 2000, valid_until: 1000 },
    });
    expect(res.status).toBe(422);
    const fields = (res.body as { error: { details: { field: string }[] } }).error.details.map(
      (d) => d.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['discount', 'valid_until']));
  });

  it('refuses in products_bound a product of another shop with a 422 naming the entry', async () => {
    const { fullKey: token } = await newShop(p);
    const other = await newShop(p);
    const theirs = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: other.fullKey,
      body: { title: 'Theirs', price: 5, type: 'SERVICE' },
    });
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/coupons', {
      token,
      body: { code: 'FOREIGN', type: 'FIXED', discount: 1, products_bound: [dataOf<Product>(theirs).id] },
    });
    expect(res.status).toBe(422);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'products_bound.0', message: 'No such product in this shop.' }],
    });
  });
});
