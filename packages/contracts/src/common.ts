import { z } from 'zod';

/** Developer API timestamps are Unix seconds (integers). */
export const unixSeconds = z.number().int().nonnegative();

/**
 * Latest Unix second of year 9999: what a JavaScript Date, PostgreSQL and ISO 8601 all hold;
 * larger values are almost surely milliseconds by mistake.
 */
export const MAX_UNIX_SECONDS = 253_402_300_799;

/**
 * A time a caller sends: whole Unix seconds from 1970 to the end of year 9999, so no service
 * ever builds a Date it cannot print ("Invalid time value").
 */
export const unixSecondsInput = z
  .number('Must be Unix seconds (an integer).')
  .int('Must be Unix seconds (an integer).')
  .nonnegative('Must be Unix seconds, not before 1970.')
  .max(MAX_UNIX_SECONDS, `Must be Unix seconds, at most ${MAX_UNIX_SECONDS} (year 9999); not milliseconds.`);

/** Every id of the platform is a UUID (v7 where we mint it, so ids sort by creation time). */
export const idSchema = z.uuid();

export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'Must be an ISO 4217 code such as USD.');

/**
 * The largest amount of money the platform takes or computes, in any currency: every amount a
 * request gives (a price, a payment, a top-up) and every total, sum or balance built from them
 * (a line, an order, a wallet). Three limits meet here: columns are numeric(18,2), 16 integer
 * digits, which leaves accumulators (lifetime spend, revenue) room for 10 000 maximal orders;
 * services count integer cents in JS numbers, exact only up to 2^53 (about 9.0e15 cents), so
 * sums of up to 90 maximal amounts stay exact; and list pages let PostgreSQL print numbers that
 * must equal JavaScript's, which holds up to 15 significant digits (json-sql.ts). Stripe's cap
 * (99999999 minor units) would refuse real prices in currencies such as IDR or JPY.
 */
export const MONEY_MAX = 999_999_999_999.99;
export const MONEY_MAX_CENTS = 99_999_999_999_999;
export const MONEY_MAX_TEXT = '999999999999.99';

/** The detail message of an amount (given or computed) beyond MONEY_MAX. */
export const moneyMaxMessage = (what = 'Must be') => `${what} at most ${MONEY_MAX_TEXT}.`;

/**
 * `value * 100` of a two-decimal amount is a whole number only up to rounding error, which
 * grows with the amount (a fixed 1e-6 refused about 8 % of amounts above 2^29), so the slack
 * scales with it; a third decimal is still at least 0.1 cent off, far beyond that slack.
 */
const twoDecimals = {
  check: (value: number) => {
    const cents = value * 100;
    return Math.abs(cents - Math.round(cents)) <= Math.max(1e-6, Math.abs(cents) * Number.EPSILON * 4);
  },
  message: 'At most two decimal places.',
};

/** A money amount in a request: non-negative, at most two decimals, at most MONEY_MAX. */
export const moneyInput = z
  .number()
  .nonnegative()
  .max(MONEY_MAX, moneyMaxMessage())
  .refine(twoDecimals.check, twoDecimals.message);

/** An amount that must be charged or refunded: at least one cent. */
export const positiveMoneyInput = z
  .number()
  .min(0.01, 'Must be at least 0.01.')
  .max(MONEY_MAX, moneyMaxMessage())
  .refine(twoDecimals.check, twoDecimals.message);

/** A money amount as decimal text (operator top-ups): at most two decimals, at most MONEY_MAX. */
export const moneyTextInput = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, 'Must be a decimal amount such as 100.00.')
  .refine((text) => Number(text) <= MONEY_MAX, moneyMaxMessage());

export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
