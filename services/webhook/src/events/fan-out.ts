import { isWebhookEventName, WEBHOOK_EVENT_FAMILIES } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { type EventEnvelope, topicForFamily } from '@shopforge/events';
import { toUnixSeconds } from '@shopforge/service-kit';
import type { EventConsumer } from '@shopforge/service-kit/define';
import { injectTraceHeaders } from '@shopforge/telemetry';
import {
  type EventRecord,
  type QueuedDelivery,
  queueDeliveries,
  recordEvent,
} from '../delivery/queue-deliveries';
import type { WebhookDeps } from '../deps';
import { withoutDeliveredGoods } from '../domain/delivered-goods';
import { eventBodies } from '../domain/event-body';
import { invoiceReference } from '../domain/invoice-reference';

const CONSUMER = 'webhook.fan-out';

/**
 * Records each subscribable event for the events API and turns it into one queued delivery per
 * matching endpoint: one statement reads the endpoints, one records the event and queues the
 * deliveries with the event's dedupe marker and their announcements
 * (delivery/queue-deliveries.ts: a redelivered event queues nothing twice, and a crash before it
 * commits leaves the event to be redelivered). The body is frozen here (spec "Delivery": retries
 * resend the same state). An event no endpoint wants costs the read and its record only.
 */
export async function fanOut(deps: WebhookDeps, event: EventEnvelope): Promise<number> {
  if (!isWebhookEventName(event.type) || event.shop_id === null) return 0;
  const shopId = event.shop_id;
  const now = deps.clock.now();
  const invoiceUniqid = invoiceReference(event.type, event.data);
  const record: EventRecord = {
    id: event.id,
    shop_id: shopId,
    type: event.type,
    object_id: event.aggregate_id,
    sequence: event.sequence,
    data: event.data,
    redacted_data: withoutDeliveredGoods(event.data),
    created_at: event.occurred_at,
  };
  const bodyFor = eventBodies({
    type: event.type,
    data: event.data,
    createdAt: toUnixSeconds(new Date(event.occurred_at)),
    objectId: event.aggregate_id,
    sequence: event.sequence,
  });

  const deliveries: QueuedDelivery[] = [];
  for (const endpoint of await endpointsFor(deps.sql, shopId, event.type, invoiceUniqid)) {
    const body = bodyFor(endpoint.product_id);
    if (body === null) continue;
    const webhook = endpoint.kind === 'webhook';
    deliveries.push({
      webhookId: webhook ? endpoint.id : null,
      callbackId: webhook ? null : endpoint.id,
      url: endpoint.url,
      body,
      sourceEventId: event.id,
      event: event.type,
      invoiceUniqid,
      resend: 0,
      dueAt: now,
    });
  }
  if (deliveries.length === 0) {
    await recordEvent(deps.sql, record);
    return 0;
  }
  return queueDeliveries(
    deps.sql,
    {
      shopId,
      marker: { eventId: event.id, consumer: CONSUMER },
      record,
      traceparent: injectTraceHeaders({}).traceparent ?? null,
      deliveries,
    },
    now,
  );
}

export interface Endpoint {
  kind: 'webhook' | 'callback';
  id: string;
  url: string;
  product_id: string | null;
}

/**
 * The event's endpoints: the shop's active webhooks subscribed to it (by id), then the payment
 * callback waiting for its invoice. Read before the queueing statement, outside a transaction:
 * an endpoint deleted in between makes that statement fail its foreign key, and the redelivered
 * event is fanned out afresh.
 */
export function endpointsFor(
  sql: SqlExecutor,
  shopId: string,
  type: string,
  invoiceUniqid: string | null,
): Promise<Endpoint[]> {
  return sql.query<Endpoint>(
    `SELECT 'webhook' AS "kind", "id", "url", "product_id" FROM "webhooks"
      WHERE "shop_id" = $1::uuid AND "is_active" AND $2 = ANY("events")
     UNION ALL
     SELECT 'callback', "id", "url", NULL FROM "payment_callbacks"
      WHERE "shop_id" = $1::uuid AND "invoice_uniqid" = $3
     ORDER BY "kind" DESC, "id"`,
    [shopId, type, invoiceUniqid],
  );
}

/** One consumer per merchant-facing family topic; the service name is the consumer group. */
export function webhookConsumers(deps: WebhookDeps): EventConsumer[] {
  return WEBHOOK_EVENT_FAMILIES.map((family) => ({
    topic: topicForFamily(family),
    handler: async (event) => {
      await fanOut(deps, event);
    },
  }));
}
