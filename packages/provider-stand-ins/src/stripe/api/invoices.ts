import { noSuchObject } from '../api-error';
import { renderInvoice } from '../objects/invoice';
import type { ApiHandler } from './request';

/** `GET /v1/invoices/:id`, for the key whose subscription it bills. */
export const retrieveInvoice: ApiHandler = ({ state }, { apiKey }, id) => {
  const invoice = state.invoices.get(id);
  const sub = invoice && state.subscriptions.get(invoice.subscriptionId);
  if (!invoice || !sub || sub.apiKey !== apiKey) throw noSuchObject('invoice', id);
  return renderInvoice(invoice, sub);
};
