import type { z } from 'zod';
import type { resellerPayloadSchema } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import type { Prisma } from '../generated/prisma/client';

type ResellerObject = z.infer<typeof resellerPayloadSchema>['object_type'];

/** A reseller event (`resellerPayloadSchema`) in the caller's transaction (Prisma's or hand-written SQL's). */
export async function emitResellerEvent(
  tx: Prisma.TransactionClient | SqlExecutor,
  type: string,
  event: {
    shopId: string;
    resellerId: string;
    email: string | null;
    objectId: string;
    objectType: ResellerObject;
    status: string | null;
    amount?: string | null;
    currency?: string | null;
    productId?: string | null;
    quantity?: number | null;
  },
  occurredAt: Date,
): Promise<void> {
  await writeOutboxEvent('$queryRawUnsafe' in tx ? prismaExecutor(tx) : tx, {
    type,
    shop_id: event.shopId,
    aggregate_id: event.resellerId,
    data: {
      reseller_id: event.resellerId,
      reseller_email: event.email,
      object_id: event.objectId,
      object_type: event.objectType,
      status: event.status,
      amount: event.amount ?? null,
      currency: event.currency ?? null,
      product_id: event.productId ?? null,
      quantity: event.quantity ?? null,
      occurred_at: occurredAt.toISOString(),
    },
    occurred_at: occurredAt,
  });
}
