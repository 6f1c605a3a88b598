import { isWebhookEventName, WEBHOOK_EVENT_FAMILIES } from '@shopforge/contracts';
import { type EventEnvelope, handleOnce, prismaExecutor, topicForFamily } from '@shopforge/events';
import type { EventConsumer } from '@shopforge/service-kit/define';
import { toUnixSeconds } from '@shopforge/service-kit';
import { queueDelivery } from '../delivery/queue';
import type { WebhookDeps } from '../deps';
import { serialiseEnvelope } from '../domain/envelope';
import { invoiceReference } from '../domain/invoice-reference';
import { scopeToProduct } from '../domain/product-scope';

const CONSUMER = 'webhook.fan-out';

/**
 * Turns each subscribable event into one queued delivery per matching endpoint, in one
 * transaction with the event's dedupe marker: a redelivered event queues nothing twice, and a
 * crash before commit leaves the event to be redelivered. The body is frozen here (spec
 * "Delivery": retries resend the same state).
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

  // Most events reach no endpoint: one statement on the driver settles those without a
  // transaction (docs/adr/0007-hot-paths-leave-the-orm.md). Nothing is queued for them, so there
  // is nothing a redelivery could queue twice and no dedupe marker to write.
  if (!(await mayQueue(deps, shopId, event.type, invoiceUniqid))) return 0;
  const outcome = await deps.prisma.$transaction(async (tx) =>
    handleOnce(prismaExecutor(tx), CONSUMER, event, async () => {
      let queued = 0;
      const hooks = await tx.webhook.findMany({
        where: { shopId, isActive: true, events: { has: event.type } },
        orderBy: { id: 'asc' },
      });
      for (const hook of hooks) {
        const data = hook.productId ? scopeToProduct(event.data, hook.productId) : event.data;
        if (data === null) continue;
        await queueDelivery(
          tx,
          {
            shopId,
            webhookId: hook.id,
            sourceEventId: event.id,
            event: event.type,
            url: hook.url,
            body: bodyFor(data),
            invoiceUniqid,
          },
          now,
        );
        queued += 1;
      }
      if (invoiceUniqid !== null) {
        const callback = await tx.paymentCallback.findUnique({
          where: { shopId_invoiceUniqid: { shopId, invoiceUniqid } },
        });
        if (callback) {
          await queueDelivery(
            tx,
            {
              shopId,
              callbackId: callback.id,
              sourceEventId: event.id,
              event: event.type,
              url: callback.url,
              body: bodyFor(event.data),
              invoiceUniqid,
            },
            now,
          );
          queued += 1;
        }
      }
      return queued;
    }),
  );
  return outcome.handled ? outcome.result : 0;
}

/** Whether an active endpoint subscribes to the event, or a payment callback waits for its invoice. */
async function mayQueue(
  deps: WebhookDeps,
  shopId: string,
  type: string,
  invoiceUniqid: string | null,
): Promise<boolean> {
  const [row] = await deps.sql.query<{ matches: boolean }>(
    `SELECT EXISTS (
        SELECT 1 FROM "webhooks" WHERE "shop_id" = $1::uuid AND "is_active" AND $2 = ANY("events")
      ) OR EXISTS (
        SELECT 1 FROM "payment_callbacks" WHERE "shop_id" = $1::uuid AND "invoice_uniqid" = $3
      ) AS "matches"`,
    [shopId, type, invoiceUniqid],
  );
  return row?.matches === true;
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
