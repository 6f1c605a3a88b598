import type { Invoice } from '@shopforge/contracts';
import { type Flags, requireFlag, UsageError } from '../args';
import type { BillingOperatorClient } from '../client';
import type { Output } from '../output';

/**
 * `order pay --invoice UNIQID`: pays an invoice through the built-in test provider exactly as a
 * buyer at the hosted checkout would, for scripts and demos.
 */
export async function orderCommand(
  verb: string | undefined,
  flags: Flags,
  billing: () => BillingOperatorClient,
  out: Output,
) {
  if (verb !== 'pay') throw new UsageError('Usage: shopforge order pay --invoice UNIQID');
  const invoice = await billing().operator.payInvoice.mutate({
    invoice_uniqid: requireFlag(flags, 'invoice'),
  });
  out.result({ invoice }, describe(invoice));
}

function describe(invoice: Invoice): string {
  return `Invoice ${invoice.uniqid} is ${invoice.status} (${invoice.total.toFixed(2)} ${invoice.currency} through ${invoice.gateway ?? 'no gateway'}).`;
}
