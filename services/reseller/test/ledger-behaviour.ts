import { ManualClock } from '@shopforge/service-kit';
import { failureOf, type OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPrismaClient, type ResellerPrisma } from '../src/db/client';
import { Ledger } from '../src/db/ledger';
import { sharedPerBlock } from './shared-database';

export const SHOP = '0190f5a0-0000-7000-8000-00000000000a';

export interface LedgerHarness {
  prisma: ResellerPrisma;
  ledger: Ledger;
  relationship(email?: string, status?: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

export async function openLedgerHarness(open: OpenTestDatabase): Promise<LedgerHarness> {
  const db = await open();
  const prisma = createPrismaClient(db.adapter);
  const clock = new ManualClock(Date.UTC(2026, 10, 1));
  return {
    prisma,
    ledger: new Ledger({ sql: db.sql, clock }),
    relationship: async (email = `reseller${++counter}@example.com`, status = 'ACTIVE') => {
      const id = crypto.randomUUID();
      await prisma.resellerRelationship.create({
        data: {
          id,
          shopId: SHOP,
          email,
          status,
          currency: 'USD',
          createdAt: clock.now(),
          updatedAt: clock.now(),
        },
      });
      return id;
    },
    close: async () => {
      await prisma.$disconnect();
      await db.close();
    },
  };
}

/** The ledger's sums must equal the balance row: balance = top-ups + credits − debits, hold = holds − releases. */
export async function ledgerSums(h: LedgerHarness, relationshipId: string) {
  const entries = await h.prisma.ledgerEntry.findMany({ where: { relationshipId } });
  const sum = (kinds: string[]) =>
    entries
      .filter((entry) => kinds.includes(entry.kind))
      .reduce((total, entry) => total + Math.round(Number(entry.amount) * 100), 0);
  const row = await h.prisma.resellerBalance.findUniqueOrThrow({ where: { relationshipId } });
  return {
    balance: {
      ledger: sum(['TOPUP', 'CREDIT']) - sum(['DEBIT']),
      row: Math.round(Number(row.balance) * 100),
    },
    hold: { ledger: sum(['HOLD']) - sum(['RELEASE']), row: Math.round(Number(row.holdBalance) * 100) },
  };
}

/** The reseller balance ledger, on PGlite (unit) and PostgreSQL (integration). */
export function describeLedger(backend: string, open: OpenTestDatabase): void {
  describe(`reseller ledger on ${backend}`, () => {
    // Every test works on a relationship of its own (random id, new email), so they share one database.
    const shared = sharedPerBlock(open);
    let h: LedgerHarness;
    beforeEach(async () => {
      h = await openLedgerHarness(shared);
    });
    afterEach(async () => {
      await h.close();
    });

    it('reads zero everywhere before any top-up', async () => {
      const id = await h.relationship();
      expect(await h.ledger.balance(id)).toEqual({
        currency: 'USD',
        balance: '0.00',
        hold_balance: '0.00',
        available: '0.00',
        is_active: true,
      });
    });

    it('tops up once per reference, holds against available, and settles a hold into a debit and a release', async () => {
      const id = await h.relationship();
      expect((await h.ledger.topup(id, '100.00', 'topup-1')).balance.balance).toBe('100.00');
      expect((await h.ledger.topup(id, '100.00', 'topup-1')).reused).toBe(true);
      const held = await h.ledger.hold(id, '30', 'order-1');
      expect(held.balance).toMatchObject({ balance: '100.00', hold_balance: '30.00', available: '70.00' });
      const settled = await h.ledger.settle(id, 'order-1', '20.00');
      expect(settled.balance).toMatchObject({ balance: '80.00', hold_balance: '0.00', available: '80.00' });
      expect((await h.ledger.settle(id, 'order-1', '20.00')).reused).toBe(true);
      expect((await h.ledger.credit(id, '5.50', 'refund-1')).balance.balance).toBe('85.50');
      const sums = await ledgerSums(h, id);
      expect(sums.balance.ledger).toBe(sums.balance.row);
      expect(sums.hold.ledger).toBe(sums.hold.row);
    });

    it('refuses a hold beyond the available balance with 402 and the gap, changing nothing', async () => {
      const id = await h.relationship();
      await h.ledger.topup(id, '10.00', 't');
      await h.ledger.hold(id, '8.00', 'o1');
      const refused = await failureOf(h.ledger.hold(id, '5.00', 'o2'));
      expect(refused.code).toBe('INSUFFICIENT_BALANCE');
      expect(refused.extra).toEqual({
        balance: { currency: 'USD', required: '5.00', available: '2.00', shortfall: '3.00' },
      });
      expect(await h.ledger.balance(id)).toMatchObject({ balance: '10.00', hold_balance: '8.00' });
    });

    it('releases a hold with no charge (the compensation), and refuses to charge more than was held', async () => {
      const id = await h.relationship();
      await h.ledger.topup(id, '10.00', 't');
      await h.ledger.hold(id, '4.00', 'o1');
      expect((await failureOf(h.ledger.settle(id, 'o1', '4.01'))).code).toBe('BAD_REQUEST');
      expect((await h.ledger.settle(id, 'o1', '0')).balance).toMatchObject({
        balance: '10.00',
        available: '10.00',
      });
      expect((await failureOf(h.ledger.settle(id, 'nothing-held', '0'))).code).toBe('NOT_FOUND');
    });

    it('refuses a top-up that would take the balance past MONEY_MAX with 422 on amount, changing nothing', async () => {
      const id = await h.relationship();
      await h.ledger.topup(id, '600000000000.00', 't1');
      const refused = await failureOf(h.ledger.topup(id, '600000000000.00', 't2'));
      expect(refused).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [
          { field: 'amount', message: 'The balance after this top-up must be at most 999999999999.99.' },
        ],
      });
      expect(await h.ledger.balance(id)).toMatchObject({ balance: '600000000000.00' });
      expect((await h.ledger.topup(id, '399999999999.99', 't3')).balance.balance).toBe('999999999999.99');
    });

    it('shows a suspended reseller as inactive and knows no unknown reseller', async () => {
      const id = await h.relationship(undefined, 'SUSPENDED');
      expect((await h.ledger.balance(id)).is_active).toBe(false);
      expect((await failureOf(h.ledger.topup(crypto.randomUUID(), '1', 'x'))).code).toBe('NOT_FOUND');
    });
  });
}
