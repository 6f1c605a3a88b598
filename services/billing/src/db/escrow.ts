import { AppError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

const escrowNotFound = () => new AppError('ESCROW_NOT_FOUND', 'No escrow with this id in this shop.');

export async function findEscrow(db: Db, shopId: string, ref: string) {
  const row = isUuid(ref) ? await db.escrow.findFirst({ where: { shopId, id: ref.toLowerCase() } }) : null;
  if (!row) throw escrowNotFound();
  return row;
}
