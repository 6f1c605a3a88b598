import { MONEY_MAX_CENTS, type ResellerBalance } from '@shopforge/contracts';
import { centsToDecimal, type DecimalLike, toCents } from '@shopforge/service-kit';

/**
 * The spec's balance record: decimal strings, `available = balance − hold_balance` (what an
 * order is checked against), zero everywhere for a reseller who never topped up.
 */
export function balanceRecord(
  relationship: { currency: string; status: string },
  row: { balance: DecimalLike; holdBalance: DecimalLike } | null,
): ResellerBalance {
  const balance = row ? toCents(row.balance) : 0;
  const hold = row ? toCents(row.holdBalance) : 0;
  return {
    currency: relationship.currency,
    balance: centsToDecimal(balance),
    hold_balance: centsToDecimal(hold),
    available: centsToDecimal(balance - hold),
    is_active: relationship.status === 'ACTIVE',
  };
}

/** What a 402 carries in `error.balance`: what was asked, what is there, and the gap. */
export function balanceGap(currency: string, requiredCents: number, availableCents: number) {
  return {
    currency,
    required: centsToDecimal(requiredCents),
    available: centsToDecimal(availableCents),
    shortfall: centsToDecimal(Math.max(0, requiredCents - availableCents)),
  };
}

/**
 * The balance a top-up or credit leaves, or null when it would pass MONEY_MAX: the balance row,
 * its ledger entries' `balance_after` and every hold against it must stay amounts the platform holds.
 */
export function balanceAfterCredit(balanceCents: number, creditCents: number): number | null {
  const after = balanceCents + creditCents;
  return after > MONEY_MAX_CENTS ? null : after;
}
