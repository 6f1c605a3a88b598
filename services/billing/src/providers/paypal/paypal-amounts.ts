/**
 * PayPal takes amounts as decimal strings, and for these currencies without decimals
 * (developer.paypal.com/api/rest/reference/currency-codes). Billing counts cents everywhere.
 */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

/** Billing's cents as PayPal's `value`; null when a currency without decimals is given fractions. */
export function toPayPalValue(cents: number, currency: string): string | null {
  if (ZERO_DECIMAL.has(currency.toUpperCase())) return cents % 100 === 0 ? String(cents / 100) : null;
  return (cents / 100).toFixed(2);
}

/** PayPal's `value` as billing's cents; null for a value that is not a plain decimal amount. */
export function fromPayPalValue(value: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
