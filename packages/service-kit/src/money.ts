/**
 * Money is integer cents inside every service (never float arithmetic,
 * docs/architecture.md#data-rules); columns are numeric(18,2), which Prisma hands over as Decimal.
 * Anything with a decimal `toString()` works.
 */
export type DecimalLike = { toString(): string } | number | string;

export function toCents(value: DecimalLike): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.toString();
  const match = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** The Developer API shows amounts as JSON numbers. */
export function centsToNumber(cents: number): number {
  return cents / 100;
}

/** Webhook timeline amounts and Decimal columns take decimal text. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rounds half away from zero, as accounting does, to whole cents. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
