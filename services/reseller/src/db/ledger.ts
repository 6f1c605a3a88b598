import type { LedgerKind, ResellerBalance } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { centsToDecimal, type Clock, toCents, uuidv7 } from '@shopforge/service-kit';
import { balanceGap, balanceRecord } from '../domain/balance';
import type { Prisma } from '../generated/prisma/client';
import type { ResellerPrisma } from './client';

type Tx = Prisma.TransactionClient;

export interface LedgerResult {
  balance: ResellerBalance;
  reused: boolean;
}

const notFound = () => new AppError('NOT_FOUND', 'Reseller not found.');

/**
 * The reseller balance as a ledger. Every operation runs in one transaction that first locks
 * the relationship's balance row, so operations on one balance queue behind each other: a hold
 * checks `available` against the committed state and cannot overdraw, and a retried operation
 * (same kind and reference) finds its entry and changes nothing. CHECK constraints in the
 * schema refuse a negative balance or a hold above it even if this code were wrong.
 */
export class Ledger {
  constructor(private readonly deps: { prisma: ResellerPrisma; clock: Clock }) {}

  topup(relationshipId: string, amount: string, reference: string): Promise<LedgerResult> {
    const cents = toCents(amount);
    return this.change(relationshipId, [{ kind: 'TOPUP', reference, cents }]);
  }

  credit(relationshipId: string, amount: string, reference: string): Promise<LedgerResult> {
    const cents = toCents(amount);
    return this.change(relationshipId, [{ kind: 'CREDIT', reference, cents }]);
  }

  /**
   * Reserves `amount` of the available balance for `reference` (an order), or 402 with the gap.
   * Given `tx`, it joins the caller's transaction (the order row and its hold commit together).
   */
  hold(relationshipId: string, amount: string, reference: string, tx?: Tx): Promise<LedgerResult> {
    const cents = toCents(amount);
    return this.change(relationshipId, [{ kind: 'HOLD', reference, cents }], tx, (state) => {
      const available = state.balance - state.hold;
      if (available < cents) {
        throw new AppError('INSUFFICIENT_BALANCE', 'The available balance does not cover this order.', {
          extra: { balance: balanceGap(state.currency, cents, available) },
        });
      }
    });
  }

  /**
   * Ends the hold of `reference`: `debit` of it is charged, the rest goes back to `available`.
   * `debit` "0" is the compensation (release). Settling twice changes nothing.
   */
  async settle(relationshipId: string, reference: string, debit: string, outer?: Tx): Promise<LedgerResult> {
    const debitCents = toCents(debit);
    return this.transaction(outer, async (tx) => {
      const state = await this.lock(tx, relationshipId);
      const released = await tx.ledgerEntry.findUnique({
        where: { relationshipId_kind_reference: { relationshipId, kind: 'RELEASE', reference } },
      });
      if (released) return { balance: this.record(state), reused: true };
      const held = await tx.ledgerEntry.findUnique({
        where: { relationshipId_kind_reference: { relationshipId, kind: 'HOLD', reference } },
      });
      if (!held) throw new AppError('NOT_FOUND', 'No hold exists for this reference.');
      const heldCents = toCents(held.amount);
      if (debitCents > heldCents) throw new AppError('BAD_REQUEST', 'Cannot charge more than was held.');
      const movements: Movement[] = [{ kind: 'RELEASE', reference, cents: heldCents }];
      if (debitCents > 0) movements.push({ kind: 'DEBIT', reference, cents: debitCents });
      return { balance: await this.apply(tx, state, movements), reused: false };
    });
  }

  async balance(relationshipId: string): Promise<ResellerBalance> {
    const relationship = await this.deps.prisma.resellerRelationship.findUnique({
      where: { id: relationshipId },
      include: { balance: true },
    });
    if (!relationship) throw notFound();
    return balanceRecord(relationship, relationship.balance);
  }

  private transaction<T>(outer: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    return outer ? work(outer) : this.deps.prisma.$transaction(work);
  }

  private async change(
    relationshipId: string,
    movements: Movement[],
    outer?: Tx,
    check?: (state: LockedBalance) => void,
  ): Promise<LedgerResult> {
    return this.transaction(outer, async (tx) => {
      const state = await this.lock(tx, relationshipId);
      const [first] = movements;
      const done = first
        ? await tx.ledgerEntry.findUnique({
            where: {
              relationshipId_kind_reference: { relationshipId, kind: first.kind, reference: first.reference },
            },
          })
        : null;
      if (done) return { balance: this.record(state), reused: true };
      check?.(state);
      return { balance: await this.apply(tx, state, movements), reused: false };
    });
  }

  /** Creates the balance row on first use, then takes its row lock for the transaction. */
  private async lock(tx: Tx, relationshipId: string): Promise<LockedBalance> {
    const relationship = await tx.resellerRelationship.findUnique({ where: { id: relationshipId } });
    if (!relationship) throw notFound();
    await tx.$executeRaw`INSERT INTO "reseller_balances" ("relationship_id", "updated_at")
      VALUES (${relationshipId}::uuid, ${this.deps.clock.now()}) ON CONFLICT DO NOTHING`;
    const [row] = await tx.$queryRaw<{ balance: string; hold_balance: string }[]>`
      SELECT "balance"::text AS "balance", "hold_balance"::text AS "hold_balance"
      FROM "reseller_balances" WHERE "relationship_id" = ${relationshipId}::uuid FOR UPDATE`;
    return {
      relationshipId,
      currency: relationship.currency,
      status: relationship.status,
      balance: toCents(row?.balance ?? '0'),
      hold: toCents(row?.hold_balance ?? '0'),
    };
  }

  private async apply(tx: Tx, state: LockedBalance, movements: Movement[]): Promise<ResellerBalance> {
    const now = this.deps.clock.now();
    let balance = state.balance;
    let hold = state.hold;
    for (const movement of movements) {
      if (movement.kind === 'TOPUP' || movement.kind === 'CREDIT') balance += movement.cents;
      if (movement.kind === 'DEBIT') balance -= movement.cents;
      if (movement.kind === 'HOLD') hold += movement.cents;
      if (movement.kind === 'RELEASE') hold -= movement.cents;
      await tx.ledgerEntry.create({
        data: {
          id: uuidv7(now.getTime()),
          relationshipId: state.relationshipId,
          kind: movement.kind,
          amount: centsToDecimal(movement.cents),
          reference: movement.reference,
          balanceAfter: centsToDecimal(balance),
          holdAfter: centsToDecimal(hold),
          createdAt: now,
        },
      });
    }
    await tx.resellerBalance.update({
      where: { relationshipId: state.relationshipId },
      data: { balance: centsToDecimal(balance), holdBalance: centsToDecimal(hold), updatedAt: now },
    });
    return this.record({ ...state, balance, hold });
  }

  private record(state: LockedBalance): ResellerBalance {
    return balanceRecord(state, {
      balance: centsToDecimal(state.balance),
      holdBalance: centsToDecimal(state.hold),
    });
  }
}

interface Movement {
  kind: LedgerKind;
  reference: string;
  cents: number;
}

interface LockedBalance {
  relationshipId: string;
  currency: string;
  status: string;
  balance: number;
  hold: number;
}
