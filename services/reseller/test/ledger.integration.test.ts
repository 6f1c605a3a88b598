import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/service';
import { describeLedger, type LedgerHarness, ledgerSums, openLedgerHarness } from './ledger-behaviour';

const open = async () => {
  const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};

describeLedger('PostgreSQL', open);

describe('reseller ledger under concurrency on PostgreSQL', () => {
  let h: LedgerHarness;
  beforeEach(async () => {
    h = await openLedgerHarness(open);
  });
  afterEach(async () => {
    await h.close();
  });

  it('200 concurrent holds against a balance that pays for 50: exactly 50 succeed, the ledger sums to the balance', async () => {
    const id = await h.relationship();
    await h.ledger.topup(id, '500.00', 'topup');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => h.ledger.hold(id, '10.00', `order-${i}`)),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(50);
    for (const failure of lost)
      expect((failure.reason as { code: string }).code).toBe('INSUFFICIENT_BALANCE');
    expect(await h.ledger.balance(id)).toMatchObject({
      balance: '500.00',
      hold_balance: '500.00',
      available: '0.00',
    });
    const sums = await ledgerSums(h, id);
    expect(sums.hold.ledger).toBe(sums.hold.row);
    expect(sums.balance.ledger).toBe(sums.balance.row);
  });

  it('20 concurrent holds with one reference hold once', async () => {
    const id = await h.relationship();
    await h.ledger.topup(id, '100.00', 'topup');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => h.ledger.hold(id, '10.00', 'same-order')),
    );
    expect(results.filter((result) => !result.reused)).toHaveLength(1);
    expect(await h.ledger.balance(id)).toMatchObject({ hold_balance: '10.00' });
    expect(await h.prisma.ledgerEntry.count({ where: { relationshipId: id, kind: 'HOLD' } })).toBe(1);
  });

  it('the database itself refuses a negative balance (CHECK), whatever the code does', async () => {
    const id = await h.relationship();
    await h.ledger.topup(id, '1.00', 'topup');
    await expect(
      h.prisma.resellerBalance.update({ where: { relationshipId: id }, data: { balance: '-1.00' } }),
    ).rejects.toThrow();
  });
});
