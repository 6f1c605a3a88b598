import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';

/**
 * A replacement audit event (`GET /replacement-events/{id}`): which delivered serial was
 * replaced by which, on which order line, why and by whom. It carries goods (serial codes), so
 * reading it needs `orders.read` and `licenses.read`.
 */
export const replacementEventSchema = z.object({
  id: idSchema,
  invoice_uniqid: z.string(),
  line_item_id: idSchema,
  product_id: idSchema,
  product_title: z.string(),
  old_serial: z.string(),
  new_serial: z.string(),
  reason: z.string().nullable(),
  actor: z.object({ type: z.enum(['api', 'system']) }),
  created_at: unixSeconds,
});
export type ReplacementEvent = z.infer<typeof replacementEventSchema>;

/** `POST /orders/{id}/items/{line_id}/replace`: the delivered serial to replace, and why. */
export const replaceSerialInputSchema = z.strictObject({
  serial: z.string().trim().min(1).max(1000),
  reason: z.string().trim().min(1).max(500).optional(),
});

export const replacementEventIdInputSchema = z.object({ id: z.string().max(64) });
