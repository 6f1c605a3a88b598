import { z } from 'zod';

const iso = z.iso.datetime({ offset: true });

/** `product:created|updated|deleted` (names and shape ours). */
export const productLifecyclePayloadSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  title: z.string(),
  type: z.string(),
  price: z.number(),
  currency: z.string(),
  created_at: iso,
  updated_at: iso,
});

/** `product:stock` (spec name): a direct catalog stock edit; checkouts report through `order:paid`. */
export const productStockPayloadSchema = z.object({
  product_id: z.string(),
  uniqid: z.string(),
  title: z.string(),
  variant_id: z.string().nullable(),
  previous_stock: z.number().int(),
  stock: z.number().int(),
  change_source: z.enum(['api', 'dashboard']),
  changed_at: iso,
});
