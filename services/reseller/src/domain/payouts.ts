import type { PayoutAction, PayoutStatus } from '@shopforge/contracts';

/**
 * The payout life cycle: a request holds the amount on the balance; the merchant approves or
 * rejects it; an approved payout is completed (the hold becomes a debit) or cancelled. Reject
 * and cancel release the hold. Only these moves exist.
 */
const MOVES: Record<PayoutAction, { from: readonly PayoutStatus[]; to: PayoutStatus }> = {
  approve: { from: ['REQUESTED'], to: 'APPROVED' },
  reject: { from: ['REQUESTED'], to: 'REJECTED' },
  complete: { from: ['APPROVED'], to: 'COMPLETED' },
  cancel: { from: ['REQUESTED', 'APPROVED'], to: 'CANCELLED' },
};

export type PayoutMove =
  | { ok: true; to: PayoutStatus; money: 'debit' | 'release' | 'none' }
  | { ok: false; reason: string };

export function payoutMove(current: PayoutStatus, action: PayoutAction): PayoutMove {
  const move = MOVES[action];
  if (!move.from.includes(current)) {
    return {
      ok: false,
      reason: `A ${current} payout cannot be ${pastTense[action]}; only ${move.from.join(' or ')} ones can.`,
    };
  }
  const money = move.to === 'COMPLETED' ? 'debit' : move.to === 'APPROVED' ? 'none' : 'release';
  return { ok: true, to: move.to, money };
}

const pastTense: Record<PayoutAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  complete: 'completed',
  cancel: 'cancelled',
};
