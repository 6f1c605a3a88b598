import { z } from 'zod';

/**
 * The timeline link (spec "Timeline link"): the webhook worker announces each state a delivery
 * reaches; billing turns the ones about an invoice into `webhook` timeline entries.
 */
export const WEBHOOK_DELIVERY_PROGRESS_EVENT = 'webhook:delivery.progress';

export const webhookDeliveryProgressSchema = z.strictObject({
  delivery_id: z.string(),
  webhook_id: z.string().nullable(),
  /** The invoice the delivered event is about; null for events about no invoice. */
  invoice_uniqid: z.string().nullable(),
  event: z.string(),
  /** Origin and path only: the query may hold a token, so it never leaves the webhook service. */
  url: z.string().nullable(),
  status: z.enum(['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED']),
  attempts: z.number().int().nonnegative(),
  response_code: z.number().int().nullable(),
  error_message: z.string().nullable(),
  occurred_at: z.iso.datetime({ offset: true }),
});
export type WebhookDeliveryProgress = z.infer<typeof webhookDeliveryProgressSchema>;

/** `https://u:p@h.example/a/b?token=x#f` → `https://h.example/a/b`; null for a non-URL. */
export function timelineUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return null;
  }
}
