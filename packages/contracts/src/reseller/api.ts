import { z } from 'zod';

/**
 * The Reseller API (`/reseller/v1`) records of the spec: money as decimal strings,
 * percentages as numbers, timestamps as ISO 8601 strings, snake_case names.
 */
const decimal = z.string();
const isoTime = z.string();

export const resellerTierRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  discount_percent: z.number(),
});

export const nextTierSchema = resellerTierRefSchema.extend({
  requirements: z.object({
    revenue: decimal.nullable(),
    orders: z.number().int().nullable(),
    requires_both: z.boolean(),
  }),
  remaining: z.object({ revenue: decimal.nullable(), orders: z.number().int().nullable() }),
});
export type NextTier = z.infer<typeof nextTierSchema>;

/** `GET /reseller/v1/me`. */
export const resellerMeSchema = z.object({
  shop: z.object({ id: z.string(), name: z.string(), slug: z.string(), currency: z.string() }),
  reseller: z.object({ id: z.string(), status: z.string(), email: z.string() }),
  tier: resellerTierRefSchema,
  progress: z.object({
    lifetime_revenue: decimal,
    lifetime_orders: z.number().int(),
    next_tier: nextTierSchema.nullable(),
  }),
});
export type ResellerMe = z.infer<typeof resellerMeSchema>;

export const PRICE_RUNGS = ['variant', 'product', 'tier'] as const;
export type PriceRung = (typeof PRICE_RUNGS)[number];

export const resellerCatalogVariantSchema = z.object({
  variant_id: z.string(),
  title: z.string(),
  stock: z.number().int(),
  supplier_backed: z.boolean(),
  orderable: z.boolean(),
  base_price: decimal,
  wholesale_price: decimal,
  discount_percent: z.number(),
  applied_override: z.enum(PRICE_RUNGS),
});

/** One row of `GET /reseller/v1/products`. */
export const resellerCatalogRowSchema = z.object({
  product_id: z.string(),
  uniqid: z.string(),
  title: z.string(),
  type: z.string(),
  stock: z.number().int(),
  supplier_backed: z.boolean(),
  orderable: z.boolean(),
  currency: z.string(),
  base_price: decimal,
  wholesale_price: decimal,
  discount_percent: z.number(),
  applied_override: z.enum(PRICE_RUNGS),
  volume_discount_enabled: z.boolean(),
  variants: z.array(resellerCatalogVariantSchema),
});
export type ResellerCatalogRow = z.infer<typeof resellerCatalogRowSchema>;

const page = z.coerce.number({ error: 'Must be an integer of at least 1.' }).int().min(1).max(1_000_000);
const perPage = z.coerce.number({ error: 'Must be an integer from 1 to 100.' }).int().min(1).max(100);

export const resellerProductsQuerySchema = z.object({
  search: z.string().max(128, 'At most 128 characters.').optional(),
  page: page.default(1),
  per_page: perPage.default(25),
});

export const resellerPagePaginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const resellerProductListSchema = z.object({
  data: z.array(resellerCatalogRowSchema),
  pagination: resellerPagePaginationSchema,
  currency: z.string(),
});

/** `POST /reseller/v1/orders` body (spec limits: 1–100 items, quantity 1–100000). */
export const resellerOrderItemInputSchema = z.strictObject({
  product_id: z.string().trim().min(1).max(64),
  variant_id: z.string().trim().min(1).max(64).nullable().optional(),
  quantity: z.number().int('Must be an integer.').min(1).max(100_000),
});
export const createResellerOrderBodySchema = z.strictObject({
  items: z.array(resellerOrderItemInputSchema).min(1, 'At least one item.').max(100, 'At most 100 items.'),
});
export type CreateResellerOrderBody = z.infer<typeof createResellerOrderBodySchema>;

/** Spec "Limits": an Idempotency-Key of the Reseller API has at most 128 characters. */
export const RESELLER_IDEMPOTENCY_KEY_MAX_LENGTH = 128;

/** The procedure input: the body and the caller's Idempotency-Key (the gateway checked it is there). */
export const createResellerOrderInputSchema = createResellerOrderBodySchema.extend({
  idempotency_key: z.string().min(1).max(RESELLER_IDEMPOTENCY_KEY_MAX_LENGTH),
});

