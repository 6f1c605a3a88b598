import type { SqlExecutor } from '@shopforge/db/sql';
import type { BillingTx } from './invoices';

/**
 * Where a billing write runs: a driver transaction (`billingTransaction`), or a Prisma
 * interactive transaction on the paths that still open one. The SQL helpers take both.
 */
export type BillingWork = BillingTx | SqlExecutor;

/**
 * Runs `fn` in one transaction on the driver (a third of Prisma's cost per statement): the
 * attempt, payment and fulfilment units of the paying path, every step after a status change
 * included (docs/adr/0007-hot-paths-leave-the-orm.md).
 */
export function billingTransaction<R>(
  deps: { sql: SqlExecutor },
  fn: (tx: SqlExecutor) => Promise<R>,
): Promise<R> {
  return deps.sql.transaction(fn);
}
