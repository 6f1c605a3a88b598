import type { z } from 'zod';
import type { eventProductSchema, invoicePayloadSchema, ORDER_LIFECYCLE_EVENTS } from '@shopforge/contracts';
import { centsToNumber, toCents } from '@shopforge/service-kit';
import { type InvoiceWithLines, type LineRow, statusOf } from './rows';

type InvoicePayload = z.infer<typeof invoicePayloadSchema>;
type EventProduct = z.infer<typeof eventProductSchema>;

/**
 * The invoice-family `data` of order events (spec "Invoice-family payload"), as of now: the
 * caller writes it to the outbox in the transaction of the change, which freezes it.
 * `license_keys` only on paid events, only for delivered SERIALS lines.
 */
export function orderPayload(invoice: InvoiceWithLines, options: { paid: boolean }): InvoicePayload {
  const lines = [...invoice.lines].sort((a, b) => a.position - b.position);
  const first = lines[0];
  const total = centsToNumber(toCents(invoice.total));
  return {
    uniqid: invoice.uniqid,
    type: invoice.kind === 'PAYMENT' ? 'PAYMENT' : 'PRODUCT',
    status: statusOf(invoice),
    gateway: invoice.gateway,
    total,
    total_display: total,
    currency: invoice.currency,
    exchange_rate: 1,
    crypto_exchange_rate: 0,
    crypto_gateway: invoice.cryptoGateway,
    apm_method: null,
    customer_email: invoice.customerEmail,
    country: invoice.country,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0) || 1,
    product_id: first?.productId ?? '',
    product_title: first?.productTitle ?? invoice.developerTitle ?? '',
    line_items: lines.map((line) => lineItem(line, options.paid)),
    is_developer_invoice: invoice.kind === 'PAYMENT',
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
  };
}

function lineItem(line: LineRow, paid: boolean): InvoicePayload['line_items'][number] {
  const delivered = line.deliveryStatus === 'DELIVERED';
  const keys = paid && delivered && line.productType === 'SERIALS' && line.licenseKeys.length > 0;
  return {
    id: line.id,
    product_id: line.productId,
    product_title: line.productTitle,
    product_type: line.productType,
    variant_id: line.variantId,
    variant_title: line.variantTitle,
    quantity: line.quantity,
    delivery_status: line.deliveryStatus as 'PENDING' | 'DELIVERED' | 'FAILED',
    delivered_at: line.deliveredAt?.toISOString() ?? null,
    ...(keys ? { license_keys: line.licenseKeys.map((key) => ({ key })) } : {}),
  };
}

/** `products` of `:product` events: each distinct product of the order once. */
export function orderProducts(invoice: InvoiceWithLines): EventProduct[] {
  const seen = new Map<string, EventProduct>();
  for (const line of [...invoice.lines].sort((a, b) => a.position - b.position)) {
    if (seen.has(line.productId)) continue;
    const price = centsToNumber(toCents(line.productPrice));
    seen.set(line.productId, {
      id: line.productId,
      uniqid: line.productUniqid,
      title: line.productTitle,
      description: line.productDescription,
      price,
      price_display: price,
      currency: invoice.currency,
      type: line.productType,
    });
  }
  return [...seen.values()];
}

export type OrderLifecycleEvent = (typeof ORDER_LIFECYCLE_EVENTS)[number];

/** The events one lifecycle change emits: the plain one, and its `:product` variant for orders. */
export function lifecycleEvents(
  type: OrderLifecycleEvent,
  invoice: InvoiceWithLines,
): { type: string; data: Record<string, unknown> }[] {
  const data = orderPayload(invoice, { paid: type === 'order:paid' });
  const events: { type: string; data: Record<string, unknown> }[] = [{ type, data }];
  if (invoice.lines.length > 0) {
    events.push({ type: `${type}:product`, data: { ...data, products: orderProducts(invoice) } });
  }
  return events;
}
