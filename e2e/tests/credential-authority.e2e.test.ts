import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardToken } from '../src/dashboard';
import { type ApiResponse, call, errorOf } from '../src/http';
import { shopWithOwner } from '../src/oauth';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/**
 * One rule for every management route (docs/oauth.md "Who may change what"): a credential may
 * create, change or remove a key, app, webhook or member only when everything the target holds,
 * before and after, lies within its own scopes. And keys have an owner: removing a member revokes
 * the keys they made, and the keys those keys made.
 */
let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const PASSWORD = 'member password 123';
const HOOK_URL = 'http://127.0.0.1:9/authority';
let counter = 0;

const api = (token: string, method: string, path: string, body?: unknown) =>
  call(p.gatewayUrl, method, path, { token, ...(body === undefined ? {} : { body }) });
const dataOf = <T>(res: ApiResponse) => (res.body as { data: T }).data;

interface KeyRecord {
  id: string;
  name: string | null;
  scopes: string[];
  revoked_at: number | null;
  created_by: { type: string; id: string | null };
}

/** 403 FORBIDDEN naming `scope` as lying beyond the calling credential. */
function expectBeyond(res: ApiResponse, scope: string) {
  expect(res.status, res.text).toBe(403);
  expect(errorOf(res).code).toBe('FORBIDDEN');
  expect(errorOf(res).message).toContain(scope);
  expect(errorOf(res).message).not.toBe('Missing required API scope.');
}

async function keysOf(token: string): Promise<KeyRecord[]> {
  const res = await api(token, 'GET', '/dev/v1/api-keys');
  expect(res.status, res.text).toBe(200);
  return dataOf<KeyRecord[]>(res);
}

async function createKey(token: string, scopes: string[], name?: string) {
  const res = await api(token, 'POST', '/dev/v1/api-keys', { scopes, ...(name ? { name } : {}) });
  expect(res.status, res.text).toBe(201);
  return dataOf<{ key_id: string; api_key: string; key: KeyRecord }>(res);
}

/** A shop with an owner, its default key (`*`), and a member of `role` signed in to the dashboard. */
async function shopWithMember(role: 'developer' | 'admin' | 'staff') {
  const { shop, fullKey } = await shopWithOwner(p);
  const credentials = { email: `${role}${++counter}-${Date.now()}@authority.test`, password: PASSWORD };
  const added = await api(fullKey, 'POST', '/dev/v1/members', { ...credentials, role });
  expect(added.status, added.text).toBe(201);
  const member = dataOf<{ id: string }>(added);
  const { token } = await dashboardToken(p.gatewayUrl, credentials);
  const ownersKey = (await keysOf(fullKey)).find((key) => key.name === 'Default key');
  if (!ownersKey) throw new Error('the shop has no default key');
  return { shop, fullKey, ownersKeyId: ownersKey.id, member, token };
}

describe('keys: a credential changes or revokes only keys within its own authority', () => {
  it('a key holding only api_keys.write cannot narrow or revoke the owner’s full-access key', async () => {
    const { shop, fullKey, keyId } = await newShop(p);
    const manager = await newKey(p, shop.id, ['api_keys.write']);

    expectBeyond(
      await api(manager.api_key, 'PATCH', `/dev/v1/api-keys/${keyId}`, { scopes: ['api_keys.read'] }),
      '*',
    );
    expectBeyond(await api(manager.api_key, 'DELETE', `/dev/v1/api-keys/${keyId}`), '*');
    // The owner's key is untouched.
    const me = await api(fullKey, 'GET', '/dev/v1/api-keys');
    expect(me.status).toBe(200);
    expect(dataOf<KeyRecord[]>(me).find((key) => key.id === keyId)).toMatchObject({
      scopes: ['*'],
      revoked_at: null,
    });

    // Within its authority it manages keys: its write covers the read.
    const reader = await createKey(fullKey, ['api_keys.read']);
    const widened = await api(manager.api_key, 'PATCH', `/dev/v1/api-keys/${reader.key_id}`, {
      scopes: ['api_keys.write'],
    });
    expect(widened.status, widened.text).toBe(200);
    expect((await api(manager.api_key, 'DELETE', `/dev/v1/api-keys/${reader.key_id}`)).status).toBe(200);
    // A key it could not have made itself is beyond it, whatever it is changed to.
    const products = await createKey(fullKey, ['products.read']);
    expectBeyond(
      await api(manager.api_key, 'PATCH', `/dev/v1/api-keys/${products.key_id}`, {
        scopes: ['api_keys.read'],
      }),
      'products.read',
    );
  });

  it('a developer’s dashboard token cannot narrow or revoke the owner’s full-access key, yet manages keys within its role', async () => {
    const { fullKey, ownersKeyId, token } = await shopWithMember('developer');
    expect(token).toMatch(/^shdt_/);
    expectBeyond(
      await api(token, 'PATCH', `/dev/v1/api-keys/${ownersKeyId}`, { scopes: ['api_keys.read'] }),
      '*',
    );
    expectBeyond(await api(token, 'DELETE', `/dev/v1/api-keys/${ownersKeyId}`), '*');
    expectBeyond(
      await api(token, 'POST', '/dev/v1/api-keys', { scopes: ['members.write'] }),
      'members.write',
    );
    expect((await api(fullKey, 'GET', '/dev/v1/me')).status).toBe(200);

    const made = await createKey(token, ['products.write']);
    expect((await api(token, 'DELETE', `/dev/v1/api-keys/${made.key_id}`)).status).toBe(200);
  });
});

