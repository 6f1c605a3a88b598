import type { InvoiceStatus } from '@shopforge/contracts';

/**
 * The invoice status machine (docs/invoices.md). The spec lists the statuses but not the
 * transitions; these are ours. Pure: callers load the invoice, ask here, then write the
 * result and its timeline event in one transaction.
 */
export type InvoiceAction =
  | 'start_payment'
  | 'fail_payment'
  | 'cancel_payment'
  | 'mark_paid'
  | 'complete_fulfilment'
  | 'void'
  | 'expire'
  | 'refund'
  | 'open_dispute'
  | 'win_dispute'
  | 'lose_dispute';

type Rule = { from: readonly InvoiceStatus[]; to: InvoiceStatus | 'per_refund' | 'restore' };

const RULES: Record<InvoiceAction, Rule> = {
  // A buyer starts (or restarts) paying: hosted checkout opened, crypto address shown.
  start_payment: { from: ['PENDING', 'PENDING_PAYMENT'], to: 'PENDING_PAYMENT' },
  // The attempt failed or the buyer left: the invoice can be paid again.
  fail_payment: { from: ['PENDING_PAYMENT'], to: 'PENDING' },
  cancel_payment: { from: ['PENDING_PAYMENT'], to: 'PENDING' },
  // Money confirmed (provider, or the merchant marking it paid). A confirmation arriving after
  // expiry is still honoured: the buyer paid. A voided invoice is never paid.
  mark_paid: { from: ['PENDING', 'PENDING_PAYMENT', 'EXPIRED'], to: 'PROCESSING' },
  complete_fulfilment: { from: ['PROCESSING'], to: 'COMPLETED' },
  void: { from: ['PENDING', 'PENDING_PAYMENT'], to: 'VOIDED' },
  expire: { from: ['PENDING', 'PENDING_PAYMENT'], to: 'EXPIRED' },
  refund: { from: ['PROCESSING', 'COMPLETED', 'PARTIAL_REFUND'], to: 'per_refund' },
  open_dispute: { from: ['PROCESSING', 'COMPLETED', 'PARTIAL_REFUND'], to: 'DISPUTED' },
  win_dispute: { from: ['DISPUTED'], to: 'restore' },
  lose_dispute: { from: ['DISPUTED'], to: 'REFUNDED' },
};

export type TransitionResult = { ok: true; status: InvoiceStatus } | { ok: false; reason: string };

export interface TransitionContext {
  /** For `refund`: invoice total and what was refunded before, in cents. */
  totalCents?: number;
  refundedCents?: number;
  amountCents?: number;
  /** For `win_dispute`: the status the dispute interrupted. */
  statusBeforeDispute?: InvoiceStatus;
}

const ACTION_TEXT: Record<InvoiceAction, string> = {
  start_payment: 'start a payment for',
  fail_payment: 'fail the payment of',
  cancel_payment: 'cancel the payment of',
  mark_paid: 'pay',
  complete_fulfilment: 'complete',
  void: 'void',
  expire: 'expire',
  refund: 'refund',
  open_dispute: 'dispute',
  win_dispute: 'win the dispute of',
  lose_dispute: 'lose the dispute of',
};

/** Where `action` takes an invoice in `status`, or why it cannot (a 400 for the caller). */
export function transition(
  status: InvoiceStatus,
  action: InvoiceAction,
  context: TransitionContext = {},
): TransitionResult {
  const rule = RULES[action];
  if (!rule.from.includes(status)) {
    return { ok: false, reason: `Cannot ${ACTION_TEXT[action]} an invoice that is ${status}.` };
  }
  if (rule.to === 'restore') {
    const previous = context.statusBeforeDispute ?? 'COMPLETED';
    return { ok: true, status: previous === 'PARTIAL_REFUND' ? 'PARTIAL_REFUND' : 'COMPLETED' };
  }
  if (rule.to === 'per_refund') {
    const total = context.totalCents ?? 0;
    const refunded = context.refundedCents ?? 0;
    const amount = context.amountCents ?? total - refunded;
    if (amount <= 0) return { ok: false, reason: 'A refund must be a positive amount.' };
    if (refunded + amount > total) {
      return {
        ok: false,
        reason: `Cannot refund more than the ${((total - refunded) / 100).toFixed(2)} left on this invoice.`,
      };
    }
    return { ok: true, status: refunded + amount === total ? 'REFUNDED' : 'PARTIAL_REFUND' };
  }
  return { ok: true, status: rule.to };
}

/** Statuses nothing moves out of (except a late payment of an EXPIRED invoice). */
export const FINAL_STATUSES: readonly InvoiceStatus[] = ['VOIDED', 'REFUNDED'];

/** Every action allowed from a status: for docs and for error messages that say what is possible. */
export function allowedActions(status: InvoiceStatus): InvoiceAction[] {
  return (Object.keys(RULES) as InvoiceAction[]).filter((action) => RULES[action].from.includes(status));
}
