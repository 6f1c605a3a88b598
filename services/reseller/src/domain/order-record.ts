import type { ResellerOrder } from '@shopforge/contracts';
import { centsToDecimal, type DecimalLike, toCents } from '@shopforge/service-kit';

interface OrderRow {
  id: string;
  uniqid: string;
  status: string;
  source: string;
  currency: string;
  total: DecimalLike;
  refundedAmount: DecimalLike;
  partiallyDelivered: boolean;
  externalOrderId: string | null;
  customerEmail: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

interface LineRow {
  id: string;
  position: number;
  productId: string;
  variantId: string | null;
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  unitPrice: DecimalLike;
  lineTotal: DecimalLike;
  serials: unknown;
  deliveredAt: Date | null;
}

/** Stored serials are written by us as string arrays; anything else reads as none. */
export function serialsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
}

const money = (value: DecimalLike) => centsToDecimal(toCents(value));

/** The reseller order as the Reseller API shows it; `serials` is always an array. */
export function resellerOrderRecord(
  order: OrderRow,
  lines: readonly LineRow[],
  reused: boolean,
): ResellerOrder {
  const totalCents = toCents(order.total);
  const refundedCents = toCents(order.refundedAmount);
  return {
    id: order.id,
    uniqid: order.uniqid,
    status: order.status as ResellerOrder['status'],
    source: order.source as ResellerOrder['source'],
    currency: order.currency,
    total: centsToDecimal(totalCents),
    charged: centsToDecimal(order.status === 'COMPLETED' ? totalCents - refundedCents : 0),
    refunded_amount: centsToDecimal(refundedCents),
    partially_delivered: order.partiallyDelivered,
    reused,
    external_order_id: order.externalOrderId,
    customer_email: order.customerEmail,
    items: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        id: line.id,
        product_id: line.productId,
        variant_id: line.variantId,
        title: line.productTitle,
        variant_title: line.variantTitle,
        quantity: line.quantity,
        unit_price: money(line.unitPrice),
        total: money(line.lineTotal),
        delivered: line.deliveredAt !== null,
        delivered_at: line.deliveredAt?.toISOString() ?? null,
        serials: serialsOf(line.serials),
      })),
    created_at: order.createdAt.toISOString(),
    completed_at: order.completedAt?.toISOString() ?? null,
  };
}
