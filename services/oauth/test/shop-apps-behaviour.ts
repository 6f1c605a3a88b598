import type { Principal, Scope } from '@shopforge/contracts';
import { uuidv7 } from '@shopforge/service-kit';
import { failureOf, type OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OauthPrisma } from '../src/db/client';
import type { createOauthRouter } from '../src/router';
import { openOauthRouter, shopCallers } from './open-router';

const START = '2026-11-28T10:00:00Z';
const REDIRECT = 'https://app.example/callback';

/** The Developer API's `/oauth-apps` and `/oauth-installations`, on PGlite or PostgreSQL. */
export function describeShopApps(backend: string, open: OpenTestDatabase): void {
  describe(`OAuth apps managed by the shop on ${backend}`, () => {
    let router: ReturnType<typeof createOauthRouter>;
    let prisma: OauthPrisma;
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ router, prisma, close } = await openOauthRouter(open, START));
    });
    afterEach(() => close());

    const { operator, as, principalOf, newShop } = shopCallers(() => router);
    const keyWith = async (shopId: string, scopes: Scope[]) => {
      const created = await operator().operator.createKey({ shop_id: shopId, scopes });
      return principalOf(created.api_key);
    };
    const register = (owner: Principal, clientType: 'confidential' | 'public' = 'confidential') =>
      as(owner).shopApps.register({
        name: 'Inventory Sync',
        redirect_uris: [REDIRECT],
        scopes: ['products.read'],
        client_type: clientType,
      });

    it('registers an app whose secret is shown once; lists it with the secret’s prefix only', async () => {
      const { owner, shopId } = await newShop();
      const created = await register(owner);
      expect(created.client_secret).toMatch(/^shcs_/);
      expect(created.app).toMatchObject({
        shop_id: shopId,
        name: 'Inventory Sync',
        scopes: ['products.read'],
      });
      const listed = await as(owner).shopApps.list();
      expect(listed).toEqual([created.app]);
      expect(JSON.stringify(listed)).not.toContain(created.client_secret ?? '');
      expect((await operator().apps.list({ shop_id: shopId })).apps).toEqual(listed);
    });

    it('edits an app’s name, redirect URIs and scopes; rotates its secret; a public app has none to rotate', async () => {
      const { owner } = await newShop();
      const created = await register(owner);
      const updated = await as(owner).shopApps.update({
        client_id: created.client_id,
        redirect_uris: [REDIRECT, 'http://127.0.0.1:8080/cb'],
        scopes: ['products.read', 'orders.read'],
      });
      expect(updated).toMatchObject({ name: 'Inventory Sync', scopes: ['products.read', 'orders.read'] });
      expect(updated.redirect_uris).toHaveLength(2);
      const rotated = await as(owner).shopApps.rotateSecret({ client_id: created.client_id });
      expect(rotated.client_secret).not.toBe(created.client_secret);
      expect(rotated.app.secret_rotated_at).not.toBeNull();
      const publicApp = await register(owner, 'public');
      expect(
        (await failureOf(as(owner).shopApps.rotateSecret({ client_id: publicApp.client_id }))).code,
      ).toBe('BAD_REQUEST');
    });

    it('another shop’s app is not found; an app’s token cannot manage apps', async () => {
      const a = await newShop();
      const b = await newShop();
      const theirs = await register(b.owner);
      for (const call of [
        as(a.owner).shopApps.update({ client_id: theirs.client_id, name: 'Mine now' }),
        as(a.owner).shopApps.rotateSecret({ client_id: theirs.client_id }),
        as(a.owner).shopApps.delete({ client_id: theirs.client_id }),
      ]) {
        expect((await failureOf(call)).code).toBe('NOT_FOUND');
      }
      expect(await as(a.owner).shopApps.list()).toEqual([]);
      const token: Principal = { ...a.owner, kind: 'oauth_token', oauth_client_id: theirs.client_id };
      expect((await failureOf(as(token).shopApps.list())).code).toBe('FORBIDDEN');
      expect((await failureOf(as(token).shopApps.installations())).code).toBe('FORBIDDEN');
    });

    it('deletes an app; the trail names the key that registered, changed and deleted it', async () => {
      const { owner } = await newShop();
      const created = await register(owner);
      await as(owner).shopApps.update({ client_id: created.client_id, name: 'Renamed' });
      expect(await as(owner).shopApps.delete({ client_id: created.client_id })).toEqual({
        deleted: true,
        client_id: created.client_id,
      });
      expect(await as(owner).shopApps.list()).toEqual([]);
      const trail = await as(owner).security.auditTrail({ limit: 20 });
      const about = trail.data.filter((event) => event.subject.id === created.client_id);
      expect(about.map((event) => event.type).sort()).toEqual([
        'oauth_app.created',
        'oauth_app.deleted',
        'oauth_app.updated',
      ]);
      for (const event of about)
        expect(event.actor).toMatchObject({ type: 'api_key', id: owner.credential_id });
    });

    it('a credential registers, changes, rotates and deletes only apps within its authority', async () => {
      const { shopId, owner } = await newShop();
      const key = await keyWith(shopId, ['oauth_apps.write', 'products.read']);
      const beyond = { code: 'FORBIDDEN', status: 403, subcode: 'BEYOND_AUTHORITY' };
      const refused = await failureOf(
        as(key).shopApps.register({
          name: 'Orders',
          redirect_uris: [REDIRECT],
          scopes: ['orders.read'],
          client_type: 'public',
        }),
      );
      expect(refused).toMatchObject(beyond);
      expect(refused.message).toContain('orders.read');

      const own = await register(key);
      expect(
        await failureOf(as(key).shopApps.update({ client_id: own.client_id, scopes: ['products.write'] })),
      ).toMatchObject(beyond);
      expect((await as(key).shopApps.update({ client_id: own.client_id, name: 'Mine' })).name).toBe('Mine');

      const theirs = await as(owner).shopApps.register({
        name: 'Orders',
        redirect_uris: [REDIRECT],
        scopes: ['orders.read'],
        client_type: 'confidential',
      });
      for (const call of [
        () =>
          as(key).shopApps.update({
            client_id: theirs.client_id,
            redirect_uris: ['https://evil.example/cb'],
          }),
        () => as(key).shopApps.rotateSecret({ client_id: theirs.client_id }),
        () => as(key).shopApps.delete({ client_id: theirs.client_id }),
      ]) {
        expect(await failureOf(call())).toMatchObject(beyond);
      }
      expect(
        (await as(owner).shopApps.list()).find((app) => app.client_id === theirs.client_id),
      ).toMatchObject({
        redirect_uris: [REDIRECT],
        secret_rotated_at: null,
      });
      expect(await as(key).shopApps.delete({ client_id: own.client_id })).toMatchObject({ deleted: true });
    });

    it('an installation is removed only by a credential holding the scopes it was granted', async () => {
      const { shopId, owner } = await newShop();
      const app = await register(owner);
      const now = new Date(START);
      const installation = await prisma.oauthInstallation.create({
        data: {
          id: uuidv7(now.getTime()),
          appId: app.app.id,
          shopId,
          scopes: ['products.read', 'orders.read'],
          createdAt: now,
          updatedAt: now,
        },
      });
      const narrow = await keyWith(shopId, ['oauth_apps.write', 'products.read']);
      const refused = await failureOf(as(narrow).shopApps.revokeInstallation({ id: installation.id }));
      expect(refused).toMatchObject({ code: 'FORBIDDEN', subcode: 'BEYOND_AUTHORITY' });
      expect(refused.message).toContain('orders.read');
      const enough = await keyWith(shopId, ['oauth_apps.write', 'orders.read', 'products.read']);
      expect(
        (await as(enough).shopApps.revokeInstallation({ id: installation.id })).revoked_at,
      ).not.toBeNull();
    });

    it('installations of another shop are neither listed nor revocable', async () => {
      const a = await newShop();
      const b = await newShop();
      expect(await as(a.owner).shopApps.installations()).toEqual([]);
      // A missing id and one that cannot be an id are both not found, never a validation error.
      for (const id of ['0190f5a0-0000-7000-8000-0000000000aa', 'not-a-uuid']) {
        expect(await failureOf(as(a.owner).shopApps.revokeInstallation({ id }))).toMatchObject({
          code: 'NOT_FOUND',
          status: 404,
        });
      }
      expect(await as(b.owner).shopApps.installations()).toEqual([]);
    });
  });
}
