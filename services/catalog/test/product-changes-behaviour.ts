import type { CreateProductInput, Product } from '@shopforge/contracts';
import { createCallerFactory, ManualClock } from '@shopforge/service-kit';
import {
  internalContext,
  type OpenTestDatabase,
  operatorContext,
  testDeps,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogPrisma, createPrismaClient } from '../src/db/client';
import { parseCatalogSettings } from '../src/env';
import { createCatalogRouter } from '../src/router';

const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';
const SHOP_B = '0190f5a0-0000-7000-8000-00000000000b';

/** Every setting a product can carry, away from the defaults, to prove each one is kept. */
const EVERYTHING: CreateProductInput = {
  title: 'Full Product',
  price: 19.99,
  type: 'SERVICE',
  currency: 'GBP',
  description: 'All settings set',
  subtype: 'RECURRING',
  recurring_interval: 'MONTH',
  recurring_interval_count: 3,
  trial_period: 7,
  cost: 4.5,
  discount_percent: 12.5,
  quantity_min: 2,
  quantity_max: 9,
  quantity_warning: 3,
  stock: 40,
  stock_delimiter: '|',
  sort_priority: 5,
  crypto_confirmations: 3,
  max_risk_level: 60,
  delivery_time: 30,
  warranty_days: 14,
  affiliate_revenue_percent: 10,
  delivery_text: 'Thanks!',
  service_text: 'We will contact you.',
  dynamic_webhook: 'https://93.184.216.34/dynamic',
  terms_of_service: 'Be nice.',
  warranty_text: 'Two weeks.',
  watermark_text: 'WM',
  redirect_link: 'https://merchant.example/thanks',
  youtube_link: 'https://video.example/watch?v=1',
  image_id: 'img_1',
  file_id: 'file_1',
  license_period: '30d',
  unlisted: true,
  private: true,
  on_hold: true,
  pay_what_you_want: true,
  block_vpn_proxies: true,
  watermark_enabled: true,
  licensing_enabled: true,
  gateways: ['STRIPE', 'PAYPAL'],
  custom_fields: [{ name: 'Discord', type: 'text', required: true, placeholder: 'name#1234', options: [] }],
  volume_discounts: [{ quantity: 5, type: 'PERCENTAGE', value: 10 }],
};

const IDENTITY = ['id', 'uniqid', 'slug', 'created_at', 'updated_at'] as const;
function settingsOf(product: Product): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...product };
  for (const key of IDENTITY) delete copy[key];
  return copy;
}

