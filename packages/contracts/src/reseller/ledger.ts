import { z } from 'zod';

/**
 * The reseller balance is a ledger (issue 7): every top-up, hold, release, debit and credit is
 * a row, and the balance row is their running sum, never negative. Amounts are decimal strings
 * on the Reseller API; inputs here are decimal strings too, so no float ever carries money.
 */
export const LEDGER_KINDS = ['TOPUP', 'HOLD', 'RELEASE', 'DEBIT', 'CREDIT'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A positive amount as decimal text with at most two decimals: "100", "12.5", "0.01". */
export const decimalAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Must be a decimal amount with at most two decimals, such as 12.50.')
  .refine((value) => Number(value) > 0, 'Must be more than 0.');

const reference = z.string().min(1).max(128);
const relationship = z.uuid();

export const topupInputSchema = z.strictObject({
  relationship_id: relationship,
  amount: decimalAmount,
  reference,
});
export const holdInputSchema = z.strictObject({
  relationship_id: relationship,
  amount: decimalAmount,
  reference,
});
/** Ends a hold: `debit` (≤ the hold, "0" for none) is charged, the rest of the hold is released. */
export const settleInputSchema = z.strictObject({
  relationship_id: relationship,
  reference,
  debit: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Must be a decimal amount such as 12.50.'),
});
export const releaseInputSchema = z.strictObject({ relationship_id: relationship, reference });
export const creditInputSchema = z.strictObject({
  relationship_id: relationship,
  amount: decimalAmount,
  reference,
});
export const balanceRefSchema = z.strictObject({ relationship_id: relationship });

/** The spec's balance record (`GET /reseller/v1/balance`). */
export const resellerBalanceSchema = z.object({
  currency: z.string(),
  balance: z.string(),
  hold_balance: z.string(),
  available: z.string(),
  is_active: z.boolean(),
});
export type ResellerBalance = z.infer<typeof resellerBalanceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.string(),
  reference: z.string(),
  balance_after: z.string(),
  hold_after: z.string(),
  created_at: z.iso.datetime(),
});

/** What a ledger operation answers: the balance after it, and whether it had already happened. */
export const ledgerResultSchema = z.object({ balance: resellerBalanceSchema, reused: z.boolean() });
export const ledgerPageSchema = z.object({ data: z.array(ledgerEntrySchema) });
