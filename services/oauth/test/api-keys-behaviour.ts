import type { Principal, Scope } from '@shopforge/contracts';
import { failureOf, type OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { createOauthRouter } from '../src/router';
import { insertApiKey, makerStillStands } from '../src/db/api-keys';
import { roleScopes } from '../src/domain/member-permissions';
import { openOauthRouter, shopCallers } from './open-router';

const START = '2026-11-28T10:00:00Z';

/** The Developer API's `/api-keys`, on whatever database `open` gives (PGlite or PostgreSQL). */
export function describeApiKeys(backend: string, open: OpenTestDatabase): void {
  describe(`API keys managed by the shop on ${backend}`, () => {
    let router: ReturnType<typeof createOauthRouter>;
    let signals: Awaited<ReturnType<typeof openOauthRouter>>['signals'];
    let prisma: Awaited<ReturnType<typeof openOauthRouter>>['prisma'];
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ router, signals, prisma, close } = await openOauthRouter(open, START));
    });
    afterEach(() => close());

    const { operator, internal, as, principalOf, newShop } = shopCallers(() => router);
    const keyWith = async (shopId: string, scopes: Scope[]) => {
      const created = await operator().operator.createKey({ shop_id: shopId, scopes });
      return principalOf(created.api_key);
    };

    it('a key made through the API works at once with its scopes; the list shows its prefix, never the secret', async () => {
      const { owner } = await newShop();
      const created = await as(owner).apiKeys.create({ name: 'Stock sync', scopes: ['products.read'] });
      expect(created.api_key).toMatch(/^shx_/);
      expect(created.key).toMatchObject({ name: 'Stock sync', scopes: ['products.read'], revoked_at: null });
      expect((await principalOf(created.api_key)).scopes).toEqual(['products.read']);
      const listed = await as(owner).apiKeys.list();
      expect(listed.map((key) => key.name)).toEqual(['Default key', 'Stock sync']);
      expect(JSON.stringify(listed)).not.toContain(created.api_key);
    });

    it('a key grants only scopes it holds: * only from *, a write only from its write', async () => {
      const { shopId } = await newShop();
      const manager = await keyWith(shopId, ['api_keys.write', 'products.write', 'orders.read']);
      expect((await as(manager).apiKeys.create({ scopes: ['products.read', 'orders.read'] })).scopes).toEqual(
        ['products.read', 'orders.read'],
      );
      for (const scopes of [['orders.write'], ['*'], ['products.read', 'customers.read']] as Scope[][]) {
        expect(await failureOf(as(manager).apiKeys.create({ scopes }))).toMatchObject({
          code: 'FORBIDDEN',
          status: 403,
        });
      }
      const narrow = await as(manager).apiKeys.create({ scopes: ['products.read'] });
      expect(
        (await failureOf(as(manager).apiKeys.updateScopes({ id: narrow.key_id, scopes: ['orders.write'] })))
          .code,
      ).toBe('FORBIDDEN');
      expect((await principalOf(narrow.api_key)).scopes).toEqual(['products.read']);
    });

    it('a key changes or revokes only keys within its authority: never the owner’s full-access key', async () => {
      const { shopId, owner } = await newShop();
      const manager = await keyWith(shopId, ['api_keys.write']);
      for (const call of [
        () => as(manager).apiKeys.updateScopes({ id: owner.credential_id, scopes: ['api_keys.read'] }),
        () => as(manager).apiKeys.revoke({ id: owner.credential_id }),
      ]) {
        const refused = await failureOf(call());
        expect(refused).toMatchObject({ code: 'FORBIDDEN', status: 403, subcode: 'BEYOND_AUTHORITY' });
        expect(refused.message).toContain(': *.');
      }
      const ownerKey = (await as(owner).apiKeys.list()).find((key) => key.id === owner.credential_id);
      expect(ownerKey).toMatchObject({ scopes: ['*'], revoked_at: null });

      // Old ∪ new: a key it could not make is out of reach, whatever it would become.
      const products = await as(owner).apiKeys.create({ scopes: ['products.read'] });
      const narrowed = await failureOf(
        as(manager).apiKeys.updateScopes({ id: products.key_id, scopes: ['api_keys.read'] }),
      );
      expect(narrowed.message).toContain('products.read');
      const reader = await as(owner).apiKeys.create({ scopes: ['api_keys.read'] });
      expect(
        (await as(manager).apiKeys.updateScopes({ id: reader.key_id, scopes: ['api_keys.write'] })).scopes,
      ).toEqual(['api_keys.write']);
      expect((await as(manager).apiKeys.revoke({ id: reader.key_id })).revoked_at).not.toBeNull();
    });

    /** A member's dashboard-token principal, as the oauth service resolves one. */
    const memberOf = async (owner: Principal, role: 'developer' | 'admin'): Promise<Principal> => {
      const member = await operator().members.create({
        shop_id: owner.shop_id,
        email: `${role}-${Math.random().toString(36).slice(2)}@keys.test`,
        password: 'member password 123',
        role,
      });
      return {
        ...owner,
        kind: 'member_session',
        credential_id: '0190f5a0-0000-7000-8000-0000000000d1',
        member_id: member.id,
        scopes: roleScopes(role),
      };
    };

    it('a member’s dashboard token manages keys within their role only', async () => {
      const { owner } = await newShop();
      const developer = await memberOf(owner, 'developer');
      for (const call of [
        () => as(developer).apiKeys.updateScopes({ id: owner.credential_id, scopes: ['api_keys.read'] }),
        () => as(developer).apiKeys.revoke({ id: owner.credential_id }),
        () => as(developer).apiKeys.create({ scopes: ['members.write'] }),
        () => as(developer).apiKeys.create({ scopes: ['*'] }),
      ]) {
        expect(await failureOf(call())).toMatchObject({ code: 'FORBIDDEN', subcode: 'BEYOND_AUTHORITY' });
      }
      const made = await as(developer).apiKeys.create({ scopes: ['products.write', 'api_keys.write'] });
      expect(made.key.created_by).toEqual({ type: 'member', id: developer.member_id });
      expect((await as(developer).apiKeys.revoke({ id: made.key_id })).revoked_at).not.toBeNull();
    });

    it('a key is made only while its maker stands: a key revoked, or a member removed, after authenticating makes none', async () => {
      const { shopId, owner } = await newShop();
      // The gateway authenticated these callers a moment before their maker went away.
      const manager = await keyWith(shopId, ['api_keys.write', 'products.read']);
      await as(owner).apiKeys.revoke({ id: manager.credential_id });
      expect(await failureOf(as(manager).apiKeys.create({ scopes: ['products.read'] }))).toMatchObject({
        code: 'UNAUTHORIZED',
        status: 401,
      });
      const admin = await memberOf(owner, 'admin');
      await as(owner).shopMembers.remove({ id: admin.member_id ?? '' });
      expect(await failureOf(as(admin).apiKeys.create({ scopes: ['products.read'] }))).toMatchObject({
        code: 'UNAUTHORIZED',
      });
      const listed = await as(owner).apiKeys.list();
      expect(listed.map((key) => key.created_by.type)).toEqual(['operator', 'operator']);
    });

    it('a key being made while its member is removed is revoked with the rest, never left behind', async () => {
      const { owner } = await newShop();
      const admin = await memberOf(owner, 'admin');
      const made = await as(admin).apiKeys.create({ scopes: ['api_keys.write', 'products.read'] });
      const maker = { type: 'api_key' as const, id: made.key_id };
      let held!: () => void;
      const hold = new Promise<void>((resolve) => {
        held = resolve;
      });
      // A key made by the member's key, its transaction holding the maker while the removal starts.
      const making = prisma.$transaction(async (tx) => {
        expect(await makerStillStands(tx, maker)).toBe(true);
        await hold;
        return insertApiKey(tx, {
          shopId: owner.shop_id,
          scopes: ['products.read'],
          createdBy: maker,
          now: new Date(),
        });
      });
      const removing = as(owner).shopMembers.remove({ id: admin.member_id ?? '' });
      // PostgreSQL: the removal waits on the held row; PGlite runs one transaction at a time.
      setTimeout(held, 300);
      const [child] = await Promise.all([making, removing]);
      const keys = await as(owner).apiKeys.list();
      for (const id of [made.key_id, child.row.id]) {
        expect(keys.find((key) => key.id === id)?.revoked_at, id).not.toBeNull();
      }
    });

    it('each key records who made it: the operator, a key, a member', async () => {
      const { shopId, owner } = await newShop();
      const viaKey = await as(owner).apiKeys.create({ scopes: ['products.read'] });
      expect(viaKey.key.created_by).toEqual({ type: 'api_key', id: owner.credential_id });
      const listed = await as(owner).apiKeys.list();
      expect(listed.map((key) => key.created_by)).toEqual([
        { type: 'operator', id: null },
        { type: 'api_key', id: owner.credential_id },
      ]);
      const byOperator = await operator().operator.createKey({ shop_id: shopId, scopes: ['orders.read'] });
      expect(byOperator.key.created_by).toEqual({ type: 'operator', id: null });
    });

    it('scopes changed or a key revoked take effect on its next request, and the gateways are told', async () => {
      const { owner } = await newShop();
      const created = await as(owner).apiKeys.create({ scopes: ['products.read'] });
      const changed = await as(owner).apiKeys.updateScopes({ id: created.key_id, scopes: ['orders.read'] });
      expect(changed.scopes).toEqual(['orders.read']);
      expect((await principalOf(created.api_key)).scopes).toEqual(['orders.read']);
      const revoked = await as(owner).apiKeys.revoke({ id: created.key_id });
      expect(revoked.revoked_at).not.toBeNull();
      expect((await internal().auth.resolve({ token: created.api_key })).principal).toBeNull();
      expect(await as(owner).apiKeys.revoke({ id: created.key_id })).toEqual(revoked);
      expect(
        (await failureOf(as(owner).apiKeys.updateScopes({ id: created.key_id, scopes: ['orders.read'] })))
          .code,
      ).toBe('BAD_REQUEST');
      expect(signals.map((signal) => signal.data.reason)).toEqual(
        expect.arrayContaining(['api_key_scopes_changed', 'api_key_revoked']),
      );
    });

    it('another shop’s key is not found, and the list is the caller’s shop only', async () => {
      const a = await newShop();
      const b = await newShop();
      const bKey = await as(b.owner).apiKeys.create({ scopes: ['products.read'] });
      expect((await failureOf(as(a.owner).apiKeys.revoke({ id: bKey.key_id }))).code).toBe('NOT_FOUND');
      expect(
        (await failureOf(as(a.owner).apiKeys.updateScopes({ id: bKey.key_id, scopes: ['products.read'] })))
          .code,
      ).toBe('NOT_FOUND');
      expect((await as(a.owner).apiKeys.list()).every((key) => key.shop_id === a.shopId)).toBe(true);
      expect((await principalOf(bKey.api_key)).scopes).toEqual(['products.read']);
    });

    it('an id that cannot be a key’s is NOT_FOUND, as a missing key is, not a validation error', async () => {
      const { owner } = await newShop();
      for (const id of ['not-a-uuid', '0190f5a0-0000-7000-8000-0000000000aa']) {
        expect(await failureOf(as(owner).apiKeys.revoke({ id }))).toMatchObject({
          code: 'NOT_FOUND',
          status: 404,
        });
        expect(
          await failureOf(as(owner).apiKeys.updateScopes({ id, scopes: ['products.read'] })),
        ).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      }
    });

    it('an app’s token cannot manage keys, whatever its scopes', async () => {
      const { owner } = await newShop();
      const app: Principal = { ...owner, kind: 'oauth_token', oauth_client_id: 'shpca_app' };
      for (const call of [
        as(app).apiKeys.list(),
        as(app).apiKeys.create({ scopes: ['products.read'] }),
        as(app).apiKeys.revoke({ id: owner.credential_id }),
      ]) {
        expect(await failureOf(call)).toMatchObject({ code: 'FORBIDDEN' });
      }
    });

    it('the security trail names the key that made, changed and revoked a key', async () => {
      const { owner } = await newShop();
      const created = await as(owner).apiKeys.create({ name: 'CI', scopes: ['products.read'] });
      await as(owner).apiKeys.updateScopes({ id: created.key_id, scopes: ['orders.read'] });
      await as(owner).apiKeys.revoke({ id: created.key_id });
      const trail = await as(owner).security.auditTrail({ limit: 10 });
      const about = trail.data.filter((event) => event.subject.id === created.key_id);
      expect(about.map((event) => event.type).sort()).toEqual([
        'api_key.created',
        'api_key.revoked',
        'api_key.scopes_changed',
      ]);
      for (const event of about)
        expect(event.actor).toEqual({ type: 'api_key', id: owner.credential_id, label: null });
    });
  });
}