/** get, update, delete and duplicate, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeProductChanges(backend: string, open: OpenTestDatabase): void {
  describe(`product changes on ${backend}`, () => {
    let prisma: CatalogPrisma;
    let closeDb: () => Promise<void>;
    let router: ReturnType<typeof createCatalogRouter>;
    let clock: ManualClock;

    beforeEach(async () => {
      const db = await open();
      prisma = createPrismaClient(db.adapter);
      closeDb = db.close;
      clock = new ManualClock(Date.UTC(2026, 10, 1));
      router = createCatalogRouter({
        ...testDeps(prisma, clock, db.sql),
        settings: parseCatalogSettings({}),
      });
    });
    afterEach(async () => {
      await prisma.$disconnect();
      await closeDb();
    });

    const asShop = (shopId: string) => createCallerFactory(router)(internalContext(testPrincipal(shopId)));
    const outbox = async () =>
      (await prisma.outboxEvent.findMany({ orderBy: { sequence: 'asc' } })).map((row) => row.type);

    it('stores every field of a create and returns it unchanged', async () => {
      const product = await asShop(SHOP_A).products.create(EVERYTHING);
      expect(product).toMatchObject({
        ...EVERYTHING,
        price_display: 19.99,
        cost_display: 4.5,
        category_id: null,
      });
    });

    it('gets a product by id or uniqid; another shop’s is PRODUCT_NOT_FOUND', async () => {
      const product = await asShop(SHOP_A).products.create({ title: 'Key', price: 5, type: 'SERIALS' });
      // The answer is the database's JSON text of the record (`fetchJsonRecord`): compare as JSON.
      const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));
      expect(asJson(await asShop(SHOP_A).products.get({ id: product.id }))).toEqual(product);
      expect(asJson(await asShop(SHOP_A).products.get({ id: product.uniqid }))).toEqual(product);
      await expect(asShop(SHOP_B).products.get({ id: product.id })).rejects.toMatchObject({
        cause: { code: 'PRODUCT_NOT_FOUND' },
      });
    });

    it('updates only the keys present and reports the change', async () => {
      const product = await asShop(SHOP_A).products.create(EVERYTHING);
      clock.advance(5000);
      const updated = await asShop(SHOP_A).products.update({
        id: product.id,
        title: 'Renamed',
        unlisted: false,
      });
      expect(updated).toEqual({
        ...product,
        title: 'Renamed',
        unlisted: false,
        updated_at: product.updated_at + 5,
      });
      expect(await outbox()).toEqual(['product:created', 'product:updated']);
    });

    it('emits product:stock for a direct stock edit, with the previous and new stock', async () => {
      const product = await asShop(SHOP_A).products.create({
        title: 'Units',
        price: 1,
        type: 'SERVICE',
        stock: 10,
      });
      await asShop(SHOP_A).products.update({ id: product.id, stock: 25 });
      const event = await prisma.outboxEvent.findFirstOrThrow({ where: { type: 'product:stock' } });
      expect(event.payload).toMatchObject({
        product_id: product.id,
        previous_stock: 10,
        stock: 25,
        change_source: 'api',
      });
      await asShop(SHOP_A).products.update({ id: product.id, title: 'Same stock' });
      expect(await prisma.outboxEvent.count({ where: { type: 'product:stock' } })).toBe(1);
    });

    it('refuses to make a product recurring without an interval', async () => {
      const product = await asShop(SHOP_A).products.create({ title: 'Plain', price: 1, type: 'SERVICE' });
      await expect(
        asShop(SHOP_A).products.update({ id: product.id, subtype: 'RECURRING' }),
      ).rejects.toMatchObject({
        cause: { code: 'VALIDATION_ERROR', details: [{ field: 'recurring_interval' }] },
      });
    });

    it('refuses a new recurring product without an interval, on the merchant and operator paths', async () => {
      const plan = { title: 'Plan', price: 1, type: 'SERVICE', subtype: 'RECURRING' } as const;
      await expect(asShop(SHOP_A).products.create(plan)).rejects.toMatchObject({
        cause: {
          code: 'VALIDATION_ERROR',
          details: [
            { field: 'recurring_interval', message: 'Recurring products need a recurring_interval.' },
          ],
        },
      });
      const operator = createCallerFactory(router)(operatorContext());
      await expect(
        operator.operator.createProduct({ shop_id: SHOP_A, shop_currency: 'USD', product: plan }),
      ).rejects.toMatchObject({
        cause: { code: 'VALIDATION_ERROR', details: [{ field: 'product.recurring_interval' }] },
      });
      expect(await prisma.product.count()).toBe(0);
      expect(await outbox()).toEqual([]);
      const monthly = await asShop(SHOP_A).products.create({ ...plan, recurring_interval: 'MONTH' });
      expect(monthly).toMatchObject({ subtype: 'RECURRING', recurring_interval: 'MONTH' });
    });

    it('gives each product the first free slug of its title, copies included', async () => {
      const key = { title: 'Game Key', price: 1, type: 'SERVICE' } as const;
      const first = await asShop(SHOP_A).products.create(key);
      const second = await asShop(SHOP_A).products.create(key);
      await asShop(SHOP_A).products.delete({ id: second.id });
      const copy = await asShop(SHOP_A).products.duplicate({ uniqid: first.uniqid });
      const theirs = await asShop(SHOP_B).products.create(key);
      // A deleted product keeps its slug; another shop's slugs are its own.
      expect([first.slug, second.slug, copy.slug, theirs.slug]).toEqual([
        'game-key',
        'game-key-2',
        'game-key-3',
        'game-key',
      ]);
    });

    it('deletes a product: gone from get and list, its event written', async () => {
      const product = await asShop(SHOP_A).products.create({ title: 'Temp', price: 1, type: 'SERVICE' });
      expect(await asShop(SHOP_A).products.delete({ id: product.uniqid })).toEqual({
        id: product.id,
        deleted: true,
      });
      await expect(asShop(SHOP_A).products.get({ id: product.id })).rejects.toMatchObject({
        cause: { code: 'PRODUCT_NOT_FOUND' },
      });
      expect((await asShop(SHOP_A).products.list({})).data).toEqual([]);
      expect(await outbox()).toEqual(['product:created', 'product:deleted']);
      await expect(asShop(SHOP_A).products.delete({ id: product.id })).rejects.toMatchObject({
        cause: { code: 'PRODUCT_NOT_FOUND' },
      });
    });

    it('duplicates every setting but the file under a new id, uniqid and slug', async () => {
      const original = await asShop(SHOP_A).products.create(EVERYTHING);
      clock.advance(60_000);
      const copy = await asShop(SHOP_A).products.duplicate({ uniqid: original.uniqid });
      // All but the file: a copy holds no file of its own until one is uploaded to it.
      expect(settingsOf(copy)).toEqual({ ...settingsOf(original), file_id: null });
      expect(copy.id).not.toBe(original.id);
      expect(copy.uniqid).not.toBe(original.uniqid);
      expect(copy.slug).not.toBe(original.slug);
      expect(copy.created_at).toBe(original.created_at + 60);
      await expect(asShop(SHOP_B).products.duplicate({ uniqid: original.uniqid })).rejects.toMatchObject({
        cause: { code: 'PRODUCT_NOT_FOUND' },
      });
    });
  });
}