describe('keys have an owner', () => {
  it('removing a member revokes the keys they created and the keys those keys created, on the trail', async () => {
    const { shop, fullKey, member, token } = await shopWithMember('developer');
    const theirs = await createKey(token, ['api_keys.write', 'products.read'], 'Made by the developer');
    const grandchild = await createKey(theirs.api_key, ['products.read'], 'Made by their key');
    const operators = await newKey(p, shop.id, ['products.read']);

    const removed = await api(fullKey, 'DELETE', `/dev/v1/members/${member.id}`);
    expect(removed.status, removed.text).toBe(200);

    expect((await api(token, 'GET', '/dev/v1/products')).status).toBe(401);
    for (const key of [theirs.api_key, grandchild.api_key]) {
      const after = await api(key, 'GET', '/dev/v1/products');
      expect(after.status, after.text).toBe(401);
    }
    expect(
      (await api(theirs.api_key, 'POST', '/dev/v1/api-keys', { scopes: ['products.read'] })).status,
    ).toBe(401);
    expect((await api(operators.api_key, 'GET', '/dev/v1/products')).status).toBe(200);

    // Each key names who made it: the member, their key, the operator.
    const listed = await keysOf(fullKey);
    const listedKey = (id: string) => listed.find((key) => key.id === id);
    expect(listedKey(theirs.key_id)).toMatchObject({ created_by: { type: 'member', id: member.id } });
    expect(listedKey(grandchild.key_id)).toMatchObject({
      created_by: { type: 'api_key', id: theirs.key_id },
    });
    expect(listedKey(operators.key_id)).toMatchObject({ created_by: { type: 'operator', id: null } });
    for (const id of [theirs.key_id, grandchild.key_id]) {
      expect(listedKey(id)?.revoked_at, id).not.toBeNull();
    }
    const trail = dataOf<{ type: string; subject: { id: string }; details: Record<string, unknown> }[]>(
      await api(fullKey, 'GET', '/dev/v1/security/audit-trail?limit=50'),
    );
    const revocations = trail.filter((event) => event.type === 'api_key.revoked');
    expect(revocations.map((event) => event.subject.id).sort()).toEqual(
      [theirs.key_id, grandchild.key_id].sort(),
    );
    expect(revocations.every((event) => event.details.reason === 'creator_removed')).toBe(true);
    const removal = trail.find((event) => event.type === 'member.removed');
    expect([...((removal?.details.revoked_api_keys as string[]) ?? [])].sort()).toEqual(
      [theirs.key_id, grandchild.key_id].sort(),
    );
  });

  it('demoting a member revokes the keys of theirs that hold more than the new role allows', async () => {
    const { fullKey, member, token } = await shopWithMember('developer');
    const writer = await createKey(token, ['products.write']);
    const reader = await createKey(token, ['products.read']);
    const demoted = await api(fullKey, 'PATCH', `/dev/v1/members/${member.id}`, { role: 'staff' });
    expect(demoted.status, demoted.text).toBe(200);
    expect((await api(writer.api_key, 'GET', '/dev/v1/products')).status).toBe(401);
    expect((await api(reader.api_key, 'GET', '/dev/v1/products')).status).toBe(200);
    const trail = dataOf<{ type: string; subject: { id: string }; details: Record<string, unknown> }[]>(
      await api(fullKey, 'GET', '/dev/v1/security/audit-trail?type=api_key.revoked'),
    );
    expect(trail.map((event) => [event.subject.id, event.details.reason])).toEqual([
      [writer.key_id, 'creator_demoted'],
    ]);
  });
});

