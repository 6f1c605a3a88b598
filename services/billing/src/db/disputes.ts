import { AppError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

/** The shop's dispute by id; another shop's, or an id that is not one, is DISPUTE_NOT_FOUND. */
export async function findDispute(db: BillingPrisma | BillingTx, shopId: string, id: string) {
  const row = isUuid(id) ? await db.dispute.findFirst({ where: { shopId, id: id.toLowerCase() } }) : null;
  if (!row) throw new AppError('DISPUTE_NOT_FOUND', 'Dispute not found.');
  return row;
}
