import {
  type DeliveryStatus,
  timelineUrl,
  WEBHOOK_DELIVERY_PROGRESS_EVENT,
  type WebhookDeliveryProgress,
} from '@shopforge/contracts';
import { type PrismaRawClient, prismaExecutor, writeOutboxEvent } from '@shopforge/events';

export interface ProgressSnapshot {
  id: string;
  shopId: string;
  webhookId: string | null;
  invoiceUniqid: string | null;
  event: string;
  url: string;
  status: DeliveryStatus;
  attempts: number;
  responseCode: number | null;
  errorMessage: string | null;
}

/**
 * The timeline link (spec "Timeline link"): every state a delivery reaches is announced on
 * the bus, in the same transaction that records it, for billing to turn into `webhook`
 * timeline entries. Keyed by delivery, so one delivery's steps stay in order.
 */
export async function announceProgress(
  tx: PrismaRawClient,
  delivery: ProgressSnapshot,
  at: Date,
): Promise<void> {
  await writeOutboxEvent(prismaExecutor(tx), {
    type: WEBHOOK_DELIVERY_PROGRESS_EVENT,
    shop_id: delivery.shopId,
    aggregate_id: delivery.id,
    data: progressData(delivery, at),
    occurred_at: at,
  });
}

/**
 * The announcement's `data`. The hot paths (fan-out, the worker's record) write it with their own
 * statement rather than through `writeOutboxEvent`: its type is the contract's, so it needs no
 * check at run time (tests parse it with the contract's schema).
 */
export function progressData(delivery: ProgressSnapshot, at: Date): WebhookDeliveryProgress {
  return {
    delivery_id: delivery.id,
    webhook_id: delivery.webhookId,
    invoice_uniqid: delivery.invoiceUniqid,
    event: delivery.event,
    url: timelineUrl(delivery.url),
    status: delivery.status,
    attempts: delivery.attempts,
    response_code: delivery.responseCode,
    error_message: delivery.errorMessage,
    occurred_at: at.toISOString(),
  };
}
