import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/** Product groups (docs/catalog.md "Product groups") through the gateway, and on the storefront. */
let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

type Product = { id: string; uniqid: string; title: string };
type Group = {
  id: string;
  uniqid: string;
  title: string;
  image_url: string | null;
  unlisted: boolean;
  products: { id: string; uniqid: string; title: string; position: number }[];
  products_count: number;
};
const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const titles = (group: Group) => group.products.map((member) => member.title);

async function products(token: string, ...names: string[]): Promise<Product[]> {
  const made: Product[] = [];
  for (const title of names) {
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title, price: 5, type: 'SERVICE' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    made.push(dataOf<Product>(res));
  }
  return made;
}

async function createGroup(token: string, body: Record<string, unknown>): Promise<Group> {
  const res = await call(p.gatewayUrl, 'POST', '/dev/v1/groups', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return dataOf<Group>(res);
}

describe('product groups through the gateway', () => {
  it('creates, lists, reads, reorders and deletes a group', async () => {
    const { fullKey: token } = await newShop(p);
    const [a, b, c] = await products(token, 'Alpha', 'Beta', 'Gamma');
    if (!a || !b || !c) throw new Error('products');
    const group = await createGroup(token, {
      title: 'Starter bundles',
      image_url: 'https://cdn.example.com/bundles.png',
      products: [c.id, a.uniqid],
    });
    expect(group).toMatchObject({ title: 'Starter bundles', unlisted: false, products_count: 2 });
    expect(titles(group)).toEqual(['Gamma', 'Alpha']);

    const list = await call(p.gatewayUrl, 'GET', '/dev/v1/groups', { token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ data: [{ id: group.id }], pagination: { has_more: false } });
    const got = await call(p.gatewayUrl, 'GET', `/dev/v1/groups/${group.uniqid}`, { token });
    expect(dataOf<Group>(got).id).toBe(group.id);

    const patched = await call(p.gatewayUrl, 'PATCH', `/dev/v1/groups/${group.id}`, {
      token,
      body: { products: [a.id, b.id, c.id], sort_priority: 3 },
    });
    expect(patched.status).toBe(200);
    expect(titles(dataOf<Group>(patched))).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(dataOf<Group>(patched)).toMatchObject({ title: 'Starter bundles', sort_priority: 3 });

    const deleted = await call(p.gatewayUrl, 'DELETE', `/dev/v1/groups/${group.id}`, { token });
    expect(dataOf(deleted)).toEqual({ id: group.id, deleted: true });
    const gone = await call(p.gatewayUrl, 'GET', `/dev/v1/groups/${group.id}`, { token });
    expect(gone.status).toBe(404);
    expect(errorOf(gone).code).toBe('GROUP_NOT_FOUND');
    expect((await call(p.gatewayUrl, 'GET', `/dev/v1/products/${a.id}`, { token })).status).toBe(200);
  });

  it('pages the list newest first with the shared cursor', async () => {
    const { fullKey: token } = await newShop(p);
    for (const title of ['one', 'two', 'three']) await createGroup(token, { title });
    const first = await call(p.gatewayUrl, 'GET', '/dev/v1/groups?limit=2', { token });
    const page1 = first.body as { data: Group[]; pagination: { next_cursor: string; has_more: boolean } };
    expect(page1.data.map((group) => group.title)).toEqual(['three', 'two']);
    expect(page1.pagination.has_more).toBe(true);
    const second = await call(
      p.gatewayUrl,
      'GET',
      `/dev/v1/groups?limit=2&cursor=${encodeURIComponent(page1.pagination.next_cursor)}`,
      { token },
    );
    expect(second.body).toMatchObject({
      data: [{ title: 'one' }],
      pagination: { next_cursor: null, has_more: false },
    });
  });

  it('names unknown and repeated products, and a non-https image, in 422 details', async () => {
    const { fullKey: token } = await newShop(p);
    const [a] = await products(token, 'Alpha');
    if (!a) throw new Error('products');
    const refs = await call(p.gatewayUrl, 'POST', '/dev/v1/groups', {
      token,
      body: { title: 'G', products: ['nope', a.id, a.uniqid] },
    });
    expect(refs.status).toBe(422);
    expect(errorOf(refs).details?.map((detail) => detail.field)).toEqual(['products.0', 'products.2']);
    const image = await call(p.gatewayUrl, 'POST', '/dev/v1/groups', {
      token,
      body: { title: 'G', image_url: 'http://cdn.example.com/a.png' },
    });
    expect(image.status).toBe(422);
    expect(errorOf(image).details?.map((detail) => detail.field)).toEqual(['image_url']);
  });

  it('another shop’s group is GROUP_NOT_FOUND; a products.read key reads but cannot create', async () => {
    const owner = await newShop(p);
    const group = await createGroup(owner.fullKey, { title: 'Mine' });
    const other = await newShop(p);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { title: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(p.gatewayUrl, method, `/dev/v1/groups/${group.id}`, {
        token: other.fullKey,
        body,
      });
      expect(res.status, method).toBe(404);
      expect(errorOf(res).code).toBe('GROUP_NOT_FOUND');
    }
    const reader = await newKey(p, owner.shop.id, ['products.read']);
    const denied = await call(p.gatewayUrl, 'POST', '/dev/v1/groups', {
      token: reader.api_key,
      body: { title: 'Nope' },
    });
    expect(denied.status).toBe(403);
    expect(errorOf(denied).message).toBe('Missing required API scope.');
    const read = await call(p.gatewayUrl, 'GET', `/dev/v1/groups/${group.id}`, { token: reader.api_key });
    expect(dataOf<Group>(read).title).toBe('Mine');
  });

  it('the published storefront shows listed groups with their visible products, in order', async () => {
    const { shop, fullKey: token } = await newShop(p);
    const theme = await call(p.gatewayUrl, 'POST', '/dev/v1/themes/control/create', {
      token,
      body: { name: 'Main', base: 'default' },
    });
    expect(theme.status, JSON.stringify(theme.body)).toBe(201);
    const [first, second, hidden] = await products(token, 'First Key', 'Second Key', 'Hidden Key');
    if (!first || !second || !hidden) throw new Error('products');
    await call(p.gatewayUrl, 'PATCH', `/dev/v1/products/${hidden.id}`, { token, body: { unlisted: true } });
    const group = await createGroup(token, {
      title: 'Weekend Deals',
      image_url: 'https://cdn.example.com/deals.png',
      products: [second.id, hidden.id, first.id],
    });
    await createGroup(token, { title: 'Secret Group', unlisted: true, products: [first.id] });

    const storefront = async () => (await fetch(`${p.gatewayUrl}/store/${shop.slug}`)).text();
    const html = await storefront();
    const section = html.slice(html.indexOf(`id="group-${group.uniqid}"`));
    expect(section).toContain('<h2>Weekend Deals</h2>');
    expect(section).toContain('src="https://cdn.example.com/deals.png"');
    expect(section.indexOf('Second Key')).toBeGreaterThan(0);
    expect(section.indexOf('Second Key')).toBeLessThan(section.indexOf('First Key'));
    expect(section).not.toContain('Hidden Key');
    expect(html).not.toContain('Secret Group');

    await call(p.gatewayUrl, 'PATCH', `/dev/v1/groups/${group.id}`, { token, body: { unlisted: true } });
    expect(await storefront()).not.toContain('Weekend Deals');
  });
});
