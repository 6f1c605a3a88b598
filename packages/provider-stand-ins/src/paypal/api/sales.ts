import { parseValue } from '../money';
import { renderSale, renderSaleRefund } from '../objects/sale';
import { recordSaleRefund, saleRemainingMinor } from '../subscriptions/sale-refunds';
import type { SaleState } from '../subscriptions/state';
import type { JsonObject } from '../types';
import type { ApiContext, ApiHandler, Reply } from './request';
import { saleNotFound, transactionRefused, v1ValidationError } from './v1-error';

/** The app's sale; v1's 404 INVALID_RESOURCE_ID for any other. */
function saleOfApp(context: ApiContext, clientId: string, saleId: string): SaleState {
  const sale = context.state.sales.get(saleId);
  if (!sale || sale.clientId !== clientId) throw saleNotFound();
  return sale;
}

const customIdOf = (context: ApiContext, sale: SaleState) =>
  context.state.subscriptions.get(sale.subscriptionId)?.customId ?? null;

/** `GET /v1/payments/sale/:id`. */
export const getSale: ApiHandler = (context, request, saleId) => {
  const sale = saleOfApp(context, request.clientId, saleId);
  return { status: 200, body: renderSale(sale, customIdOf(context, sale), context.urls) };
};

/** The `amount` of a v1 refund request, in minor units; undefined when the rest is refunded. */
function requestedMinor(body: JsonObject, sale: SaleState): number | undefined {
  const amount = body.amount;
  if (amount === undefined || amount === null) return undefined;
  if (typeof amount !== 'object' || Array.isArray(amount))
    throw v1ValidationError('amount', 'Invalid amount');
  const { total, currency } = amount;
  if (typeof currency !== 'string') throw v1ValidationError('amount.currency', 'Required field missing');
  if (currency !== sale.amount.currency)
    throw v1ValidationError('amount.currency', 'Refund currency must be the same as the sale currency');
  if (typeof total !== 'string') throw v1ValidationError('amount.total', 'Required field missing');
  const parsed = parseValue(total, currency);
  if (!parsed.ok || parsed.minor <= 0)
    throw v1ValidationError(
      'amount.total',
      "Currency amount must be non-negative number, may optionally contain exactly 2 decimal places separated by '.', optional thousands separator ',', limited to 7 digits before the decimal point and currency which is a valid ISO Currency Code",
    );
  return parsed.minor;
}

/** `POST /v1/payments/sale/:id/refund`: the given amount, or the rest; 201 with the v1 refund. */
export const refundSale: ApiHandler = (context, request, saleId) => {
  const sale = saleOfApp(context, request.clientId, saleId);
  const body = request.body;
  if (body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw v1ValidationError('', 'Invalid request body');
  const remaining = saleRemainingMinor(context.state, sale);
  const minor = requestedMinor((body ?? {}) as JsonObject, sale) ?? remaining;
  if (remaining <= 0 || minor > remaining) throw transactionRefused();
  const refund = recordSaleRefund(context.state, sale, { currency: sale.amount.currency, minor });
  const reply = (): Reply => ({ status: 200, body: renderSaleRefund(refund, context.urls), again: reply });
  return { ...reply(), status: 201 };
};

/** `GET /v1/payments/refund/:id`: a refund of a sale. */
export const getSaleRefund: ApiHandler = (context, request, refundId) => {
  const refund = context.state.saleRefunds.get(refundId);
  if (!refund || refund.clientId !== request.clientId) throw saleNotFound();
  return { status: 200, body: renderSaleRefund(refund, context.urls) };
};
