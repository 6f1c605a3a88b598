import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import type { Prisma } from '../generated/prisma/client';

/** A reseller event (`resellerPayloadSchema`) in the caller's transaction. */
export async function emitResellerEvent(
  tx: Prisma.TransactionClient,
  type: string,
  event: {
    shopId: string;
    resellerId: string;
    email: string | null;
    objectId: string;
    objectType: 'invitation' | 'relationship';
    status: string | null;
  },
  occurredAt: Date,
): Promise<void> {
  await writeOutboxEvent(prismaExecutor(tx), {
    type,
    shop_id: event.shopId,
    aggregate_id: event.resellerId,
    data: {
      reseller_id: event.resellerId,
      reseller_email: event.email,
      object_id: event.objectId,
      object_type: event.objectType,
      status: event.status,
      amount: null,
      currency: null,
      product_id: null,
      quantity: null,
      occurred_at: occurredAt.toISOString(),
    },
    occurred_at: occurredAt,
  });
}
