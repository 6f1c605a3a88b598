import type { PrismaRawClient, SqlExecutor } from '@shopforge/db/sql';
import { recordTimeline } from '../../db/timeline';
import type { Actor } from '../../domain/actors';

/*
 * The invoice timeline's types are the spec's closed list, which has none for escrow; a hold's
 * steps are recorded as `status_changed` entries that leave the invoice's status as it was,
 * with `origin: escrow`, `outcome` held/released/cancelled and the escrow id as `reference`.
 */
export async function recordEscrowStep(
  tx: SqlExecutor | PrismaRawClient,
  /** `amount` as decimal text with its two decimals. */
  row: { id: string; shopId: string; invoiceUniqid: string; currency: string; amount: string },
  invoiceStatus: string,
  outcome: 'held' | 'released' | 'cancelled',
  actor: Actor,
  now: Date,
  facts: { reason?: string | null; note?: string | null } = {},
) {
  await recordTimeline(tx, { shopId: row.shopId, uniqid: row.invoiceUniqid }, 'status_changed', now, {
    actor,
    status: invoiceStatus,
    previous_status: invoiceStatus,
    amount: row.amount,
    currency: row.currency,
    origin: 'escrow',
    outcome,
    reference: row.id,
    reason: facts.reason ?? null,
    note: facts.note ?? null,
  });
}
