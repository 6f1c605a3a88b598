import type { Invoice } from '@shopforge/contracts';
import { type Flags, requireFlag, UsageError } from '../args';
import type { BillingOperatorClient } from '../client';
import type { Output } from '../output';

const USAGE = `Usage: shopforge order pay --invoice UNIQID
       shopforge order dispute --invoice UNIQID --action open|win|lose [--reason R]`;
const ACTIONS = ['open', 'win', 'lose'] as const;

/**
 * `order pay --invoice UNIQID`: pays an invoice through the built-in test provider exactly as a
 * buyer at the hosted checkout would, for scripts and demos. `order dispute`: the test
 * provider's buyer disputes the payment, or the provider decides the dispute.
 */
export async function orderCommand(
  verb: string | undefined,
  flags: Flags,
  billing: () => BillingOperatorClient,
  out: Output,
) {
  if (verb === 'dispute') {
    const action = ACTIONS.find((candidate) => candidate === flags.action);
    if (!action) throw new UsageError(USAGE);
    const reason = typeof flags.reason === 'string' ? flags.reason : undefined;
    await billing().disputes.simulate.mutate({
      uniqid: requireFlag(flags, 'invoice'),
      action,
      ...(reason ? { reason } : {}),
    });
    out.result({ sent: true, action }, `The test provider sent its dispute ${action} event.`);
    return;
  }
  if (verb !== 'pay') throw new UsageError(USAGE);
  const invoice = await billing().operator.payInvoice.mutate({
    invoice_uniqid: requireFlag(flags, 'invoice'),
  });
  out.result({ invoice }, describe(invoice));
}

function describe(invoice: Invoice): string {
  return `Invoice ${invoice.uniqid} is ${invoice.status} (${invoice.total.toFixed(2)} ${invoice.currency} through ${invoice.gateway ?? 'no gateway'}).`;
}
