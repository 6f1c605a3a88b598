import { createCallerFactory, ManualClock } from '@shopforge/service-kit';
import {
  failureOf,
  internalContext,
  type OpenTestDatabase,
  testDeps,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogPrisma, createPrismaClient } from '../src/db/client';
import { parseCatalogSettings } from '../src/env';
import { createCatalogRouter } from '../src/router';

const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';
const SHOP_B = '0190f5a0-0000-7000-8000-00000000000b';
const NOW = Date.UTC(2026, 10, 1) / 1000;

/** Variants and variant fields, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeVariants(backend: string, open: OpenTestDatabase): void {
  describe(`variants on ${backend}`, () => {
    let prisma: CatalogPrisma;
    let closeDb: () => Promise<void>;
    let router: ReturnType<typeof createCatalogRouter>;
    let clock: ManualClock;
    beforeEach(async () => {
      const db = await open();
      prisma = createPrismaClient(db.adapter);
      closeDb = db.close;
      clock = new ManualClock(NOW * 1000);
      router = createCatalogRouter({
        ...testDeps(prisma, clock, db.sql),
        settings: parseCatalogSettings({}),
      });
    });
    afterEach(async () => {
      await prisma.$disconnect();
      await closeDb();
    });
    const as = (shopId: string) => createCallerFactory(router)(internalContext(testPrincipal(shopId)));

    it('returns the spec’s variant field definition exactly, and lists fields in sort order', async () => {
      const product = await as(SHOP_A).products.create({ title: 'Key', price: 5, type: 'SERVICE' });
      const field = await as(SHOP_A).variants.fields.create({
        id: product.id,
        name: 'Region',
        options: ['EU', 'US', 'EU'],
      });
      expect(Object.keys(field).sort()).toEqual(
        [
          'created_at',
          'default_value',
          'id',
          'name',
          'options',
          'placeholder',
          'required',
          'sort_order',
          'type',
          'updated_at',
        ].sort(),
      );
      expect(field).toMatchObject({
        name: 'Region',
        type: 'select',
        required: false,
        placeholder: null,
        default_value: null,
        sort_order: 0,
        options: ['EU', 'US'],
        created_at: NOW,
      });
      await as(SHOP_A).variants.fields.create({ id: product.id, name: 'Edition', sort_order: 5 });
      const listed = await as(SHOP_A).variants.fields.list({ id: product.uniqid });
      expect(listed.data.map((f) => f.name)).toEqual(['Region', 'Edition']);
    });

    it('patches only the keys present and appends options without repeats', async () => {
      const product = await as(SHOP_A).products.create({ title: 'Key', price: 5, type: 'SERVICE' });
      const field = await as(SHOP_A).variants.fields.create({
        id: product.id,
        name: 'Region',
        options: ['EU'],
        required: true,
      });
      clock.advance(2000);
      const renamed = await as(SHOP_A).variants.fields.update({
        id: product.id,
        fieldId: field.id,
        name: 'Area',
      });
      expect(renamed).toEqual({ ...field, name: 'Area', updated_at: NOW + 2 });
      const more = await as(SHOP_A).variants.fields.addOptions({
        id: product.id,
        fieldId: field.id,
        options: ['US', 'EU', 'ASIA'],
      });
      expect(more.options).toEqual(['EU', 'US', 'ASIA']);
      await expect(
        as(SHOP_B).variants.fields.update({ id: product.id, fieldId: field.id, name: 'x' }),
      ).rejects.toMatchObject({ cause: { code: 'PRODUCT_NOT_FOUND' } });
    });

    it('keeps variants with their own title, price and stock, inlined by include_variants', async () => {
      const product = await as(SHOP_A).products.create({ title: 'Bundle', price: 5, type: 'SERVICE' });
      const basic = await as(SHOP_A).variants.create({ id: product.id, title: 'Basic', price: 5, stock: 10 });
      const pro = await as(SHOP_A).variants.create({
        id: product.id,
        title: 'Pro',
        price: 12.5,
        sort_order: 1,
      });
      expect(pro).toMatchObject({ title: 'Pro', price: 12.5, price_display: 12.5, stock: -1 });
      await as(SHOP_A).variants.update({ id: product.id, variantId: basic.id, price: 6 });
      const page = await as(SHOP_A).products.list({ include_variants: true });
      expect(page.data[0]?.variants?.map((v) => [v.title, v.price, v.stock])).toEqual([
        ['Basic', 6, 10],
        ['Pro', 12.5, -1],
      ]);
      await as(SHOP_A).variants.delete({ id: product.id, variantId: pro.id });
      expect((await as(SHOP_A).variants.list({ id: product.id })).data.map((v) => v.title)).toEqual([
        'Basic',
      ]);
    });

    it('counts a serial variant’s own codes as its stock', async () => {
      const product = await as(SHOP_A).products.create({ title: 'Keys', price: 5, type: 'SERIALS' });
      const eu = await as(SHOP_A).variants.create({ id: product.id, title: 'EU', price: 5 });
      await as(SHOP_A).serials.add({ id: product.id, serials: ['A', 'B'], variant_id: eu.id });
      await as(SHOP_A).serials.add({ id: product.id, serials: ['C'] });
      expect((await as(SHOP_A).variants.list({ id: product.id })).data[0]?.stock).toBe(2);
      expect((await as(SHOP_A).products.get({ id: product.id })).stock).toBe(3);
    });

    it('starts a serial variant at 0 codes and refuses a direct stock edit of it', async () => {
      const product = await as(SHOP_A).products.create({ title: 'Keys', price: 5, type: 'SERIALS' });
      const eu = await as(SHOP_A).variants.create({ id: product.id, title: 'EU', price: 5, stock: 40 });
      expect(eu.stock).toBe(0);
      const refused = await failureOf(
        as(SHOP_A).variants.update({ id: product.id, variantId: eu.id, stock: 9 }),
      );
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(refused.details).toEqual([
        {
          field: 'stock',
          message: 'The stock of a SERIALS variant is its count of codes; add or remove serials instead.',
        },
      ]);
      expect((await as(SHOP_A).variants.list({ id: product.id })).data[0]?.stock).toBe(0);
    });

    it('duplicates variants and variant fields with the product', async () => {
      const product = await as(SHOP_A).products.create({ title: 'Orig', price: 5, type: 'SERVICE' });
      await as(SHOP_A).variants.create({ id: product.id, title: 'Basic', price: 5, stock: 3 });
      await as(SHOP_A).variants.fields.create({ id: product.id, name: 'Region', options: ['EU'] });
      const copy = await as(SHOP_A).products.duplicate({ uniqid: product.uniqid });
      const variants = await as(SHOP_A).variants.list({ id: copy.id });
      expect(variants.data.map((v) => [v.title, v.price, v.stock])).toEqual([['Basic', 5, 3]]);
      const fields = await as(SHOP_A).variants.fields.list({ id: copy.id });
      expect(fields.data.map((f) => [f.name, f.options])).toEqual([['Region', ['EU']]]);
    });
  });
}
