import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { productEventData } from '../domain/product-event';
import type { ProductRow } from '../domain/product-record';
import type { Prisma } from '../generated/prisma/client';

type LifecycleEvent = 'product:created' | 'product:updated' | 'product:deleted';

/** A product's lifecycle event, in the transaction of the write it reports. */
export async function writeProductEvent(
  tx: Prisma.TransactionClient,
  type: LifecycleEvent,
  row: ProductRow,
  now: Date,
): Promise<void> {
  await writeOutboxEvent(prismaExecutor(tx), {
    type,
    shop_id: row.shopId,
    aggregate_id: row.id,
    data: productEventData(row),
    occurred_at: now,
  });
}
