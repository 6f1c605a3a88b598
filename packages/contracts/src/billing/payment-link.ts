import { z } from 'zod';
import { currencySchema, idSchema, positiveMoneyInput, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

/**
 * A reusable link to pay (docs/payment-links.md): for a product (and quantity) of the catalog,
 * or for a fixed amount. Each buyer who opens it gets their own order at the hosted checkout.
 */
export const paymentLinkSchema = z.object({
  id: idSchema,
  uniqid: z.string(),
  url: z.string(),
  title: z.string(),
  product_id: idSchema.nullable(),
  quantity: z.number().int().positive(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  active: z.boolean(),
  /** How many buyers opened an order from it. */
  uses: z.number().int().nonnegative(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const createPaymentLinkInputSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(255).optional(),
    product_id: z.string().min(1).max(64).optional(),
    quantity: z.number().int().min(1).max(100).default(1),
    amount: positiveMoneyInput.optional(),
    currency: currencySchema.optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.product_id === undefined) === (input.amount === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'Give either product_id or amount.' });
    }
    if (input.amount !== undefined && input.title === undefined) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'A link for an amount needs a title.' });
    }
  });

export const listPaymentLinksQuerySchema = cursorQuerySchema;
export const listPaymentLinksInputSchema = cursorInputSchema;
export const paymentLinkListSchema = cursorPage(paymentLinkSchema);

/** What the public link page shows before the buyer gives their email. */
export const paymentLinkViewSchema = z.object({
  uniqid: z.string(),
  title: z.string(),
  price: z.string(),
  currency: z.string(),
  quantity: z.number().int(),
  active: z.boolean(),
});
export type PaymentLinkView = z.infer<typeof paymentLinkViewSchema>;
