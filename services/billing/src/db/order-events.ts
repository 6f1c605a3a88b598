import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import { type NewOutboxEvent, writeOutboxEvent, writeOutboxEvents } from '@shopforge/events';
import { lifecycleEvents, type OrderLifecycleEvent, orderPayload } from '../domain/order-payload';
import type { InvoiceWithLines } from '../domain/rows';

type OrderEventType = OrderLifecycleEvent | 'order:manual_payment_pending';

/** An order lifecycle event and its `:product` variant, as outbox events, built from `invoice` now. */
export function orderEvents(
  type: OrderEventType,
  invoice: InvoiceWithLines,
  occurredAt: Date,
): NewOutboxEvent[] {
  // `order:manual_payment_pending` has no `:product` variant (spec "Order events").
  const events =
    type === 'order:manual_payment_pending'
      ? [{ type, data: orderPayload(invoice, { paid: false }) }]
      : lifecycleEvents(type, invoice);
  return events.map((event) => ({
    type: event.type,
    shop_id: invoice.shopId,
    aggregate_id: invoice.id,
    data: event.data,
    occurred_at: occurredAt,
  }));
}

/**
 * Writes an order lifecycle event (and its `:product` variant) to the outbox in the caller's
 * transaction, in one statement. The payload is built now, so it is frozen as of this change
 * (spec "Delivery").
 */
export async function emitOrderEvent(
  tx: SqlExecutor | PrismaRawClient,
  type: OrderEventType,
  invoice: InvoiceWithLines,
  occurredAt: Date,
): Promise<void> {
  await writeOutboxEvents(executorFor(tx), orderEvents(type, invoice, occurredAt));
}

/** `order:item.delivered` / `order:item.delivery_failed` for one line (our payload, docs/invoices.md). */
export async function emitLineDeliveryEvent(
  tx: SqlExecutor | PrismaRawClient,
  invoice: InvoiceWithLines,
  lineId: string,
  occurredAt: Date,
): Promise<void> {
  const line = invoice.lines.find((candidate) => candidate.id === lineId);
  if (!line) return;
  const failed = line.deliveryStatus === 'FAILED';
  const [event] = lifecycleEvents('order:updated', invoice);
  await writeOutboxEvent(executorFor(tx), {
    type: failed ? 'order:item.delivery_failed' : 'order:item.delivered',
    shop_id: invoice.shopId,
    aggregate_id: invoice.id,
    data: {
      invoice: event?.data ?? {},
      line_item_id: line.id,
      product_id: line.productId,
      product_title: line.productTitle,
      delivered_at: line.deliveredAt?.toISOString() ?? null,
      error_message: failed ? line.deliveryError : null,
    },
    occurred_at: occurredAt,
  });
}
