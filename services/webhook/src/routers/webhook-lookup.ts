import { byIdOrUniqid } from '@shopforge/service-kit';
import { AppError } from '@shopforge/errors';
import type { WebhookPrisma } from '../db/client';

/** `{id}` in a path is the webhook's id or its uniqid; another shop's webhook is "not found". */
export async function findWebhook(prisma: WebhookPrisma, shopId: string, ref: string) {
  const row = await prisma.webhook.findFirst({
    where: { shopId, ...byIdOrUniqid(ref) },
  });
  if (!row) throw new AppError('NOT_FOUND', 'Webhook not found.');
  return row;
}

export async function findDelivery(prisma: WebhookPrisma, shopId: string, ref: string) {
  const row = await prisma.webhookDelivery.findFirst({
    where: { shopId, ...byIdOrUniqid(ref) },
  });
  if (!row) throw new AppError('NOT_FOUND', 'Webhook log not found.');
  return row;
}
