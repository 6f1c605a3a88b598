import { z } from 'zod';
import { currencySchema, positiveMoneyInput, unixSeconds } from '../common';
import { INVOICE_STATUSES } from '../events/invoice-payload';
import { cryptoGatewayInput, gatewayInput, gatewayKind } from './gateways';

/** `POST /dev/v1/payments` (spec "Orders and payments"). */
export const createPaymentInputSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(255),
    email: z.email({ error: 'Must be an email address.' }).max(254),
    value: positiveMoneyInput,
    currency: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(currencySchema),
    gateway: gatewayInput.optional(),
    crypto_gateway: cryptoGatewayInput.optional(),
    /** A per-payment callback: this invoice's order events are also sent here. */
    webhook: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    /** Where the hosted checkout sends the buyer after paying. */
    return_url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    /**
     * Mail `email` the payment request (the `payment_request` template, with the checkout
     * address). Off by default: an API payment usually sends its buyer to `url` at once.
     */
    send_email: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (
      input.crypto_gateway !== undefined &&
      input.gateway !== undefined &&
      gatewayKind(input.gateway) !== 'crypto'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['crypto_gateway'],
        message: 'crypto_gateway goes with a crypto gateway (CRYPTO or TEST_CRYPTO).',
      });
    }
  });
export type CreatePaymentInput = z.infer<typeof createPaymentInputSchema>;

/** The spec's developer payment record, with the optional keys it names. */
export const paymentSchema = z.object({
  uniqid: z.uuid(),
  url: z.string(),
  url_branded: z.string(),
  total: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  created_at: unixSeconds,
  /** Only on creation, and only with a `webhook`: signs the per-payment callbacks. */
  webhook_secret: z.string().optional(),
  /** Only when the gateway is a hosted-checkout provider. */
  checkout_url: z.string().optional(),
  session_id: z.string().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentRefSchema = z.object({ uniqid: z.string().min(1).max(64) });
