/**
 * An amount in the currency's smallest unit as Stripe writes it in messages (`$10.00`, `¥500`):
 * the currency's own decimals say how far the point moves.
 */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}
