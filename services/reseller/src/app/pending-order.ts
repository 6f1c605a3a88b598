import type { ResellerOrder } from '@shopforge/contracts';
import { centsToDecimal, toCents } from '@shopforge/service-kit';
import type { PlannedLine } from '../domain/order-plan';
import { resellerOrderRecord } from '../domain/order-record';
import type { Prisma } from '../generated/prisma/client';

/** An order line as phase 1 wrote it. */
export interface PendingLine extends PlannedLine {
  id: string;
}

/**
 * An order whose phase 1 committed, as phases 2 and 3 need it. The request that opened it
 * keeps it in memory; recovery reads it back (`pendingOrderOf`). Nothing in it changes until
 * phase 3, which is guarded by the order's status, so the copy in memory cannot be stale.
 */
export interface PendingOrder {
  id: string;
  uniqid: string;
  shopId: string;
  relationshipId: string;
  source: 'ORDER' | 'FULFILLMENT';
  currency: string;
  totalCents: number;
  externalOrderId: string | null;
  customerEmail: string | null;
  createdAt: Date;
  lines: PendingLine[];
}

/** Per line id: the codes delivered (empty for counted units), or null when stock ran short. */
export type Deliveries = Map<string, string[] | null>;

/** A stored order with its lines, as Prisma reads it back. */
type StoredOrder = Prisma.ResellerOrderGetPayload<{ include: { lines: true } }>;

/** A stored PENDING order, for recovery. */
export function pendingOrderOf(row: StoredOrder): PendingOrder {
  return {
    id: row.id,
    uniqid: row.uniqid,
    shopId: row.shopId,
    relationshipId: row.relationshipId,
    source: row.source === 'FULFILLMENT' ? 'FULFILLMENT' : 'ORDER',
    currency: row.currency,
    totalCents: toCents(row.total),
    externalOrderId: row.externalOrderId,
    customerEmail: row.customerEmail,
    createdAt: row.createdAt,
    lines: [...row.lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        id: line.id,
        position: line.position,
        productId: line.productId,
        variantId: line.variantId,
        productTitle: line.productTitle,
        variantTitle: line.variantTitle,
        productType: line.productType,
        quantity: line.quantity,
        unitCents: toCents(line.unitPrice),
        totalCents: toCents(line.lineTotal),
      })),
  };
}

/** How phase 3 completed an order: the figures it wrote. */
export interface Finalized {
  chargedCents: number;
  partiallyDelivered: boolean;
  /** A fulfillment that delivered nothing gives its external id back. */
  externalIdFreed: boolean;
  completedAt: Date;
}

/** The record of an order this process just finalized, exactly as a later read shows it. */
export function pendingOrderRecord(
  order: PendingOrder,
  deliveries: Deliveries,
  done: Finalized,
): ResellerOrder {
  return resellerOrderRecord(
    {
      id: order.id,
      uniqid: order.uniqid,
      status: 'COMPLETED',
      source: order.source,
      currency: order.currency,
      total: centsToDecimal(order.totalCents),
      refundedAmount: centsToDecimal(order.totalCents - done.chargedCents),
      partiallyDelivered: done.partiallyDelivered,
      externalOrderId: done.externalIdFreed ? null : order.externalOrderId,
      customerEmail: order.customerEmail,
      createdAt: order.createdAt,
      completedAt: done.completedAt,
    },
    order.lines.map((line) => {
      const codes = deliveries.get(line.id) ?? null;
      return {
        id: line.id,
        position: line.position,
        productId: line.productId,
        variantId: line.variantId,
        productTitle: line.productTitle,
        variantTitle: line.variantTitle,
        quantity: line.quantity,
        unitPrice: centsToDecimal(line.unitCents),
        lineTotal: centsToDecimal(line.totalCents),
        serials: codes ?? [],
        deliveredAt: codes === null ? null : done.completedAt,
      };
    }),
    false,
  );
}
