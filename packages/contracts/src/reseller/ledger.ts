import { z } from 'zod';

/**
 * The reseller balance is a ledger: every top-up, hold, release, debit and credit is
 * a row, and the balance row is their running sum, never negative. Amounts are decimal strings
 * on the Reseller API, so no float ever carries money.
 */
export const LEDGER_KINDS = ['TOPUP', 'HOLD', 'RELEASE', 'DEBIT', 'CREDIT'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The spec's balance record (`GET /reseller/v1/balance`). */
export const resellerBalanceSchema = z.object({
  currency: z.string(),
  balance: z.string(),
  hold_balance: z.string(),
  available: z.string(),
  is_active: z.boolean(),
});
export type ResellerBalance = z.infer<typeof resellerBalanceSchema>;
