import type { Principal } from '@shopforge/contracts';
import { failureOf, type OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { createOauthRouter } from '../src/router';
import { openOauthRouter, shopCallers } from './open-router';

const START = '2026-11-28T10:00:00Z';
const REDIRECT = 'https://app.example/callback';

/** The Developer API's `/oauth-apps` and `/oauth-installations`, on PGlite or PostgreSQL. */
export function describeShopApps(backend: string, open: OpenTestDatabase): void {
  describe(`OAuth apps managed by the shop on ${backend}`, () => {
    let router: ReturnType<typeof createOauthRouter>;
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ router, close } = await openOauthRouter(open, START));
    });
    afterEach(() => close());

    const { operator, as, newShop } = shopCallers(() => router);
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
