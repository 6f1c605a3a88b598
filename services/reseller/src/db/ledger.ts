import { type LedgerKind, moneyMaxMessage, type ResellerBalance } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { AppError, validationError } from '@shopforge/errors';
import { centsToDecimal, type Clock, toCents, uuidv7 } from '@shopforge/service-kit';
import { balanceAfterCredit, balanceGap, balanceRecord } from '../domain/balance';
import { HOLD_CTES, HOLD_PARAMETER_COUNT, HOLD_RESULT, SETTLE_SQL } from './ledger-sql';

export interface LedgerResult {
  balance: ResellerBalance;
  reused: boolean;
}

const notFound = () => new AppError('NOT_FOUND', 'Reseller not found.');

/** Checked under the balance row's lock, so two top-ups racing to the top cannot both fit. */
const refuseBeyondMax = (movement: string, cents: number) => (state: LockedBalance) => {
  if (balanceAfterCredit(state.balance, cents) !== null) return;
  throw validationError([
    { path: ['amount'], message: moneyMaxMessage(`The balance after this ${movement} must be`) },
  ]);
};

/** A balance row after a movement, with what its record shows. */
interface BalanceRow {
  balance: string;
  hold_balance: string;
  currency: string;
  status: string;
}

/**
 * The reseller balance as a ledger, in hand-written SQL (docs/adr/0007-hot-paths-leave-the-orm.md):
 * every order holds and settles here. Every movement runs in one transaction that holds the
 * balance row's lock, so movements of one balance queue behind each other: a hold is checked
 * against the committed `available` and cannot overdraw, and a retried movement (same kind and
 * reference) finds its entry and changes nothing. The unique (relationship, kind, reference)
 * index and the schema's CHECK constraints refuse a second entry, a negative balance or a hold
 * above it even if this code were wrong.
 *
 * `hold` and `settle` first try one statement that moves the money only when the usual case
 * holds (enough available; a hold to settle that nothing settled yet); when it moves nothing,
 * the general path finds out why under the lock, which is where the 402 and the retries are.
 * A caller's transaction is joined when given (`prismaExecutor(tx)` for a Prisma one).
 */
export class Ledger {
  constructor(private readonly deps: { sql: SqlExecutor; clock: Clock }) {}

  topup(relationshipId: string, amount: string, reference: string): Promise<LedgerResult> {
    const cents = toCents(amount);
    return this.within(undefined, (db) =>
      this.change(
        db,
        relationshipId,
        [{ kind: 'TOPUP', reference, cents }],
        refuseBeyondMax('top-up', cents),
      ),
    );
  }

  credit(relationshipId: string, amount: string, reference: string): Promise<LedgerResult> {
    const cents = toCents(amount);
    return this.within(undefined, (db) =>
      this.change(
        db,
        relationshipId,
        [{ kind: 'CREDIT', reference, cents }],
        refuseBeyondMax('credit', cents),
      ),
    );
  }

  /** Reserves `amount` of the available balance for `reference` (an order), or 402 with the gap. */
  hold(relationshipId: string, amount: string, reference: string, tx?: SqlExecutor): Promise<LedgerResult> {
    const cents = toCents(amount);
    return this.within(tx, async (db) => {
      const held = await this.tryHold(db, relationshipId, amount, reference);
      if (held) return { balance: held, reused: false };
      return this.change(db, relationshipId, [{ kind: 'HOLD', reference, cents }], (state) => {
        const available = state.balance - state.hold;
        if (available < cents) {
          throw new AppError('INSUFFICIENT_BALANCE', 'The available balance does not cover this order.', {
            extra: { balance: balanceGap(state.currency, cents, available) },
          });
        }
      });
    });
  }

  /**
   * The usual hold in one statement, or null when it held nothing (too little available, no
   * balance row yet, or the reference held already: `hold` tells these apart). `alongside` adds the
   * caller's writes to the same statement (see `HOLD_CTES`), so they happen exactly when the
   * hold does, with no transaction around them.
   */
  async tryHold(
    db: SqlExecutor,
    relationshipId: string,
    amount: string,
    reference: string,
    alongside?: { ctes: string; params: readonly unknown[] },
  ): Promise<ResellerBalance | null> {
    const now = this.deps.clock.now();
    const params = [relationshipId, centsToDecimal(toCents(amount)), reference, uuidv7(now.getTime()), now];
    if (params.length !== HOLD_PARAMETER_COUNT) throw new Error('HOLD_CTES takes five parameters');
    const [row] = await db.query<BalanceRow>(
      `WITH ${HOLD_CTES}${alongside ? `, ${alongside.ctes}` : ''} ${HOLD_RESULT}`,
      [...params, ...(alongside?.params ?? [])],
    );
    return row ? this.record(row) : null;
  }

  /**
   * Ends the hold of `reference`: `debit` of it is charged, the rest goes back to `available`.
   * `debit` "0" is the compensation (release). Settling twice changes nothing.
   */
  settle(relationshipId: string, reference: string, debit: string, tx?: SqlExecutor): Promise<LedgerResult> {
    const debitCents = toCents(debit);
    return this.within(tx, async (db) => {
      const now = this.deps.clock.now();
      const [row] = await db.query<BalanceRow>(SETTLE_SQL, [
        relationshipId,
        reference,
        centsToDecimal(debitCents),
        uuidv7(now.getTime()),
        uuidv7(now.getTime()),
        now,
      ]);
      if (row) return { balance: this.record(row), reused: false };
      return this.settleUnusual(db, relationshipId, reference, debitCents);
    });
  }

