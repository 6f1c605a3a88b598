import { z } from 'zod';

/**
 * Serial stock of SERIALS products: codes added in bulk, counted, removed, and
 * claimed by other services for a stable reference (an order id, a reseller order id).
 */

export const SERIAL_MAX_LENGTH = 500;
export const SERIALS_PER_REQUEST_MAX = 10_000;

const code = z.string().trim().min(1).max(SERIAL_MAX_LENGTH);

/** Codes as an array, or as one string split on the product's `stock_delimiter`. */
export const addSerialsInputSchema = z.strictObject({
  serials: z.union([
    z
      .string()
      .min(1)
      .max(SERIALS_PER_REQUEST_MAX * 64),
    z.array(code).min(1).max(SERIALS_PER_REQUEST_MAX),
  ]),
  variant_id: z.uuid().nullable().optional(),
});
export type AddSerialsInput = z.infer<typeof addSerialsInputSchema>;

/** Removes available (unsold) codes: the ones listed, or all of them with `all: true`. */
export const removeSerialsInputSchema = z
  .strictObject({
    serials: z.array(code).min(1).max(SERIALS_PER_REQUEST_MAX).optional(),
    all: z.literal(true).optional(),
    variant_id: z.uuid().nullable().optional(),
  })
  .refine((input) => (input.serials === undefined) !== (input.all === undefined), {
    message: 'Give either `serials` (the codes to remove) or `all: true`.',
    path: ['serials'],
  });

export const serialCountsSchema = z.object({
  variant_id: z.string().nullable(),
  available: z.number().int().nonnegative(),
  claimed: z.number().int().nonnegative(),
});

/** `GET /dev/v1/products/{id}/serials`, and the answer of add/remove. */
export const serialStockSchema = z.object({
  product_id: z.string(),
  /** Available codes of the product (all variants): the product's `stock`. */
  stock: z.number().int().nonnegative(),
  counts: z.array(serialCountsSchema),
  /** Codes added or removed by this request (0 on a plain read). */
  changed: z.number().int().nonnegative(),
  /** Codes of the request already in stock (add) or not found among available ones (remove). */
  skipped: z.number().int().nonnegative(),
});
export type SerialStock = z.infer<typeof serialStockSchema>;

const reference = z.string().min(1).max(128);

/** Internal (billing, reseller): take N codes for a reference, atomically and idempotently. */
export const claimSerialsInputSchema = z.strictObject({
  shop_id: z.uuid(),
  product_id: z.string().min(1).max(64),
  variant_id: z.uuid().nullable().optional(),
  quantity: z.number().int().min(1).max(100_000),
  reference,
});
export const claimedSerialsSchema = z.object({
  reference,
  product_id: z.string(),
  variant_id: z.string().nullable(),
  serials: z.array(z.object({ id: z.string(), code: z.string() })),
  /** True when the reference already held these codes (a retried claim). */
  reused: z.boolean(),
});
export type ClaimedSerials = z.infer<typeof claimedSerialsSchema>;

/** Compensation: hands a reference's codes back to stock. */
export const releaseSerialsInputSchema = z.strictObject({ shop_id: z.uuid(), reference });
export const releasedSerialsSchema = z.object({ reference, released: z.number().int().nonnegative() });

/**
 * Internal (billing): take units of a non-serial product's stock for a reference (an order
 * line). Unlimited stock (-1) is never reduced. Idempotent per reference.
 */
export const takeStockInputSchema = z.strictObject({
  shop_id: z.uuid(),
  product_id: z.string().min(1).max(64),
  variant_id: z.uuid().nullable().optional(),
  quantity: z.number().int().min(1).max(100_000),
  reference,
});
export const takenStockSchema = z.object({
  reference,
  product_id: z.string(),
  variant_id: z.string().nullable(),
  quantity: z.number().int(),
  /** Stock left after the take; -1 when unlimited. */
  remaining: z.number().int(),
  reused: z.boolean(),
});
export const restoredStockSchema = z.object({ reference, restored: z.number().int().nonnegative() });
