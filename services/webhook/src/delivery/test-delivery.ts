import { randomUUID } from 'node:crypto';
import { EVENT_CATALOGUE, type WebhookEventName } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';
import type { WebhookPrisma } from '../db/client';
import { serialiseEnvelope } from '../domain/envelope';
import { queueDelivery } from './queue';

/**
 * A test delivery: the event's envelope and field set with synthetic values (spec "Envelope"),
 * queued and signed exactly like a live one, marked `is_test` in the log.
 */
export function queueTestDelivery(
  prisma: WebhookPrisma,
  webhook: { id: string; shopId: string; url: string },
  event: WebhookEventName,
  now: Date,
) {
  const data = EVENT_CATALOGUE[event].example({
    shopId: webhook.shopId,
    now,
    id: (prefix = '') => `${prefix}${randomUUID()}`,
  });
  const body = serialiseEnvelope({
    event,
    data: data as Record<string, unknown>,
    created_at: toUnixSeconds(now),
    ordering_key: `test_${randomUUID()}`,
    sequence: 1,
  });
  return prisma.$transaction((tx) =>
    queueDelivery(
      tx,
      { shopId: webhook.shopId, webhookId: webhook.id, event, url: webhook.url, body, isTest: true },
      now,
    ),
  );
}
