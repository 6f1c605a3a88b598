/**
 * Stripe counts money in the currency's smallest unit, and for these currencies that unit is
 * the whole amount (stripe.com/docs/currencies#zero-decimal). Billing counts cents everywhere.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** Billing's cents as Stripe's amount; null when a zero-decimal currency is given fractions. */
export function toStripeAmount(cents: number, currency: string): number | null {
  if (!ZERO_DECIMAL.has(currency.toUpperCase())) return cents;
  return cents % 100 === 0 ? cents / 100 : null;
}

export function fromStripeAmount(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? amount * 100 : amount;
}
