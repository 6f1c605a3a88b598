/** What an invoice expects of a provider's payment, or what the provider reported. */
export interface Money {
  amountCents: number;
  /** ISO 4217; providers send it in either case (Stripe lower, PayPal upper). */
  currency: string;
}

export type PaymentMatch = { ok: true } | { ok: false; outcome: 'currency_mismatch' | 'amount_mismatch' };

/**
 * The rule of docs/payments.md "What an event must match": a provider's payment pays an invoice
 * only in the invoice's currency and for exactly its amount. A card, PayPal or test-provider
 * payment for more or less is no payment of the invoice (the merchant settles it at the
 * provider); a crypto payment arrives in parts, so a part (`partial`) is held to the currency
 * alone and the whole is paid once the parts reach the amount.
 */
export function matchPayment(expected: Money, received: Money, partial = false): PaymentMatch {
  if (expected.currency.toUpperCase() !== received.currency.toUpperCase())
    return { ok: false, outcome: 'currency_mismatch' };
  if (!partial && expected.amountCents !== received.amountCents)
    return { ok: false, outcome: 'amount_mismatch' };
  return { ok: true };
}
