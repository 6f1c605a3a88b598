import { AppError } from '@shopforge/errors';
import type { WebhookPrisma } from '../db/client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{id}` in a path is the webhook's id or its uniqid; another shop's webhook is "not found". */
export async function findWebhook(prisma: WebhookPrisma, shopId: string, ref: string) {
  const row = await prisma.webhook.findFirst({
    where: { shopId, ...(UUID.test(ref) ? { id: ref.toLowerCase() } : { uniqid: ref }) },
  });
  if (!row) throw new AppError('NOT_FOUND', 'Webhook not found.');
  return row;
}

export async function findDelivery(prisma: WebhookPrisma, shopId: string, ref: string) {
  const row = await prisma.webhookDelivery.findFirst({
    where: { shopId, ...(UUID.test(ref) ? { id: ref.toLowerCase() } : { uniqid: ref }) },
  });
  if (!row) throw new AppError('NOT_FOUND', 'Webhook log not found.');
  return row;
}
