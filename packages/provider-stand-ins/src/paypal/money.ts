/** The currencies PayPal's REST API accepts (developer.paypal.com/api/rest/reference/currency-codes). */
const SUPPORTED = new Set([
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'PLN',
  'GBP',
  'SGD',
  'SEK',
  'CHF',
  'THB',
  'USD',
]);

/** PayPal takes no decimals in these, whatever ISO 4217 says of HUF and TWD. */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

export const isSupportedCurrency = (currency: string) => SUPPORTED.has(currency);

export const decimalsOf = (currency: string) => (ZERO_DECIMAL.has(currency) ? 0 : 2);

/** An amount kept in the currency's smallest unit, so sums and comparisons are exact. */
export interface Money {
  readonly currency: string;
  readonly minor: number;
}

/** PayPal's `money` object: `{ currency_code: 'USD', value: '12.50' }`. */
export interface MoneyJson {
  currency_code: string;
  value: string;
}

export function toJson(money: Money): MoneyJson {
  const decimals = decimalsOf(money.currency);
  const sign = money.minor < 0 ? '-' : '';
  const digits = String(Math.abs(money.minor)).padStart(decimals + 1, '0');
  const value = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return { currency_code: money.currency, value: `${sign}${value}` };
}

/** `$ 12.50 USD`, as PayPal writes amounts in event summaries. */
export function describe(money: Money): string {
  const symbol = money.currency === 'USD' ? '$ ' : '';
  return `${symbol}${toJson(money).value} ${money.currency}`;
}

export type ParsedValue =
  | { ok: true; minor: number }
  | { ok: false; issue: 'INVALID_PARAMETER_SYNTAX' | 'DECIMAL_PRECISION' };

/** A `value` string in the currency's smallest unit: digits, at most as many decimals as the currency has. */
export function parseValue(value: string, currency: string): ParsedValue {
  const match = /^(-?)(\d*)(?:\.(\d+))?$/.exec(value);
  if (!match || value.length > 32 || (match[2] === '' && match[3] === undefined))
    return { ok: false, issue: 'INVALID_PARAMETER_SYNTAX' };
  const [, sign = '', whole = '', fraction = ''] = match;
  const decimals = decimalsOf(currency);
  if (fraction.replace(/0+$/, '').length > decimals) return { ok: false, issue: 'DECIMAL_PRECISION' };
  const minor =
    Number(whole || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  return { ok: true, minor: sign === '-' ? -minor : minor };
}

/** PayPal's standard rate for PayPal checkout: 3.49% plus a fixed 0.49 (49 units in zero-decimal currencies). */
export function paypalFee(amount: Money): Money {
  const fee = Math.round(amount.minor * 0.0349) + 49;
  return { currency: amount.currency, minor: Math.min(fee, amount.minor) };
}
