import { AppError } from '@shopforge/errors';
import { findInvoiceByUniqid, invoiceNotFound } from '../../db/invoices';
import type { BillingDeps } from '../../deps';

/**
 * The invoice a buyer acts on from its hosted page. The UUID in the address is the buyer's
 * capability to read; writing (a ticket, a review, a release) also asks for the order's email,
 * so a forwarded receipt link alone cannot speak for the buyer.
 */
export async function buyerInvoice(deps: BillingDeps, uniqid: string, email: string) {
  const invoice = await findInvoiceByUniqid(deps.sql, uniqid);
  if (!invoice) throw invoiceNotFound();
  if (invoice.customerEmail.trim().toLowerCase() !== email.trim().toLowerCase()) {
    throw new AppError('BAD_REQUEST', 'This email is not the one the order was placed with.');
  }
  return invoice;
}
