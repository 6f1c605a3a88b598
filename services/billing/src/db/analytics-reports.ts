import { AppError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

export async function findReport(db: Db, shopId: string, id: string) {
  const row = isUuid(id)
    ? await db.analyticsReport.findFirst({ where: { id: id.toLowerCase(), shopId } })
    : null;
  if (!row) throw new AppError('NOT_FOUND', 'Report not found.');
  return row;
}
