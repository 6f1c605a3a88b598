import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { exchangeCode, FormBrowser, formFields, shopWithOwner } from '../src/oauth';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/** A shop's members through the Developer API: what the dashboard's team page does. */
let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const REDIRECT = 'https://app.example/callback';
const PASSWORD = 'member password 123';

interface MemberRecord {
  id: string;
  email: string;
  role: string;
}

let counter = 0;
const email = (what: string) => `${what}${++counter}-${Date.now()}@members.test`;
const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

const addMember = (token: string, role: string, address = email(role)) =>
  call(p.gatewayUrl, 'POST', '/dev/v1/members', {
    token,
    body: { email: address, password: PASSWORD, role },
  });

describe('members through the Developer API', () => {
  it('adds, lists, re-roles and removes a member; the trail names the key', async () => {
    const { fullKey, owner } = await shopWithOwner(p);
    const created = await addMember(fullKey, 'staff');
    expect(created.status, created.text).toBe(201);
    const member = dataOf<MemberRecord & { can_approve_apps: boolean }>(created);
    expect(member).toMatchObject({ role: 'staff', can_approve_apps: false });

    const listed = await call(p.gatewayUrl, 'GET', '/dev/v1/members', { token: fullKey });
    expect(listed.status).toBe(200);
    expect(dataOf<MemberRecord[]>(listed).map((entry) => [entry.email, entry.role])).toEqual([
      [owner.email, 'owner'],
      [member.email, 'staff'],
    ]);
    expect(listed.text).not.toContain('scrypt');
    expect(listed.text).not.toContain('password');

    const changed = await call(p.gatewayUrl, 'PATCH', `/dev/v1/members/${member.id}`, {
      token: fullKey,
      body: { role: 'admin' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(dataOf<{ role: string; can_approve_apps: boolean }>(changed)).toMatchObject({
      role: 'admin',
      can_approve_apps: true,
    });

    const removed = await call(p.gatewayUrl, 'DELETE', `/dev/v1/members/${member.id}`, { token: fullKey });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ data: { removed: true, member_id: member.id } });
    const after = await call(p.gatewayUrl, 'GET', '/dev/v1/members', { token: fullKey });
    expect(dataOf<MemberRecord[]>(after).map((entry) => entry.id)).not.toContain(member.id);

    const trail = await call(p.gatewayUrl, 'GET', '/dev/v1/security/audit-trail?limit=20', {
      token: fullKey,
    });
    const events = dataOf<{ type: string; subject: { id: string }; actor: { type: string } }[]>(trail).filter(
      (event) => event.subject.id === member.id,
    );
    expect(events.map((event) => event.type).sort()).toEqual([
      'member.created',
      'member.removed',
      'member.role_changed',
    ]);
    expect(events.every((event) => event.actor.type === 'api_key')).toBe(true);
  });

  it('an email already a member is 422 on email; nobody is made owner; the owner stays as is', async () => {
    const { fullKey, owner } = await shopWithOwner(p);
    const taken = await addMember(fullKey, 'staff', owner.email.toUpperCase());
    expect(taken.status).toBe(422);
    expect(errorOf(taken)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(errorOf(taken).details).toEqual([{ field: 'email', message: 'Already a member of this shop.' }]);

    const asOwner = await addMember(fullKey, 'owner');
    expect(asOwner.status).toBe(422);
    expect(errorOf(asOwner).details?.map((detail) => detail.field)).toEqual(['role']);

    const staff = dataOf<MemberRecord>(await addMember(fullKey, 'staff'));
    const promoted = await call(p.gatewayUrl, 'PATCH', `/dev/v1/members/${staff.id}`, {
      token: fullKey,
      body: { role: 'owner' },
    });
    expect(promoted.status).toBe(422);
    expect(errorOf(promoted).code).toBe('VALIDATION_ERROR');

    const members = dataOf<MemberRecord[]>(
      await call(p.gatewayUrl, 'GET', '/dev/v1/members', { token: fullKey }),
    );
    const ownerId = members.find((entry) => entry.role === 'owner')?.id;
    const demoted = await call(p.gatewayUrl, 'PATCH', `/dev/v1/members/${ownerId}`, {
      token: fullKey,
      body: { role: 'staff' },
    });
    expect(demoted.status).toBe(400);
    expect(errorOf(demoted).code).toBe('BAD_REQUEST');
    const ownerRemoved = await call(p.gatewayUrl, 'DELETE', `/dev/v1/members/${ownerId}`, { token: fullKey });
    expect(ownerRemoved.status).toBe(400);
  });

  it('members.read sees, members.write changes, and a key gives no role beyond its own scopes', async () => {
    const { shop } = await newShop(p);
    const reader = await newKey(p, shop.id, ['members.read']);
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/members', { token: reader.api_key })).status).toBe(200);
    const readerWrite = await addMember(reader.api_key, 'staff');
    expect(readerWrite.status).toBe(403);
    expect(errorOf(readerWrite).message).toBe('Missing required API scope.');

    // members.write alone would otherwise make an admin who signs in with every scope.
    const writer = await newKey(p, shop.id, ['members.write']);
    const beyond = await addMember(writer.api_key, 'admin');
    expect(beyond.status).toBe(403);
    expect(errorOf(beyond)).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(beyond).message).toContain('role admin');
  });

  it('another shop’s member is 404, and so is an id that cannot exist, on members, keys and installations', async () => {
    const a = await newShop(p);
    const b = await newShop(p);
    const theirs = dataOf<MemberRecord>(await addMember(b.fullKey, 'staff'));
    const patch = await call(p.gatewayUrl, 'PATCH', `/dev/v1/members/${theirs.id}`, {
      token: a.fullKey,
      body: { role: 'admin' },
    });
    expect(patch.status).toBe(404);
    expect(errorOf(patch).code).toBe('NOT_FOUND');
    const remove = await call(p.gatewayUrl, 'DELETE', `/dev/v1/members/${theirs.id}`, { token: a.fullKey });
    expect(remove.status).toBe(404);
    const listed = dataOf<MemberRecord[]>(
      await call(p.gatewayUrl, 'GET', '/dev/v1/members', { token: a.fullKey }),
    );
    expect(listed).toEqual([]);

    for (const [method, path, body] of [
      ['PATCH', '/dev/v1/members/not-a-uuid', { role: 'admin' }],
      ['DELETE', '/dev/v1/members/not-a-uuid', undefined],
      ['PATCH', '/dev/v1/api-keys/not-a-uuid', { scopes: ['products.read'] }],
      ['DELETE', '/dev/v1/api-keys/not-a-uuid', undefined],
      ['DELETE', '/dev/v1/oauth-installations/not-a-uuid', undefined],
    ] as const) {
      const res = await call(p.gatewayUrl, method, path, { token: a.fullKey, body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
  });

  it('an app’s token is 403 on members even with members scopes; removing the member who approved it ends their sign-in and its tokens', async () => {
    const { fullKey } = await shopWithOwner(p);
    const admin = { email: email('admin'), password: PASSWORD };
    const added = await addMember(fullKey, 'admin', admin.email);
    const member = dataOf<MemberRecord>(added);

    const registered = await call(p.gatewayUrl, 'POST', '/dev/v1/oauth-apps', {
      token: fullKey,
      body: { name: 'Team Sync', redirect_uris: [REDIRECT], scopes: ['members.write', 'products.read'] },
    });
    expect(registered.status, registered.text).toBe(201);
    const app = dataOf<{ client_id: string; client_secret: string }>(registered);
    const authorizeUrl = `${p.gatewayUrl}/dev/v1/oauth/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'members.write products.read',
      state: 'members',
    })}`;

    // The admin signs in (a dashboard session) and approves the app.
    const browser = new FormBrowser(p.gatewayUrl);
    const login = await browser.follow(authorizeUrl);
    const consent = await browser.follow('/dev/v1/oauth/login', {
      ...formFields(login.body, '/dev/v1/oauth/login'),
      ...admin,
    });
    expect(consent.status, consent.body).toBe(200);
    const consentFields = formFields(consent.body, '/dev/v1/oauth/authorize');
    const decided = await browser.open('/dev/v1/oauth/authorize', { ...consentFields, decision: 'approve' });
    expect(decided.status).toBe(303);
    const code = new URL(decided.location ?? '').searchParams.get('code') ?? '';
    const accessToken = await exchangeCode(p.gatewayUrl, app, code, REDIRECT);
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: accessToken })).status).toBe(200);

    // It holds members.write, yet the shop's members are managed with its own credentials only.
    for (const [method, path, body] of [
      ['GET', '/dev/v1/members', undefined],
      ['POST', '/dev/v1/members', { email: email('by-app'), password: PASSWORD, role: 'staff' }],
      ['PATCH', `/dev/v1/members/${member.id}`, { role: 'staff' }],
      ['DELETE', `/dev/v1/members/${member.id}`, undefined],
    ] as const) {
      const res = await call(p.gatewayUrl, method, path, { token: accessToken, body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
      expect(errorOf(res).message).not.toBe('Missing required API scope.');
    }

    const removed = await call(p.gatewayUrl, 'DELETE', `/dev/v1/members/${member.id}`, { token: fullKey });
    expect(removed.status, removed.text).toBe(200);

    const afterToken = await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: accessToken });
    expect(afterToken.status).toBe(401);
    // Their sign-in has ended: the consent they had open approves nothing, and asks to sign in.
    const afterSession = await browser.open('/dev/v1/oauth/authorize', {
      ...consentFields,
      decision: 'approve',
    });
    expect(afterSession.status).not.toBe(303);
    expect(afterSession.location).toBeNull();
    expect(afterSession.body).toContain('Sign in');
    // Nor can they sign in again.
    const fresh = new FormBrowser(p.gatewayUrl);
    const relogin = await fresh.follow(authorizeUrl);
    const refused = await fresh.open('/dev/v1/oauth/login', {
      ...formFields(relogin.body, '/dev/v1/oauth/login'),
      ...admin,
    });
    expect(refused.status).toBe(401);
  });
});
