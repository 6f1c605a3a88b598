import type { ApiContext } from './api/request';
import { describe, parseValue } from './money';
import { buildEvent } from './objects/event';
import { renderSale, renderSaleRefund } from './objects/sale';
import { recordSaleRefund, saleRemainingMinor } from './subscriptions/sale-refunds';
import type { SaleState } from './subscriptions/state';
import type { PayPalEvent } from './types';

/** A subscription's payments (v1 sales) on PayPal's side; test mistakes throw plainly. */
export function saleIn(context: ApiContext, saleId: string): SaleState {
  const sale = context.state.sales.get(saleId);
  if (!sale) throw new Error(`PayPal stand-in: no sale ${saleId}.`);
  return sale;
}

/** `PAYMENT.SALE.COMPLETED` for a sale as it stands: v1 resource, `billing_agreement_id` the subscription. */
export function saleCompleted(context: ApiContext, saleId: string): PayPalEvent {
  const sale = saleIn(context, saleId);
  const customId = context.state.subscriptions.get(sale.subscriptionId)?.customId ?? null;
  const event = buildEvent(
    {
      eventType: 'PAYMENT.SALE.COMPLETED',
      resourceType: 'sale',
      resourceVersion: '1.0',
      summary: `Payment completed for ${describe(sale.amount)}`,
      resource: renderSale(sale, customId, context.urls),
    },
    context.urls,
  );
  return context.state.record(sale.clientId, event);
}

/**
 * The merchant refunds `amount` (default: the rest) of a sale in PayPal's dashboard:
 * `PAYMENT.SALE.REFUNDED`, its resource the v1 refund naming `sale_id`.
 */
export function saleRefundedInDashboard(context: ApiContext, saleId: string, amount?: string): PayPalEvent {
  const sale = saleIn(context, saleId);
  const remaining = saleRemainingMinor(context.state, sale);
  const currency = sale.amount.currency;
  const parsed =
    amount === undefined ? { ok: true as const, minor: remaining } : parseValue(amount, currency);
  if (!parsed.ok || parsed.minor < 1 || parsed.minor > remaining)
    throw new Error(
      `PayPal stand-in: ${amount ?? 'nothing'} ${currency} cannot be refunded; ${remaining} minor units are left on sale ${saleId}.`,
    );
  const refund = recordSaleRefund(context.state, sale, { currency, minor: parsed.minor });
  const event = buildEvent(
    {
      eventType: 'PAYMENT.SALE.REFUNDED',
      // As PayPal labels it: the resource is the refund, not the sale.
      resourceType: 'refund',
      resourceVersion: '1.0',
      summary: `A ${describe(refund.amount)} sale payment was refunded`,
      resource: renderSaleRefund(refund, context.urls),
    },
    context.urls,
  );
  return context.state.record(sale.clientId, event);
}
