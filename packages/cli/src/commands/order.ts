import type { Invoice } from '@shopforge/contracts';
import type { CommandGroup, CommandSpec, FlagSpec } from '../command-tree';
import { optionalFlag, requireFlag } from '../flags';
import { UsageError } from '../usage-error';

const ACTIONS = ['open', 'win', 'lose'] as const;

const INVOICE_FLAG: FlagSpec = {
  name: 'invoice',
  value: 'uniqid',
  description: 'the invoice uniqid',
  required: true,
};

const pay: CommandSpec = {
  name: 'pay',
  summary: 'pay an invoice through the test provider, as a buyer would',
  description:
    'Pays an invoice through the built-in test provider exactly as a buyer at the hosted checkout ' +
    'would, for scripts and demos.',
  flags: [INVOICE_FLAG],
  examples: ['shopforge order pay --invoice <invoice uniqid>'],
  async run(flags, { out, clients }) {
    const uniqid = requireFlag(flags, 'invoice');
    const invoice = await (await clients.billing()).operator.payInvoice.mutate({ invoice_uniqid: uniqid });
    out.result({ invoice }, describe(invoice));
  },
};

const dispute: CommandSpec = {
  name: 'dispute',
  summary: 'open, win or lose a test-provider dispute on a paid invoice',
  description:
    "The test provider's buyer disputes the payment (open), or the provider decides the dispute (win, lose).",
  flags: [
    INVOICE_FLAG,
    { name: 'action', value: 'action', description: `what happens: ${ACTIONS.join(', ')}`, required: true },
    { name: 'reason', value: 'text', description: 'the buyer’s reason, when opening' },
  ],
  examples: ['shopforge order dispute --invoice <invoice uniqid> --action open --reason "not received"'],
  async run(flags, { out, clients }) {
    const action = ACTIONS.find((candidate) => candidate === flags.action);
    if (!action) throw new UsageError(`--action must be one of ${ACTIONS.join(', ')}.`);
    const reason = optionalFlag(flags, 'reason');
    await (await clients.billing()).disputes.simulate.mutate({
      uniqid: requireFlag(flags, 'invoice'),
      action,
      ...(reason ? { reason } : {}),
    });
    out.result({ sent: true, action }, `The test provider sent its dispute ${action} event.`);
  },
};

export const orderCommands: CommandGroup = {
  name: 'order',
  summary: 'pay or dispute invoices through the test provider',
  commands: [pay, dispute],
};

function describe(invoice: Invoice): string {
  return `Invoice ${invoice.uniqid} is ${invoice.status} (${invoice.total.toFixed(2)} ${invoice.currency} through ${invoice.gateway ?? 'no gateway'}).`;
}
