import { WEBHOOK_DELIVERY_PROGRESS_EVENT, webhookDeliveryProgressSchema } from '@shopforge/contracts';
import { type EventEnvelope, handleOnce, prismaExecutor, topicForFamily } from '@shopforge/events';
import type { EventConsumer } from '@shopforge/service-kit/define';
import type { BillingDeps } from '../deps';

const CONSUMER = 'billing.webhook-timeline';

/**
 * The timeline link (spec "Timeline link"): each delivery of an invoice's event is one
 * `webhook` entry (id = delivery id) showing its latest state. Progress events of a delivery
 * arrive in order, but redelivery can repeat an old one: a state with fewer attempts than the
 * stored one never overwrites it.
 */
export async function recordWebhookProgress(
  deps: Pick<BillingDeps, 'prisma' | 'clock'>,
  event: EventEnvelope,
): Promise<boolean> {
  if (event.type !== WEBHOOK_DELIVERY_PROGRESS_EVENT || event.shop_id === null) return false;
  const progress = webhookDeliveryProgressSchema.parse(event.data);
  if (progress.invoice_uniqid === null) return false;
  const shopId = event.shop_id;
  const invoiceUniqid = progress.invoice_uniqid;
  const now = deps.clock.now();
  const facts = {
    webhook: {
      event: progress.event,
      url: progress.url,
      status: progress.status,
      attempts: progress.attempts,
      response_code: progress.response_code,
      error_message: progress.error_message,
    },
  };
  const outcome = await deps.prisma.$transaction((tx) =>
    handleOnce(prismaExecutor(tx), CONSUMER, event, async () => {
      const existing = await tx.timelineEntry.findUnique({ where: { id: progress.delivery_id } });
      if (!existing) {
        await tx.timelineEntry.create({
          data: {
            id: progress.delivery_id,
            shopId,
            invoiceUniqid,
            type: 'webhook',
            occurredAt: new Date(progress.occurred_at),
            facts,
            createdAt: now,
            updatedAt: now,
          },
        });
        return true;
      }
      const stored = (existing.facts as { webhook?: { attempts?: number } }).webhook?.attempts ?? 0;
      if (existing.shopId !== shopId || progress.attempts < stored) return false;
      await tx.timelineEntry.update({ where: { id: existing.id }, data: { facts, updatedAt: now } });
      return true;
    }),
  );
  return outcome.handled && outcome.result;
}

export function billingConsumers(deps: Pick<BillingDeps, 'prisma' | 'clock'>): EventConsumer[] {
  return [
    {
      topic: topicForFamily('webhook'),
      handler: async (event) => void (await recordWebhookProgress(deps, event)),
    },
  ];
}