export const resellerOrderLineSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  variant_id: z.string().nullable(),
  title: z.string(),
  variant_title: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: decimal,
  total: decimal,
  delivered: z.boolean(),
  delivered_at: isoTime.nullable(),
  /** Always an array: empty when nothing was delivered. */
  serials: z.array(z.string()),
});

export const RESELLER_ORDER_STATUSES = ['PENDING', 'COMPLETED'] as const;

/** A reseller order (also what a fulfillment answers). */
export const resellerOrderSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  status: z.enum(RESELLER_ORDER_STATUSES),
  source: z.enum(['ORDER', 'FULFILLMENT']),
  currency: z.string(),
  total: decimal,
  charged: decimal,
  refunded_amount: decimal,
  partially_delivered: z.boolean(),
  reused: z.boolean(),
  external_order_id: z.string().nullable(),
  customer_email: z.string().nullable(),
  items: z.array(resellerOrderLineSchema),
  created_at: isoTime,
  completed_at: isoTime.nullable(),
});
export type ResellerOrder = z.infer<typeof resellerOrderSchema>;

export const IDEMPOTENCY_STATUSES = ['created', 'cached', 'processing', 'bypassed'] as const;

/**
 * What became of an order request: the reseller service owns the Idempotency-Key (rules 1–6)
 * and says what happened; the gateway's route table turns each outcome into a status, the
 * `idempotency-status` header and a body.
 * - `created`: this request bought the order; `replayed`: an earlier request with the same key
 *   and basket did, and this is its order.
 * - `refused`: the order was refused (402, 404, 409 …); `replayed` when the refusal was stored
 *   under this key by an earlier request (rule 4: a cached 402 persists). `error` is the
 *   refusal exactly as it was first answered.
 * - `key_in_flight`: another request with this key is still running; `key_reused`: the key was
 *   used with another basket. Nothing was bought by this request in either case.
 */
export const resellerOrderOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('created'), order: resellerOrderSchema }),
  z.object({ outcome: z.literal('replayed'), order: resellerOrderSchema }),
  z.object({
    outcome: z.literal('refused'),
    replayed: z.boolean(),
    error: z.looseObject({ code: z.string(), message: z.string() }),
  }),
  z.object({ outcome: z.literal('key_in_flight') }),
  z.object({ outcome: z.literal('key_reused') }),
]);
export type ResellerOrderOutcome = z.infer<typeof resellerOrderOutcomeSchema>;
/** The body of a created (or replayed) order. */
export const resellerOrderCreatedSchema = z.object({ order: resellerOrderSchema });

export const resellerOrderListQuerySchema = z.object({
  page: page.default(1),
  per_page: perPage.default(25),
  /** A fulfillment by the client's own reference: no expiry, so a late retry can check first. */
  external_order_id: z.string().trim().min(1).max(128).optional(),
});
export const resellerOrderListSchema = z.object({
  data: z.array(resellerOrderSchema),
  pagination: resellerPagePaginationSchema,
});
export const resellerOrderRefSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** `POST /reseller/v1/fulfillments` (and the URL-only `GET /fulfillments/dynamic`). */
export const resellerFulfillmentBodySchema = z.strictObject({
  external_order_id: z.string().trim().min(1).max(128),
  customer_email: z.email({ error: 'Must be an email address.' }).max(254),
  product_id: z.string().trim().min(1).max(64),
  variant_id: z.string().trim().min(1).max(64).nullable().optional(),
  quantity: z.coerce.number({ error: 'Must be an integer from 1 to 100000.' }).int().min(1).max(100_000),
});
export const resellerFulfillmentDynamicQuerySchema = resellerFulfillmentBodySchema.extend({
  api_key: z.string().min(1).max(512),
});
export const resellerFulfillmentSchema = z.object({ fulfillment: resellerOrderSchema });
/** What became of a fulfillment: bought by this request, or found (an earlier one, same id). */
export const resellerFulfillmentOutcomeSchema = resellerFulfillmentSchema.extend({
  outcome: z.enum(['created', 'existing']),
});
export type ResellerFulfillmentOutcome = z.infer<typeof resellerFulfillmentOutcomeSchema>;
