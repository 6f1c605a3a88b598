import { type DecimalLike, toCents } from '@shopforge/service-kit';

/**
 * Whether a provider that bills subscriptions (Stripe) may take over this one from its first
 * invoice: the invoice is the subscription's first, still unpaid, and charges exactly what each
 * period will, so the provider's subscription price is the first payment. A trial (a free first
 * invoice), a first-order coupon or one-off lines beside the recurring one make the first
 * payment differ from the periods' price: Shopforge then bills the renewals itself, with renewal
 * invoices the buyer pays at the checkout (docs/subscriptions.md).
 */
export function providerCanBill(
  invoice: { id: string; total: DecimalLike; lines: readonly unknown[] },
  sub: { firstInvoiceId: string; status: string; price: DecimalLike; trialDays: number },
): boolean {
  return (
    sub.firstInvoiceId === invoice.id &&
    sub.status === 'PENDING' &&
    sub.trialDays === 0 &&
    invoice.lines.length === 1 &&
    toCents(invoice.total) === toCents(sub.price) &&
    toCents(invoice.total) > 0
  );
}
