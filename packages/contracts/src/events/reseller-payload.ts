import { z } from 'zod';

const iso = z.iso.datetime({ offset: true });
/** Reseller amounts travel as decimal strings, as in the Reseller API. */
const amount = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * `data` of every reseller event (shapes not in the spec): which reseller, what happened to
 * which object, and the amount when money moved. One flat shape keeps consumers simple.
 */
export const resellerPayloadSchema = z.object({
  reseller_id: z.string(),
  reseller_email: z.string().nullable(),
  /** The object the event is about: invitation, order, campaign, payout or stock transfer id. */
  object_id: z.string(),
  object_type: z.enum([
    'invitation',
    'relationship',
    'order',
    'embed_campaign',
    'payout',
    'stock_purchase',
    'stock_item',
  ]),
  status: z.string().nullable(),
  amount: amount.nullable(),
  currency: z.string().nullable(),
  product_id: z.string().nullable(),
  quantity: z.number().int().nullable(),
  occurred_at: iso,
});
