import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/service';
import { asShop, internal, openSerialsHarness, SHOP_A, type SerialsHarness } from './serials-behaviour';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

describe('unit stock taken for order lines', () => {
  let h: SerialsHarness;
  beforeEach(async () => {
    h = await openSerialsHarness(() => factory.fresh());
  });
  afterEach(async () => {
    await h.close();
  });

  const take = (productId: string, quantity: number, reference: string, variantId?: string) =>
    internal(h).stock.take({
      shop_id: SHOP_A,
      product_id: productId,
      quantity,
      reference,
      variant_id: variantId ?? null,
    });

  it('reduces limited stock once per reference and refuses more than is left, taking nothing', async () => {
    const product = await asShop(h, SHOP_A).products.create({
      title: 'Call',
      price: 5,
      type: 'SERVICE',
      stock: 3,
    });
    expect(await take(product.id, 2, 'line-1')).toMatchObject({ remaining: 1, reused: false });
    expect(await take(product.id, 2, 'line-1')).toMatchObject({ reused: true, quantity: 2 });
    await expect(take(product.id, 2, 'line-2')).rejects.toMatchObject({
      cause: { code: 'CONFLICT', subcode: 'OUT_OF_STOCK' },
    });
    expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(1);
    expect(await internal(h).stock.restore({ shop_id: SHOP_A, reference: 'line-1' })).toEqual({
      reference: 'line-1',
      restored: 2,
    });
    expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(3);
    expect(await internal(h).stock.restore({ shop_id: SHOP_A, reference: 'line-1' })).toEqual({
      reference: 'line-1',
      restored: 0,
    });
  });

  it('never reduces unlimited stock, takes a variant’s own stock, and leaves serial products to claims', async () => {
    const unlimited = await asShop(h, SHOP_A).products.create({ title: 'File', price: 5, type: 'FILE' });
    expect(await take(unlimited.id, 50, 'u-1')).toMatchObject({ remaining: -1 });
    const sized = await asShop(h, SHOP_A).products.create({
      title: 'Seat',
      price: 5,
      type: 'SERVICE',
      stock: 10,
    });
    const variant = await asShop(h, SHOP_A).variants.create({
      id: sized.id,
      title: 'VIP',
      price: 9,
      stock: 1,
    });
    expect(await take(sized.id, 1, 'v-1', variant.id)).toMatchObject({ remaining: 0 });
    expect((await asShop(h, SHOP_A).products.get({ id: sized.id })).stock).toBe(10);
    const serials = await asShop(h, SHOP_A).products.create({ title: 'Key', price: 5, type: 'SERIALS' });
    await expect(take(serials.id, 1, 's-1')).rejects.toMatchObject({ cause: { code: 'BAD_REQUEST' } });
  });
});