  async balance(relationshipId: string): Promise<ResellerBalance> {
    const [row] = await this.deps.sql.query<BalanceRow>(
      `SELECT r."currency", r."status", COALESCE(b."balance", 0)::text AS "balance",
         COALESCE(b."hold_balance", 0)::text AS "hold_balance"
       FROM "reseller_relationships" r LEFT JOIN "reseller_balances" b ON b."relationship_id" = r."id"
       WHERE r."id" = $1::uuid`,
      [relationshipId],
    );
    if (!row) throw notFound();
    return this.record(row);
  }

  /** Why the one-statement settle moved nothing: settled before, no such hold, or too much. */
  private async settleUnusual(
    db: SqlExecutor,
    relationshipId: string,
    reference: string,
    debitCents: number,
  ): Promise<LedgerResult> {
    const state = await this.lock(db, relationshipId);
    const entries = await db.query<{ kind: string; amount: string }>(
      `SELECT "kind", "amount"::text AS "amount" FROM "ledger_entries"
       WHERE "relationship_id" = $1::uuid AND "reference" = $2 AND "kind" IN ('HOLD', 'RELEASE')`,
      [relationshipId, reference],
    );
    if (entries.some((entry) => entry.kind === 'RELEASE'))
      return { balance: this.recordOf(state), reused: true };
    const held = entries.find((entry) => entry.kind === 'HOLD');
    if (!held) throw new AppError('NOT_FOUND', 'No hold exists for this reference.');
    if (debitCents > toCents(held.amount))
      throw new AppError('BAD_REQUEST', 'Cannot charge more than was held.');
    throw new Error(`settling ${reference} moved nothing although its hold is open`);
  }

  private within<T>(tx: SqlExecutor | undefined, work: (db: SqlExecutor) => Promise<T>): Promise<T> {
    return tx ? work(tx) : this.deps.sql.transaction(work);
  }

  /** The general path: lock, answer a retry from its entry, check, then move. */
  private async change(
    db: SqlExecutor,
    relationshipId: string,
    movements: Movement[],
    check?: (state: LockedBalance) => void,
  ): Promise<LedgerResult> {
    const state = await this.lock(db, relationshipId);
    const [first] = movements;
    if (first) {
      const done = await db.query(
        `SELECT 1 FROM "ledger_entries" WHERE "relationship_id" = $1::uuid AND "kind" = $2 AND "reference" = $3`,
        [relationshipId, first.kind, first.reference],
      );
      if (done.length > 0) return { balance: this.recordOf(state), reused: true };
    }
    check?.(state);
    return { balance: await this.apply(db, state, movements), reused: false };
  }

  /** Creates the balance row on first use, then takes its row lock for the transaction. */
  private async lock(db: SqlExecutor, relationshipId: string): Promise<LockedBalance> {
    const [relationship] = await db.query<{ currency: string; status: string }>(
      `WITH r AS (SELECT "id", "currency", "status" FROM "reseller_relationships" WHERE "id" = $1::uuid),
       created AS (
         INSERT INTO "reseller_balances" ("relationship_id", "updated_at")
         SELECT "id", $2::timestamptz FROM r ON CONFLICT DO NOTHING
       )
       SELECT "currency", "status" FROM r`,
      [relationshipId, this.deps.clock.now()],
    );
    if (!relationship) throw notFound();
    // A statement of its own, so its snapshot is taken after the lock is granted.
    const [row] = await db.query<{ balance: string; hold_balance: string }>(
      `SELECT "balance"::text AS "balance", "hold_balance"::text AS "hold_balance"
       FROM "reseller_balances" WHERE "relationship_id" = $1::uuid FOR UPDATE`,
      [relationshipId],
    );
    return {
      relationshipId,
      currency: relationship.currency,
      status: relationship.status,
      balance: toCents(row?.balance ?? '0'),
      hold: toCents(row?.hold_balance ?? '0'),
    };
  }

  private async apply(
    db: SqlExecutor,
    state: LockedBalance,
    movements: Movement[],
  ): Promise<ResellerBalance> {
    const now = this.deps.clock.now();
    let balance = state.balance;
    let hold = state.hold;
    const entries = movements.map((movement) => {
      if (movement.kind === 'TOPUP' || movement.kind === 'CREDIT') balance += movement.cents;
      if (movement.kind === 'DEBIT') balance -= movement.cents;
      if (movement.kind === 'HOLD') hold += movement.cents;
      if (movement.kind === 'RELEASE') hold -= movement.cents;
      return {
        id: uuidv7(now.getTime()),
        kind: movement.kind,
        amount: centsToDecimal(movement.cents),
        reference: movement.reference,
        balance_after: centsToDecimal(balance),
        hold_after: centsToDecimal(hold),
      };
    });
    await db.query(
      `WITH entries AS (
         INSERT INTO "ledger_entries"
           ("id", "relationship_id", "kind", "amount", "reference", "balance_after", "hold_after", "created_at")
         SELECT e."id", $1::uuid, e."kind", e."amount", e."reference", e."balance_after", e."hold_after", $2::timestamptz
         FROM jsonb_to_recordset($3::jsonb) AS e("id" uuid, "kind" text, "amount" numeric, "reference" text,
           "balance_after" numeric, "hold_after" numeric)
       )
       UPDATE "reseller_balances" SET "balance" = $4::numeric, "hold_balance" = $5::numeric, "updated_at" = $2::timestamptz
       WHERE "relationship_id" = $1::uuid`,
      [state.relationshipId, now, JSON.stringify(entries), centsToDecimal(balance), centsToDecimal(hold)],
    );
    return this.recordOf({ ...state, balance, hold });
  }

  private record(row: BalanceRow): ResellerBalance {
    return balanceRecord(row, { balance: row.balance, holdBalance: row.hold_balance });
  }

  private recordOf(state: LockedBalance): ResellerBalance {
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
