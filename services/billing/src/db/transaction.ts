import type { SqlExecutor } from '@shopforge/db/sql';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

/**
 * A billing transaction: on the driver (`deps.sql`), or a Prisma interactive transaction where
 * a step still needs the ORM. Code written against it uses the SQL helpers, which take both.
 */
export type BillingWork = BillingTx | SqlExecutor;

/** Thrown inside a driver transaction by a step that needs Prisma; `billingTransaction` reruns. */
export class OrmRequired extends Error {
  constructor() {
    super('This step needs a Prisma transaction.');
    this.name = 'OrmRequired';
  }
}

/**
 * The Prisma transaction behind `tx`, for the steps not moved off the ORM yet (subscriptions,
 * affiliates, escrow, licences: docs/adr/0007-hot-paths-leave-the-orm.md). On the driver it
 * throws `OrmRequired`, which rolls the driver transaction back and has `billingTransaction`
 * run the whole unit again on Prisma: nothing of the first run survives.
 */
export function ormOf(tx: BillingWork): BillingTx {
  if ('query' in tx) throw new OrmRequired();
  return tx;
}

/**
 * Runs `fn` in one transaction on the driver (a third of Prisma's cost per statement), or, when
 * one of its steps needs the ORM (`ormOf`), again from the start in a Prisma transaction. `fn`
 * must keep its effects in the transaction and must not catch `OrmRequired`.
 */
export async function billingTransaction<R>(
  deps: { sql: SqlExecutor; prisma: BillingPrisma },
  fn: (tx: BillingWork) => Promise<R>,
): Promise<R> {
  try {
    return await deps.sql.transaction((tx) => fn(tx));
  } catch (error) {
    if (!(error instanceof OrmRequired)) throw error;
    return deps.prisma.$transaction((tx) => fn(tx));
  }
}
