import { executorFor } from '@shopforge/db/sql';
import type { BillingWork } from '../../db/transaction';
import { SYSTEM } from '../../domain/actors';
import { recordEscrowStep } from './escrow-timeline';

/**
 * An order refunded in full or lost in a dispute while its money is held: the hold has
 * nothing left to hold, so it ends CANCELLED (called from the status change's transaction).
 */
export async function onEscrowInvoice(
  work: BillingWork,
  invoice: { id: string },
  next: string,
  now: Date,
): Promise<void> {
  if (next !== 'REFUNDED') return;
  const sql = executorFor(work);
  const cancelReason = 'The order was refunded.';
  // Only a hold still HELD ends: one released a moment ago keeps its outcome.
  const [row] = await sql.query<{
    id: string;
    shopId: string;
    invoiceUniqid: string;
    amount: string;
    currency: string;
  }>(
    `UPDATE "escrows" SET "status" = 'CANCELLED', "cancelled_at" = $2::timestamptz, "cancel_reason" = $3,
       "updated_at" = $2::timestamptz
     WHERE "invoice_id" = $1::uuid AND "status" = 'HELD'
     RETURNING "id", "shop_id" AS "shopId", "invoice_uniqid" AS "invoiceUniqid", "amount"::text AS "amount", "currency"`,
    [invoice.id, now.toISOString(), cancelReason],
  );
  // numeric(18,2) as text already has its two decimals.
  if (row) await recordEscrowStep(sql, row, next, 'cancelled', SYSTEM, now, { reason: cancelReason });
}
