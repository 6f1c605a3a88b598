import { createProductGroupInputSchema } from '@shopforge/contracts';
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

/** Product group rules, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeProductGroups(backend: string, open: OpenTestDatabase): void {
  describe(`product groups on ${backend}`, () => {
    let prisma: CatalogPrisma;
    let closeDb: () => Promise<void>;
    let clock: ManualClock;
    let router: ReturnType<typeof createCatalogRouter>;
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
    const as = (shopId: string) => createCallerFactory(router)(internalContext(testPrincipal(shopId)));
    const internal = () => createCallerFactory(router)(internalContext());
    const a = () => as(SHOP_A);
    const product = (title: string, shopId = SHOP_A) =>
      as(shopId).products.create({ title, price: 1, type: 'SERVICE' });
    const titles = (group: { products: { title: string }[] }) => group.products.map((member) => member.title);

    it('keeps the members in the order sent, by id or uniqid, with their positions', async () => {
      const x = await product('X');
      const y = await product('Y');
      const z = await product('Z');
      const group = await a().groups.create({
        title: 'Bundles',
        image_url: 'https://cdn.example.com/bundles.png',
        products: [z.id, x.uniqid, y.id],
      });
      expect(group).toMatchObject({
        shop_id: SHOP_A,
        title: 'Bundles',
        image_url: 'https://cdn.example.com/bundles.png',
        sort_priority: 0,
        unlisted: false,
        products_count: 3,
      });
      expect(group.products).toEqual([
        { id: z.id, uniqid: z.uniqid, title: 'Z', position: 0 },
        { id: x.id, uniqid: x.uniqid, title: 'X', position: 1 },
        { id: y.id, uniqid: y.uniqid, title: 'Y', position: 2 },
      ]);
      expect(titles(await a().groups.get({ id: group.uniqid }))).toEqual(['Z', 'X', 'Y']);
    });

    it('a PATCH with products replaces the ordered list; without, the members stay', async () => {
      const x = await product('X');
      const y = await product('Y');
      const z = await product('Z');
      const group = await a().groups.create({ title: 'G', products: [x.id, y.id] });
      clock.advance(5_000);
      const renamed = await a().groups.update({ id: group.id, title: 'Renamed', sort_priority: 5 });
      expect(renamed).toMatchObject({ title: 'Renamed', sort_priority: 5, image_url: null });
      expect(titles(renamed)).toEqual(['X', 'Y']);
      expect(renamed.updated_at).toBe(group.updated_at + 5);
      const reordered = await a().groups.update({ id: group.id, products: [z.id, y.id, x.id] });
      expect(titles(reordered)).toEqual(['Z', 'Y', 'X']);
      expect(reordered.products.map((member) => member.position)).toEqual([0, 1, 2]);
      const emptied = await a().groups.update({ id: group.id, products: [] });
      expect(emptied).toMatchObject({ products: [], products_count: 0 });
    });

    it('an unknown product is a 422 naming its index, and nothing is written', async () => {
      const x = await product('X');
      const theirs = await product('Theirs', SHOP_B);
      const error = await failureOf(a().groups.create({ title: 'G', products: [x.id, 'nope', theirs.id] }));
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details?.map((detail) => detail.field)).toEqual(['products.1', 'products.2']);
      expect((await a().groups.list({})).data).toEqual([]);

      const group = await a().groups.create({ title: 'G', products: [x.id] });
      const failed = await failureOf(a().groups.update({ id: group.id, title: 'New', products: ['nope'] }));
      expect(failed.details).toEqual([{ field: 'products.0', message: 'No such product in this shop.' }]);
      expect(await a().groups.get({ id: group.id })).toMatchObject({ title: 'G', products_count: 1 });
    });

    it('the same product twice is a 422 at the repeat, also when once by id and once by uniqid', async () => {
      const x = await product('X');
      const y = await product('Y');
      const error = await failureOf(a().groups.create({ title: 'G', products: [x.id, y.id, x.uniqid] }));
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details).toEqual([
        { field: 'products.2', message: expect.stringContaining('products.0') },
      ]);
    });

    it('another shop’s group is GROUP_NOT_FOUND on get, update and delete, and stays as it was', async () => {
      const theirs = await as(SHOP_B).groups.create({ title: 'Theirs' });
      for (const ref of [theirs.id, theirs.uniqid]) {
        expect((await failureOf(a().groups.get({ id: ref }))).code).toBe('GROUP_NOT_FOUND');
        expect((await failureOf(a().groups.update({ id: ref, title: 'Mine' }))).code).toBe('GROUP_NOT_FOUND');
        expect((await failureOf(a().groups.delete({ id: ref }))).code).toBe('GROUP_NOT_FOUND');
      }
      expect(await as(SHOP_B).groups.get({ id: theirs.id })).toMatchObject({ title: 'Theirs' });
      expect((await a().groups.list({})).data).toEqual([]);
    });

    it('lists newest first in cursor pages', async () => {
      for (const title of ['first', 'second', 'third']) {
        await a().groups.create({ title });
        clock.advance(1_000);
      }
      await as(SHOP_B).groups.create({ title: 'other shop' });
      const page1 = await a().groups.list({ limit: 2 });
      expect(page1.data.map((group) => group.title)).toEqual(['third', 'second']);
      expect(page1.pagination.has_more).toBe(true);
      const page2 = await a().groups.list({ limit: 2, cursor: page1.pagination.next_cursor ?? '' });
      expect(page2.data.map((group) => group.title)).toEqual(['first']);
      expect(page2.pagination).toEqual({ next_cursor: null, has_more: false });
    });

    it('a deleted product drops out of its groups; deleting a group keeps its products', async () => {
      const x = await product('X');
      const y = await product('Y');
      const group = await a().groups.create({ title: 'G', products: [x.id, y.id] });
      await a().products.delete({ id: x.id });
      const after = await a().groups.get({ id: group.id });
      expect(after.products).toEqual([{ id: y.id, uniqid: y.uniqid, title: 'Y', position: 0 }]);
      expect(after.products_count).toBe(1);
      expect((await failureOf(a().groups.update({ id: group.id, products: [x.id] }))).code).toBe(
        'VALIDATION_ERROR',
      );
      expect(await a().groups.delete({ id: group.uniqid })).toEqual({ id: group.id, deleted: true });
      expect((await failureOf(a().groups.get({ id: group.id }))).code).toBe('GROUP_NOT_FOUND');
      expect(await a().products.get({ id: y.id })).toMatchObject({ title: 'Y' });
    });

    it('the storefront gets only listed groups, by sort priority, with their visible members in order', async () => {
      const shown = await product('Shown');
      const second = await product('Second');
      const hidden = await product('Unlisted product');
      const secret = await product('Private product');
      const held = await product('On hold');
      const gone = await product('Deleted');
      await a().products.update({ id: hidden.id, unlisted: true });
      await a().products.update({ id: secret.id, private: true });
      await a().products.update({ id: held.id, on_hold: true });
      const members = [second.id, hidden.id, secret.id, held.id, gone.id, shown.id];
      const low = await a().groups.create({ title: 'Low', products: members });
      await a().products.delete({ id: gone.id });
      await a().groups.create({ title: 'Top', sort_priority: 10, products: [shown.id] });
      await a().groups.create({ title: 'Unlisted group', unlisted: true, products: [shown.id] });
      await a().groups.create({ title: 'Nothing visible', products: [hidden.id] });
      await as(SHOP_B).groups.create({ title: 'Other shop', products: [(await product('B', SHOP_B)).id] });

      const { groups } = await internal().storefront.groups({ shop_id: SHOP_A, limit: 10 });
      expect(groups.map((group) => group.title)).toEqual(['Top', 'Low']);
      expect(groups[1]).toEqual({
        id: low.id,
        uniqid: low.uniqid,
        title: 'Low',
        image_url: null,
        products: [
          expect.objectContaining({ id: second.id, title: 'Second', price: '1.00' }),
          expect.objectContaining({ id: shown.id, title: 'Shown' }),
        ],
      });
      expect((await internal().storefront.groups({ shop_id: SHOP_A, limit: 1 })).groups).toHaveLength(1);
    });

    it('refuses an image that is not an https URL (the storefront loads https images only)', async () => {
      for (const image_url of ['http://cdn.example.com/a.png', 'javascript:alert(1)', 'a.png']) {
        const parsed = createProductGroupInputSchema.safeParse({ title: 'G', image_url });
        expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['image_url']]);
      }
      const cleared = await a().groups.create({ title: 'G', image_url: 'https://cdn.example.com/a.png' });
      expect((await a().groups.update({ id: cleared.id, image_url: null })).image_url).toBeNull();
    });
  });
}
