import { AppError } from '@shopforge/errors';
import { createCallerFactory, type ManualClock } from '@shopforge/service-kit';
import {
  internalContext,
  type OpenTestDatabase,
  operatorContext,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OauthPrisma } from '../src/db/client';
import type { createOauthRouter } from '../src/router';
import { openOauthRouter } from './open-router';

/**
 * The oauth service's rules, run against whatever database `open` gives: PGlite in the unit
 * suite, the real PostgreSQL in the integration suite.
 */
export function describeOauthService(backend: string, open: OpenTestDatabase): void {
  describe(`oauth service on ${backend}`, () => {
    let prisma: OauthPrisma;
    let closeDb: () => Promise<void>;
    let clock: ManualClock;
    let router: ReturnType<typeof createOauthRouter>;
    let signals: Awaited<ReturnType<typeof openOauthRouter>>['signals'];

    beforeEach(async () => {
      ({
        prisma,
        clock,
        router,
        signals,
        close: closeDb,
      } = await openOauthRouter(open, '2026-11-22T10:00:00Z'));
    });
    afterEach(() => closeDb());

    const operator = () => createCallerFactory(router)(operatorContext());
    const internal = () => createCallerFactory(router)(internalContext());

    it('creates a shop with a full-access key that resolves to its principal', async () => {
      const created = await operator().operator.createShop({ name: 'Nordic Keys', currency: 'EUR' });
      expect(created.shop).toMatchObject({
        name: 'Nordic Keys',
        slug: 'nordic-keys',
        currency: 'EUR',
        status: 'active',
      });
      expect(created.shop.created_at).toBe(Math.floor(clock.now().getTime() / 1000));
      expect(created.api_key).toMatch(/^shx_[A-Za-z0-9]{32}$/);
      const { principal } = await internal().auth.resolve({ token: created.api_key });
      expect(principal).toEqual({
        kind: 'api_key',
        shop_id: created.shop.id,
        shop_status: 'active',
        plan: 'free',
        currency: 'EUR',
        credential_id: created.key_id,
        scopes: ['*'],
        oauth_client_id: null,
      });
    });

    it('stores only the SHA-256 of a key and a short display prefix', async () => {
      const created = await operator().operator.createShop({ name: 'Hash Check' });
      const row = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.key_id } });
      expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(created.api_key);
      expect(row.prefix).toBe(created.api_key.slice(0, 8));
    });

    it('resolves unknown, malformed and revoked tokens to no principal alike', async () => {
      const created = await operator().operator.createShop({ name: 'Revoked' });
      await operator().operator.revokeKey({ key_id: created.key_id });
      for (const token of [created.api_key, `shx_${'Z'.repeat(32)}`, 'shx_short', 'nonsense']) {
        expect((await internal().auth.resolve({ token })).principal).toBeNull();
      }
    });

    it('reports the shop plan so the gateway can apply its rate limit', async () => {
      const created = await operator().operator.createShop({ name: 'Big Shop', plan: 'growth' });
      expect((await internal().auth.resolve({ token: created.api_key })).principal?.plan).toBe('growth');
      await operator().operator.setShopPlan({ shop_id: created.shop.id, plan: 'enterprise' });
      expect((await internal().auth.resolve({ token: created.api_key })).principal?.plan).toBe('enterprise');
    });

    it('reports the shop state so the gateway can refuse suspended shops', async () => {
      const created = await operator().operator.createShop({ name: 'Suspend Me' });
      await operator().operator.setShopStatus({ shop_id: created.shop.id, status: 'suspended' });
      const { principal } = await internal().auth.resolve({ token: created.api_key });
      expect(principal?.shop_status).toBe('suspended');
    });

    it('refreshes last_used_at at most once a minute', async () => {
      const created = await operator().operator.createShop({ name: 'Usage' });
      await internal().auth.resolve({ token: created.api_key });
      const first = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.key_id } });
      expect(first.lastUsedAt?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
      clock.advance(30_000);
      await internal().auth.resolve({ token: created.api_key });
      const same = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.key_id } });
      expect(same.lastUsedAt?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
      clock.advance(31_000);
      await internal().auth.resolve({ token: created.api_key });
      const later = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.key_id } });
      expect(later.lastUsedAt?.toISOString()).toBe('2026-11-22T10:01:01.000Z');
    });

    it('creates scoped keys, lists them without secrets, and keeps revocation permanent', async () => {
      const shop = await operator().operator.createShop({ name: 'Keys' });
      const key = await operator().operator.createKey({ shop_id: shop.shop.id, scopes: ['products.read'] });
      const { keys } = await operator().operator.listKeys({ shop_id: shop.shop.id });
      expect(keys.map((k) => k.scopes)).toEqual([['*'], ['products.read']]);
      expect(JSON.stringify(keys)).not.toContain(key.api_key);
      const revoked = await operator().operator.revokeKey({ key_id: key.key_id });
      clock.advance(5_000);
      const again = await operator().operator.revokeKey({ key_id: key.key_id });
      expect(again.key.revoked_at).toBe(revoked.key.revoked_at);
    });

    it('refuses unknown scopes and unknown shops', async () => {
      const shop = await operator().operator.createShop({ name: 'Strict' });
      await expect(
        operator().operator.createKey({
          shop_id: shop.shop.id,
          scopes: ['products.delete' as 'products.read'],
        }),
      ).rejects.toThrow();
      const missing = await operator()
        .operator.createKey({ shop_id: '0190f5a0-0000-7000-8000-0000000000ff', scopes: ['*'] })
        .catch((error: unknown) => error);
      expect((missing as { cause?: unknown }).cause).toBeInstanceOf(AppError);
    });

    it('answers /me for the principal’s shop only', async () => {
      const a = await operator().operator.createShop({ name: 'Shop A' });
      const b = await operator().operator.createShop({ name: 'Shop B' });
      const asA = createCallerFactory(router)(internalContext(testPrincipal(a.shop.id)));
      expect((await asA.shop.me()).id).toBe(a.shop.id);
      expect((await asA.shop.me()).id).not.toBe(b.shop.id);
    });

    it('a shop read from the cache shows a status or plan change at once', async () => {
      const shop = await operator().operator.createShop({ name: 'Cached Shop', plan: 'free' });
      const describe = () => internal().shop.describe({ shop_id: shop.shop.id });
      expect(await describe()).toMatchObject({ status: 'active', plan: 'free' });
      await operator().operator.setShopPlan({ shop_id: shop.shop.id, plan: 'growth' });
      expect(await describe()).toMatchObject({ status: 'active', plan: 'growth' });
      await operator().operator.setShopStatus({ shop_id: shop.shop.id, status: 'suspended' });
      expect(await describe()).toMatchObject({ status: 'suspended', plan: 'growth' });
      clock.advance(1000);
      await operator().operator.setShopPlan({ shop_id: shop.shop.id, plan: 'enterprise' });
      const asShop = createCallerFactory(router)(internalContext(testPrincipal(shop.shop.id)));
      expect((await asShop.shop.me()).updated_at).toBe(Math.floor(clock.now().getTime() / 1000));
    });

    it('keeps operator procedures away from internal callers and vice versa', async () => {
      await expect(internal().operator.createShop({ name: 'Nope' })).rejects.toThrow(/Operator credential/);
      await expect(operator().auth.resolve({ token: 'x' })).rejects.toThrow(/Internal callers only/);
    });

    it('a shop created with test payments off (the production default) has no payment method', async () => {
      const created = await operator().operator.createShop({ name: 'Live Shop' });
      const asShop = createCallerFactory(router)(internalContext(testPrincipal(created.shop.id)));
      expect((await asShop.shop.capabilities()).enabledPaymentMethods).toEqual([]);
      expect(await internal().shop.paymentMethods({ shop_id: created.shop.id })).toEqual({
        shop_id: created.shop.id,
        payment_methods: [],
      });
    });

    it('a shop created with test payments on (embedded mode) can pay with the test provider', async () => {
      const embedded = await openOauthRouter(open, '2026-11-22T10:00:00Z', { testPayments: true });
      try {
        const caller = createCallerFactory(embedded.router);
        const created = await caller(operatorContext()).operator.createShop({ name: 'Demo Shop' });
        const methods = await caller(internalContext()).shop.paymentMethods({ shop_id: created.shop.id });
        expect(methods.payment_methods).toEqual(['TEST']);
      } finally {
        await embedded.close();
      }
    });

    it('the operator turns the test provider on and off for one shop; sibling services see it at once', async () => {
      const shop = await operator().operator.createShop({ name: 'Toggled' });
      const other = await operator().operator.createShop({ name: 'Untouched' });
      const methods = async (shopId: string) =>
        (await internal().shop.paymentMethods({ shop_id: shopId })).payment_methods;
      expect(await methods(shop.shop.id)).toEqual([]);
      const set = (enabled: boolean) =>
        operator().operator.setShopPaymentMethod({ shop_id: shop.shop.id, method: 'TEST', enabled });
      expect(await set(true)).toEqual({ shop_id: shop.shop.id, payment_methods: ['TEST'] });
      expect(await set(true)).toEqual({ shop_id: shop.shop.id, payment_methods: ['TEST'] });
      expect(await methods(shop.shop.id)).toEqual(['TEST']);
      expect(await methods(other.shop.id)).toEqual([]);
      expect(await set(false)).toEqual({ shop_id: shop.shop.id, payment_methods: [] });
      expect(await methods(shop.shop.id)).toEqual([]);
      expect(signals.filter((signal) => signal.data.reason === 'shop_payment_methods_changed')).toHaveLength(
        3,
      );
      await expect(
        operator().operator.setShopPaymentMethod({
          shop_id: crypto.randomUUID(),
          method: 'TEST',
          enabled: true,
        }),
      ).rejects.toThrow(/Shop not found/);
      await expect(
        internal().operator.setShopPaymentMethod({ shop_id: shop.shop.id, method: 'TEST', enabled: true }),
      ).rejects.toThrow(/Operator credential/);
    });

    it('stores owner passwords as scrypt hashes', async () => {
      const created = await operator().operator.createShop({
        name: 'Owned',
        owner: { email: 'Owner@Example.com', password: 'a long enough password' },
      });
      const member = await prisma.member.findFirstOrThrow({ where: { shopId: created.shop.id } });
      expect(member.email).toBe('owner@example.com');
      expect(member.role).toBe('owner');
      expect(member.passwordHash.startsWith('scrypt$')).toBe(true);
    });
  });
}
