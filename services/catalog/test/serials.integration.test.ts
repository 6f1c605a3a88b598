import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/service';
import {
  asShop,
  describeSerials,
  internal,
  openSerialsHarness,
  SHOP_A,
  type SerialsHarness,
} from './serials-behaviour';

const openPostgres = async () => {
  const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};

describeSerials('PostgreSQL', openPostgres);

describe('serial claims racing on PostgreSQL', () => {
  let h: SerialsHarness;
  beforeEach(async () => {
    h = await openSerialsHarness(openPostgres);
  });
  afterEach(async () => {
    await h.close();
  });

  it('50 parallel claims of 2 against 60 codes: 30 succeed, 20 out of stock, no code claimed twice', async () => {
    const product = await asShop(h, SHOP_A).products.create({ title: 'Race', price: 1, type: 'SERIALS' });
    const codes = Array.from({ length: 60 }, (_, i) => `CODE-${String(i).padStart(2, '0')}`);
    await asShop(h, SHOP_A).serials.add({ id: product.id, serials: codes });
    const claim = (reference: string) =>
      internal(h).stock.claim({ shop_id: SHOP_A, product_id: product.id, quantity: 2, reference });
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => claim(`order-${i}`)));
    const won = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(30);
    expect(lost).toHaveLength(20);
    for (const failure of lost) {
      expect(failure.reason).toMatchObject({ cause: { code: 'CONFLICT', subcode: 'OUT_OF_STOCK' } });
    }
    const claimed = won.flatMap((result) => result.serials.map((serial) => serial.code));
    expect(claimed).toHaveLength(60);
    expect(new Set(claimed).size).toBe(60);
    // A re-claim with a used reference returns the same codes.
    const winner = won[0];
    const again = await claim(winner?.reference ?? '');
    expect(again.serials).toEqual(winner?.serials);
    expect(again.reused).toBe(true);
    expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(0);
  });

  it('80 parallel one-code claims against 50 codes: 50 succeed with 50 different codes, stock follows', async () => {
    const product = await asShop(h, SHOP_A).products.create({ title: 'Race 1', price: 1, type: 'SERIALS' });
    const codes = Array.from({ length: 50 }, (_, i) => `ONE-${String(i).padStart(2, '0')}`);
    await asShop(h, SHOP_A).serials.add({ id: product.id, serials: codes });
    const claim = (reference: string) =>
      internal(h).stock.claim({ shop_id: SHOP_A, product_id: product.id, quantity: 1, reference });
    const results = await Promise.allSettled(Array.from({ length: 80 }, (_, i) => claim(`line-${i}`)));
    const won = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    expect(won).toHaveLength(50);
    const claimed = won.flatMap((result) => result.serials.map((serial) => serial.code));
    expect(new Set(claimed)).toEqual(new Set(codes));
    for (const failure of results.filter((r) => r.status === 'rejected')) {
      expect(failure.reason).toMatchObject({ cause: { code: 'CONFLICT', subcode: 'OUT_OF_STOCK' } });
    }
    expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(0);
  });

  it('20 racing copies of one claim (one code, and three codes) hold one set of codes between them', async () => {
    const product = await asShop(h, SHOP_A).products.create({ title: 'Retry', price: 1, type: 'SERIALS' });
    const codes = Array.from({ length: 30 }, (_, i) => `RETRY-${String(i).padStart(2, '0')}`);
    await asShop(h, SHOP_A).serials.add({ id: product.id, serials: codes });
    for (const quantity of [1, 3]) {
      const reference = `line-x${quantity}`;
      const copies = await Promise.all(
        Array.from({ length: 20 }, () =>
          internal(h).stock.claim({ shop_id: SHOP_A, product_id: product.id, quantity, reference }),
        ),
      );
      const sets = new Set(copies.map((copy) => copy.serials.map((serial) => serial.code).join(',')));
      expect(sets.size).toBe(1);
      expect(copies.filter((copy) => !copy.reused)).toHaveLength(1);
      expect(copies[0]?.serials).toHaveLength(quantity);
    }
    expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(26);
    const claimedRows = await h.prisma.serial.count({ where: { productId: product.id, status: 'CLAIMED' } });
    expect(claimedRows).toBe(4);
  });

  it('one-code claims racing releases and additions leave stock equal to the available codes', async () => {
    const product = await asShop(h, SHOP_A).products.create({ title: 'Churn', price: 1, type: 'SERIALS' });
    await asShop(h, SHOP_A).serials.add({
      id: product.id,
      serials: Array.from({ length: 40 }, (_, i) => `CHURN-${i}`),
    });
    const claim = (reference: string) =>
      internal(h).stock.claim({ shop_id: SHOP_A, product_id: product.id, quantity: 1, reference });
    await Promise.all(Array.from({ length: 10 }, (_, i) => claim(`first-${i}`)));
    await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, i) => claim(`second-${i}`)),
      ...Array.from({ length: 10 }, (_, i) =>
        internal(h).stock.release({ shop_id: SHOP_A, reference: `first-${i}` }),
      ),
      asShop(h, SHOP_A).serials.add({
        id: product.id,
        serials: Array.from({ length: 5 }, (_, i) => `MORE-${i}`),
      }),
    ]);
    const available = await h.prisma.serial.count({ where: { productId: product.id, status: 'AVAILABLE' } });
    expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(available);
    expect(available).toBe(45 - 20);
  });
});
