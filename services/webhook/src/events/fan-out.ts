import { isWebhookEventName, WEBHOOK_EVENT_FAMILIES } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { type EventEnvelope, topicForFamily } from '@shopforge/events';
import { toUnixSeconds } from '@shopforge/service-kit';
import type { EventConsumer } from '@shopforge/service-kit/define';
import { injectTraceHeaders } from '@shopforge/telemetry';
import { type FanOutTarget, queueFanOut } from '../delivery/queue-fan-out';
import type { WebhookDeps } from '../deps';
import { serialiseEnvelope } from '../domain/envelope';
import { invoiceReference } from '../domain/invoice-reference';
import { scopeToProduct } from '../domain/product-scope';

const CONSUMER = 'webhook.fan-out';

/**
 * Turns each subscribable event into one queued delivery per matching endpoint: one statement
 * reads the endpoints, one queues the deliveries with the event's dedupe marker and their
 * announcements (delivery/queue-fan-out.ts: a redelivered event queues nothing twice, and a
 * crash before it commits leaves the event to be redelivered). The body is frozen here (spec
 * "Delivery": retries resend the same state). Events no endpoint wants cost the read only:
 * nothing is queued for them, so there is nothing a redelivery could queue twice.
 */
export async function fanOut(deps: WebhookDeps, event: EventEnvelope): Promise<number> {
  if (!isWebhookEventName(event.type) || event.shop_id === null) return 0;
  const shopId = event.shop_id;
  const now = deps.clock.now();
  const createdAt = toUnixSeconds(new Date(event.occurred_at));
  const invoiceUniqid = invoiceReference(event.type, event.data);
  const bodyFor = (data: Record<string, unknown>) =>
    serialiseEnvelope({
      event: event.type,
      data,
      created_at: createdAt,
      ordering_key: event.aggregate_id,
      sequence: event.sequence,
    });

  const targets: FanOutTarget[] = [];
  // Serialised once: most endpoints get the event unscoped.
  const unscoped = bodyFor(event.data);
  for (const endpoint of await endpointsFor(deps.sql, shopId, event.type, invoiceUniqid)) {
    const scoped = endpoint.product_id ? scopeToProduct(event.data, endpoint.product_id) : event.data;
    if (scoped === null) continue;
    const body = scoped === event.data ? unscoped : bodyFor(scoped);
    const webhook = endpoint.kind === 'webhook';
    targets.push({
      webhookId: webhook ? endpoint.id : null,
      callbackId: webhook ? null : endpoint.id,
      url: endpoint.url,
      body,
    });
  }
  if (targets.length === 0) return 0;
  return queueFanOut(
    deps.sql,
    {
      id: event.id,
      consumer: CONSUMER,
      shopId,
      type: event.type,
      invoiceUniqid,
      traceparent: injectTraceHeaders({}).traceparent ?? null,
    },
    targets,
    now,
  );
}

interface Endpoint {
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
function endpointsFor(
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
