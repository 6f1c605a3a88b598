import { z } from 'zod';

/** Developer API timestamps are Unix seconds (integers). */
export const unixSeconds = z.number().int().nonnegative();

/** Every id of the platform is a UUID (v7 where we mint it, so ids sort by creation time). */
export const idSchema = z.uuid();

export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'Must be an ISO 4217 code such as USD.');

const twoDecimals = {
  check: (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
  message: 'At most two decimal places.',
};

/** A money amount in a request: non-negative, at most two decimals (stored as numeric(18,2)). */
export const moneyInput = z
  .number()
  .nonnegative()
  .max(1_000_000_000)
  .refine(twoDecimals.check, twoDecimals.message);

/** An amount that must be charged or refunded: at least one cent. */
export const positiveMoneyInput = z
  .number()
  .min(0.01, 'Must be at least 0.01.')
  .max(1_000_000_000)
  .refine(twoDecimals.check, twoDecimals.message);

export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
