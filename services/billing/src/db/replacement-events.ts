import { AppError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

export async function findReplacementEvent(db: Db, shopId: string, id: string) {
  const row = isUuid(id)
    ? await db.replacementEvent.findFirst({ where: { id: id.toLowerCase(), shopId } })
    : null;
  if (!row) throw new AppError('NOT_FOUND', 'Replacement event not found.');
  return row;
}
