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
});
