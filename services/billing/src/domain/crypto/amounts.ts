/**
 * Fiat <-> coin conversions. All exact: rates arrive as decimal strings and amounts stay bigint
 * base units (satoshis, wei), because a float cannot even hold 18-decimal wei amounts and an
 * off-by-one-unit quote would leave an order "underpaid" forever.
 */

/** A positive decimal rate `numerator / scale`, e.g. "84.25" → 8425 / 100. */
interface Rate {
  numerator: bigint;
  scale: bigint;
}

const RATE_PATTERN = /^(\d+)(?:\.(\d+))?$/;

function parseRate(rate: string): Rate {
  const match = RATE_PATTERN.exec(rate);
  if (!match) throw new Error(`Exchange rate must be a plain decimal string like "84.25", got "${rate}"`);
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  const numerator = BigInt(whole + fraction);
  if (numerator <= 0n) throw new Error(`Exchange rate must be positive, got "${rate}"`);
  return { numerator, scale: 10n ** BigInt(fraction.length) };
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/**
 * Base units to charge for `totalCents` at `rate` (fiat per whole coin). Rounds UP so that the
 * buyer never pays less than the price.
 */
export function cryptoUnitsFor(totalCents: number, rate: string, decimals: number): bigint {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`totalCents must be a non-negative integer, got ${totalCents}`);
  }
  assertDecimals(decimals);
  const { numerator, scale } = parseRate(rate);
  // units = cents / 100 / (numerator / scale) * 10^decimals
  return ceilDiv(BigInt(totalCents) * 10n ** BigInt(decimals) * scale, 100n * numerator);
}

/**
 * What `units` are worth in fiat cents at `rate`. Rounds DOWN: a partial payment is credited
 * with no more than it is worth.
 */
export function fiatCentsFor(units: bigint, rate: string, decimals: number): number {
  if (units < 0n) throw new RangeError(`units must not be negative, got ${units}`);
  assertDecimals(decimals);
  const { numerator, scale } = parseRate(rate);
  const cents = (units * numerator * 100n) / (10n ** BigInt(decimals) * scale);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${cents} cents is out of range`);
  return Number(cents);
}

/** Base units as a decimal coin amount, without trailing zeros: 1250000n, 8 → "0.0125". */
export function formatUnits(units: bigint, decimals: number): string {
  assertDecimals(decimals);
  const sign = units < 0n ? '-' : '';
  const magnitude = units < 0n ? -units : units;
  const base = 10n ** BigInt(decimals);
  const whole = (magnitude / base).toString();
  const fraction = (magnitude % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * For JSON responses only: the nearest double to the exact amount. Never feed it back into
 * money math; keep the bigint for that.
 */
export function unitsToNumber(units: bigint, decimals: number): number {
  return Number(formatUnits(units, decimals));
}

/** A stored whole number of base units (`numeric(38,0)` read as text, "1250000" or "1250000.0"). */
export function storedUnits(
  value: { toString(): string; toFixed?: (digits: number) => string } | string | number,
): bigint {
  // Prisma's Decimal prints large values in exponent form unless asked for fixed digits (wei).
  const text = (typeof value === 'object' && value.toFixed ? value.toFixed(0) : value.toString()).trim();
  const match = /^(\d+)(?:\.0*)?$/.exec(text);
  if (!match?.[1]) throw new RangeError(`not a whole number of base units: ${text}`);
  return BigInt(match[1]);
}
