import type { ResellerOrderOutcome } from '@shopforge/contracts';
import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/service';
import { activeReseller, type ApiHarness, openApiHarness, serialProduct } from './api-harness';
import { describeResellerAdmin } from './reseller-admin-behaviour';
import { orderOf } from './order-outcome';
import { describeResellerApi, ledgerAgrees } from './reseller-api-behaviour';

const open = (migrationsDir: string) => async () => {
  const db = await createPostgresTestDatabase({ migrationsDir });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};

describeResellerApi('PostgreSQL', open(MIGRATIONS_DIR), open(CATALOG_MIGRATIONS));
describeResellerAdmin('PostgreSQL', open(MIGRATIONS_DIR), open(CATALOG_MIGRATIONS));

const serialsOf = (outcome: ResellerOrderOutcome) => orderOf(outcome).items.flatMap((line) => line.serials);

describe('Reseller API orders under concurrency on PostgreSQL', () => {
  let h: ApiHarness;
  beforeEach(async () => {
    h = await openApiHarness(open(MIGRATIONS_DIR), open(CATALOG_MIGRATIONS));
  });
  afterEach(async () => {
    await h.close();
  });

  it('200 concurrent orders against a balance that pays for 50: 50 succeed, the rest 402, the ledger sums, no serial twice', async () => {
    const product = await serialProduct(
      h,
      Array.from({ length: 250 }, (_, i) => `C-${i}`),
      { price: 10 },
    );
    const { principal, relationship } = await activeReseller(h, {
      access: [{ product_id: product.id }],
      topup: '400.00',
    });
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        h.reseller(principal).api.orders.create({
          items: [{ product_id: product.id, quantity: 1 }],
          idempotency_key: `order-${i}`,
        }),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.outcome === 'created');
    const refused = outcomes.filter((outcome) => outcome.outcome !== 'created');
    expect(won).toHaveLength(50);
    for (const outcome of refused)
      expect(outcome).toMatchObject({ outcome: 'refused', error: { code: 'INSUFFICIENT_BALANCE' } });
    const delivered = won.flatMap(serialsOf);
    expect(delivered).toHaveLength(50);
    expect(new Set(delivered).size).toBe(50);
    expect(await h.reseller(principal).api.balance()).toMatchObject({
      balance: '0.00',
      hold_balance: '0.00',
    });
    const sums = await ledgerAgrees(h, relationship.id);
    expect(sums.debits).toBe(40_000);
    expect((await h.catalog().serials.counts({ id: product.id })).stock).toBe(200);
  });

  it('20 concurrent requests with one Idempotency-Key make one order and one charge', async () => {
    const product = await serialProduct(h, ['I-1', 'I-2', 'I-3'], { price: 10 });
    const { principal, relationship } = await activeReseller(h, {
      access: [{ product_id: product.id }],
      topup: '100.00',
    });
    const input = { items: [{ product_id: product.id, quantity: 1 }], idempotency_key: 'one-key' };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => h.reseller(principal).api.orders.create(input)),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === 'created')).toHaveLength(1);
    for (const outcome of outcomes.filter((candidate) => candidate.outcome !== 'created')) {
      expect(['key_in_flight', 'replayed']).toContain(outcome.outcome);
    }
    expect(await h.prisma.resellerOrder.count()).toBe(1);
    expect((await ledgerAgrees(h, relationship.id)).debits).toBe(800);
    const replay = await h.reseller(principal).api.orders.create(input);
    expect(replay).toMatchObject({ outcome: 'replayed' });
  });
});
