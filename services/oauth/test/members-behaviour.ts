import type { Principal, Scope } from '@shopforge/contracts';
import { hashToken, uuidv7 } from '@shopforge/service-kit';
import { failureOf, type OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OauthPrisma } from '../src/db/client';
import { roleScopes } from '../src/domain/member-permissions';
import type { createOauthRouter } from '../src/router';
import { openOauthRouter, shopCallers } from './open-router';

const START = '2026-11-28T10:00:00Z';
const PASSWORD = 'member password 123';
const MISSING = '0190f5a0-0000-7000-8000-0000000000aa';

/** The Developer API's `/members`, on whatever database `open` gives (PGlite or PostgreSQL). */
export function describeShopMembers(backend: string, open: OpenTestDatabase): void {
  describe(`members managed by the shop on ${backend}`, () => {
    let router: ReturnType<typeof createOauthRouter>;
    let prisma: OauthPrisma;
    let signals: Awaited<ReturnType<typeof openOauthRouter>>['signals'];
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ router, prisma, signals, close } = await openOauthRouter(open, START));
    });
    afterEach(() => close());

    const { operator, internal, as, principalOf, newShop } = shopCallers(() => router);
    const keyWith = async (shopId: string, scopes: Scope[]) => {
      const created = await operator().operator.createKey({ shop_id: shopId, scopes });
      return principalOf(created.api_key);
    };
    /** A shop with an owner who can sign in, and its default key (`*`). */
    const shopWithOwner = async () => {
      const created = await operator().operator.createShop({
        name: `Shop ${Math.random()}`,
        owner: { email: 'owner@members.test', password: PASSWORD },
      });
      return { shopId: created.shop.id, key: await principalOf(created.api_key) };
    };
    const add = (caller: Principal, email: string, role: 'admin' | 'developer' | 'staff' = 'staff') =>
      as(caller).shopMembers.create({ email, password: PASSWORD, role });

    it('adds a member who is listed oldest first, never with a password or its hash', async () => {
      const { shopId, key } = await shopWithOwner();
      const created = await add(key, 'Ana@Members.test', 'developer');
      expect(created).toMatchObject({
        shop_id: shopId,
        email: 'ana@members.test',
        role: 'developer',
        can_approve_apps: false,
      });
      await add(key, 'bo@members.test');
      const listed = await as(key).shopMembers.list();
      expect(listed.map((member) => [member.email, member.role])).toEqual([
        ['owner@members.test', 'owner'],
        ['ana@members.test', 'developer'],
        ['bo@members.test', 'staff'],
      ]);
      const text = JSON.stringify(listed);
      expect(text).not.toContain('scrypt');
      expect(text).not.toContain(PASSWORD);
      expect(Object.keys(listed[0] ?? {})).not.toContain('password_hash');
      expect((await operator().members.list({ shop_id: shopId })).members).toEqual(listed);
    });

    it('an email already a member is a 422 on email, whatever its case', async () => {
      const { owner } = await newShop();
      await add(owner, 'dup@members.test');
      const failure = await failureOf(add(owner, 'DUP@members.test', 'admin'));
      expect(failure).toMatchObject({ code: 'VALIDATION_ERROR', status: 422 });
      expect(failure.details).toEqual([{ field: 'email', message: 'Already a member of this shop.' }]);
    });

    it('changes a role and tells the gateways; the owner can neither be changed nor removed', async () => {
      const { shopId, key } = await shopWithOwner();
      const member = await add(key, 'staff@members.test');
      const changed = await as(key).shopMembers.setRole({ id: member.id, role: 'admin' });
      expect(changed).toMatchObject({ id: member.id, role: 'admin', can_approve_apps: true });
      expect(signals.map((signal) => signal.data.reason)).toContain('member_role_changed');
      const owner = (await as(key).shopMembers.list()).find((entry) => entry.role === 'owner');
      for (const call of [
        () => as(key).shopMembers.setRole({ id: owner?.id ?? '', role: 'staff' }),
        () => as(key).shopMembers.remove({ id: owner?.id ?? '' }),
      ]) {
        expect(await failureOf(call())).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
      }
      expect((await operator().members.list({ shop_id: shopId })).members[0]?.role).toBe('owner');
    });

    it('no member is made an owner: the role is refused by the input, before anything is written', async () => {
      const { owner } = await newShop();
      const member = await add(owner, 'staff@members.test');
      // The gateway answers these 422 VALIDATION_ERROR on `role` (e2e/tests/members-api.e2e.test.ts).
      const refusedRole = { cause: { issues: [expect.objectContaining({ path: ['role'] })] } };
      const create = as(owner).shopMembers.create({
        email: 'boss@members.test',
        password: PASSWORD,
        role: 'owner' as 'admin',
      });
      await expect(create).rejects.toMatchObject(refusedRole);
      const promote = as(owner).shopMembers.setRole({ id: member.id, role: 'owner' as 'admin' });
      await expect(promote).rejects.toMatchObject(refusedRole);
      expect((await as(owner).shopMembers.list()).map((entry) => entry.role)).toEqual(['staff']);
    });

    it('removing a member ends their sessions and is on the trail with the calling key as actor', async () => {
      const { shopId, key } = await shopWithOwner();
      const member = await add(key, 'leaver@members.test', 'admin');
      const now = new Date(START);
      const session = await prisma.dashboardSession.create({
        data: {
          id: uuidv7(now.getTime()),
          shopId,
          memberId: member.id,
          tokenHash: hashToken('leaver-session'),
          createdAt: now,
          expiresAt: new Date(now.getTime() + 3_600_000),
        },
      });
      expect(await as(key).shopMembers.remove({ id: member.id })).toEqual({
        removed: true,
        member_id: member.id,
      });
      const ended = await prisma.dashboardSession.findUniqueOrThrow({ where: { id: session.id } });
      expect(ended.endedAt).not.toBeNull();
      expect((await as(key).shopMembers.list()).map((entry) => entry.email)).toEqual(['owner@members.test']);
      expect(signals.map((signal) => signal.data.reason)).toContain('member_removed');

      const trail = await as(key).security.auditTrail({ limit: 20 });
      const about = trail.data.filter((event) => event.subject.id === member.id);
      expect(about.map((event) => event.type).sort()).toEqual(['member.created', 'member.removed']);
      for (const event of about) {
        expect(event.actor).toEqual({ type: 'api_key', id: key.credential_id, label: null });
      }
    });

    it('another shop’s member, a missing one and an id that cannot be one are NOT_FOUND', async () => {
      const a = await newShop();
      const b = await newShop();
      const theirs = await add(b.owner, 'theirs@members.test');
      for (const id of [theirs.id, MISSING, 'not-a-uuid']) {
        for (const call of [
          () => as(a.owner).shopMembers.setRole({ id, role: 'admin' }),
          () => as(a.owner).shopMembers.remove({ id }),
        ]) {
          expect(await failureOf(call())).toMatchObject({ code: 'NOT_FOUND', status: 404 });
        }
      }
      expect(await as(a.owner).shopMembers.list()).toEqual([]);
      expect((await as(b.owner).shopMembers.list()).map((entry) => entry.role)).toEqual(['staff']);
    });

    it('an app’s token cannot manage members, whatever its scopes and before its input is read', async () => {
      const { owner } = await newShop();
      const member = await add(owner, 'kept@members.test');
      const app: Principal = { ...owner, kind: 'oauth_token', oauth_client_id: 'shoc_app' };
      for (const call of [
        () => as(app).shopMembers.list(),
        () => as(app).shopMembers.create({ email: 'new@members.test', password: PASSWORD, role: 'staff' }),
        () => as(app).shopMembers.create({ email: 'not an email', password: '', role: 'staff' }),
        () => as(app).shopMembers.setRole({ id: member.id, role: 'admin' }),
        () => as(app).shopMembers.remove({ id: member.id }),
      ]) {
        expect(await failureOf(call())).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }
      expect(await as(owner).shopMembers.list()).toEqual([member]);
    });

    it('a key gives only roles whose scopes it holds itself: admin only from *', async () => {
      const { shopId } = await newShop();
      const writeOnly = await keyWith(shopId, ['members.write']);
      expect((await failureOf(add(writeOnly, 'staff@members.test'))).code).toBe('FORBIDDEN');

      const staffLevel = await keyWith(shopId, [...roleScopes('staff'), 'members.write']);
      const staff = await add(staffLevel, 'staff@members.test');
      expect(staff.role).toBe('staff');
      for (const role of ['developer', 'admin'] as const) {
        const failure = await failureOf(add(staffLevel, `${role}@members.test`, role));
        expect(failure).toMatchObject({ code: 'FORBIDDEN', status: 403 });
        expect(failure.message).toContain(`role ${role}`);
        expect((await failureOf(as(staffLevel).shopMembers.setRole({ id: staff.id, role }))).code).toBe(
          'FORBIDDEN',
        );
      }

      const developerLevel = await keyWith(shopId, [...roleScopes('developer'), 'members.write']);
      expect((await as(developerLevel).shopMembers.setRole({ id: staff.id, role: 'developer' })).role).toBe(
        'developer',
      );
      expect(
        (await failureOf(as(developerLevel).shopMembers.setRole({ id: staff.id, role: 'admin' }))).code,
      ).toBe('FORBIDDEN');

      const full = await keyWith(shopId, ['*']);
      expect((await as(full).shopMembers.setRole({ id: staff.id, role: 'admin' })).role).toBe('admin');
      const reader = await keyWith(shopId, ['members.read']);
      expect(await as(reader).shopMembers.list()).toHaveLength(1);
    });

    /** The member's dashboard token, as the oauth service resolves one (routers/auth.ts). */
    const signedIn = (key: Principal, member: { id: string; role: 'admin' | 'developer' | 'staff' }) =>
      ({
        ...key,
        kind: 'member_session',
        credential_id: uuidv7(Date.parse(START)),
        member_id: member.id,
        scopes: roleScopes(member.role),
      }) satisfies Principal;

    it('removing a member revokes the keys they made and the keys those keys made, on the trail, in the CLI too', async () => {
      const { shopId, key } = await shopWithOwner();
      for (const remove of [
        (id: string) => as(key).shopMembers.remove({ id }),
        (id: string) => operator().members.remove({ shop_id: shopId, member_id: id }),
      ]) {
        signals.length = 0;
        const member = await add(key, `dev${Math.random()}@members.test`, 'developer');
        const theirs = await as(signedIn(key, { id: member.id, role: 'developer' })).apiKeys.create({
          scopes: ['api_keys.write', 'products.read'],
        });
        const grandchild = await as(await principalOf(theirs.api_key)).apiKeys.create({
          scopes: ['products.read'],
        });
        const unrelated = await as(key).apiKeys.create({ scopes: ['products.read'] });

        expect(await remove(member.id)).toEqual({ removed: true, member_id: member.id });
        for (const token of [theirs.api_key, grandchild.api_key]) {
          expect((await internal().auth.resolve({ token })).principal).toBeNull();
        }
        expect((await principalOf(unrelated.api_key)).scopes).toEqual(['products.read']);
        expect(signals.map((signal) => signal.data.reason)).toContain('member_removed');

        const trail = (await as(key).security.auditTrail({ limit: 50 })).data;
        const revocations = trail.filter(
          (event) =>
            event.type === 'api_key.revoked' && [theirs.key_id, grandchild.key_id].includes(event.subject.id),
        );
        expect(revocations).toHaveLength(2);
        for (const event of revocations) {
          expect(event.details).toMatchObject({ reason: 'creator_removed', member_id: member.id });
        }
        const removal = trail.find(
          (event) => event.type === 'member.removed' && event.subject.id === member.id,
        );
        expect(removal?.details.revoked_api_keys).toEqual([theirs.key_id, grandchild.key_id]);
      }
    });

    it('a removal refused leaves the member’s keys alone', async () => {
      const { shopId, key } = await shopWithOwner();
      const member = await add(key, 'admin@members.test', 'admin');
      const theirs = await as(signedIn(key, { id: member.id, role: 'admin' })).apiKeys.create({
        scopes: ['*'],
      });
      const developerLevel = await keyWith(shopId, [...roleScopes('developer'), 'members.write']);
      expect((await failureOf(as(developerLevel).shopMembers.remove({ id: member.id }))).code).toBe(
        'FORBIDDEN',
      );
      expect((await principalOf(theirs.api_key)).scopes).toEqual(['*']);
    });

    it('a role change revokes the member’s keys that hold more than the new role allows, and no others', async () => {
      const { key } = await shopWithOwner();
      const member = await add(key, 'dev@members.test', 'developer');
      const asMember = as(signedIn(key, { id: member.id, role: 'developer' }));
      const writer = await asMember.apiKeys.create({ scopes: ['products.write'] });
      const reader = await asMember.apiKeys.create({ scopes: ['products.read', 'orders.read'] });
      const licenses = await asMember.apiKeys.create({ scopes: ['licenses.read'] });

      await as(key).shopMembers.setRole({ id: member.id, role: 'admin' });
      expect((await principalOf(writer.api_key)).scopes).toEqual(['products.write']);
      await as(key).shopMembers.setRole({ id: member.id, role: 'staff' });
      expect((await internal().auth.resolve({ token: writer.api_key })).principal).toBeNull();
      expect((await internal().auth.resolve({ token: licenses.api_key })).principal).toBeNull();
      expect((await principalOf(reader.api_key)).scopes).toEqual(['products.read', 'orders.read']);

      const trail = (await as(key).security.auditTrail({ limit: 50 })).data;
      const changes = trail.filter((event) => event.type === 'member.role_changed');
      expect(changes.map((event) => [event.details.to, event.details.revoked_api_keys])).toEqual([
        ['staff', [writer.key_id, licenses.key_id]],
        ['admin', []],
      ]);
      const revoked = trail.filter((event) => event.type === 'api_key.revoked');
      expect(revoked.every((event) => event.details.reason === 'creator_demoted')).toBe(true);
    });

    it('a key neither demotes nor removes a member whose role it could not give', async () => {
      const { shopId } = await newShop();
      const full = await keyWith(shopId, ['*']);
      const admin = await add(full, 'admin@members.test', 'admin');
      const developerLevel = await keyWith(shopId, [...roleScopes('developer'), 'members.write']);
      const demote = await failureOf(as(developerLevel).shopMembers.setRole({ id: admin.id, role: 'staff' }));
      expect(demote).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      expect(demote.message).toContain('role admin');
      expect((await failureOf(as(developerLevel).shopMembers.remove({ id: admin.id }))).code).toBe(
        'FORBIDDEN',
      );
      expect((await as(full).shopMembers.list()).map((member) => member.role)).toContain('admin');
      expect((await as(full).shopMembers.remove({ id: admin.id })).removed).toBe(true);
    });
  });
}