describe('webhooks: a webhook’s authority is what its deliveries reveal', () => {
  it('a key with webhooks.write and orders.read but not licenses.read cannot subscribe to an event carrying license keys', async () => {
    const { shop, fullKey } = await newShop(p);
    const key = await newKey(p, shop.id, ['webhooks.write', 'orders.read']);
    expectBeyond(
      await api(key.api_key, 'POST', '/dev/v1/webhooks', { url: HOOK_URL, events: ['order:paid'] }),
      'licenses.read',
    );
    expectBeyond(
      await api(key.api_key, 'POST', '/dev/v1/webhooks', { url: HOOK_URL, events: ['product:created'] }),
      'products.read',
    );
    const created = await api(key.api_key, 'POST', '/dev/v1/webhooks', {
      url: HOOK_URL,
      events: ['order:created'],
    });
    expect(created.status, created.text).toBe(201);
    const hook = dataOf<{ id: string }>(created);
    expectBeyond(
      await api(key.api_key, 'PATCH', `/dev/v1/webhooks/${hook.id}`, {
        events: ['order:created', 'order:paid'],
      }),
      'licenses.read',
    );

    // A webhook another credential made for paid orders is beyond the key: no delete, rotation,
    // test, replay or change.
    const paid = await api(fullKey, 'POST', '/dev/v1/webhooks', { url: HOOK_URL, events: ['order:paid'] });
    expect(paid.status, paid.text).toBe(201);
    const paidId = dataOf<{ id: string }>(paid).id;
    for (const [method, path, body] of [
      ['PATCH', `/dev/v1/webhooks/${paidId}`, { description: 'mine now' }],
      ['DELETE', `/dev/v1/webhooks/${paidId}`, undefined],
      ['POST', `/dev/v1/webhooks/${paidId}/rotate-secret`, {}],
      ['POST', `/dev/v1/webhooks/${paidId}/test`, { event: 'order:paid' }],
      ['POST', `/dev/v1/webhooks/${paidId}/replay`, { since: Math.floor(Date.now() / 1000) - 60 }],
    ] as const) {
      expectBeyond(await api(key.api_key, method, path, body), 'licenses.read');
    }
    expect((await api(key.api_key, 'DELETE', `/dev/v1/webhooks/${hook.id}`)).status).toBe(200);
  });

  it('a developer’s dashboard token can subscribe to paid orders, since the developer role reads licenses', async () => {
    const { token } = await shopWithMember('developer');
    const created = await api(token, 'POST', '/dev/v1/webhooks', { url: HOOK_URL, events: ['order:paid'] });
    expect(created.status, created.text).toBe(201);
  });
});

describe('apps: a credential registers and changes only apps within its own authority', () => {
  it('a key with oauth_apps.write alone can neither register an app with other scopes nor change or delete one', async () => {
    const { shop, fullKey } = await newShop(p);
    const key = await newKey(p, shop.id, ['oauth_apps.write', 'products.read']);
    const app = { name: 'Sync', redirect_uris: ['https://app.example/cb'] };
    expectBeyond(
      await api(key.api_key, 'POST', '/dev/v1/oauth-apps', { ...app, scopes: ['orders.read'] }),
      'orders.read',
    );
    const own = await api(key.api_key, 'POST', '/dev/v1/oauth-apps', { ...app, scopes: ['products.read'] });
    expect(own.status, own.text).toBe(201);
    const ownId = dataOf<{ client_id: string }>(own).client_id;
    expectBeyond(
      await api(key.api_key, 'PATCH', `/dev/v1/oauth-apps/${ownId}`, { scopes: ['products.write'] }),
      'products.write',
    );

    const theirs = await api(fullKey, 'POST', '/dev/v1/oauth-apps', { ...app, scopes: ['orders.read'] });
    const theirId = dataOf<{ client_id: string }>(theirs).client_id;
    for (const [method, path, body] of [
      ['PATCH', `/dev/v1/oauth-apps/${theirId}`, { name: 'Renamed' }],
      ['POST', `/dev/v1/oauth-apps/${theirId}/rotate-secret`, undefined],
      ['DELETE', `/dev/v1/oauth-apps/${theirId}`, undefined],
    ] as const) {
      expectBeyond(await api(key.api_key, method, path, body), 'orders.read');
    }
    expect((await api(key.api_key, 'DELETE', `/dev/v1/oauth-apps/${ownId}`)).status).toBe(200);
  });
});
