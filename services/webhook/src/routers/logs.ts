import {
  listWebhookLogsInputSchema,
  queuedDeliverySchema,
  webhookLogDetailSchema,
  webhookLogListSchema,
  webhookRefSchema,
} from '@shopforge/contracts';
import { isUniqueViolation } from '@shopforge/db/errors';
import { AppError } from '@shopforge/errors';
import { jsonListPage, jsonPageOutput, router, shopProcedure } from '@shopforge/service-kit';
import type { z } from 'zod';
import { nextResend, queueDelivery } from '../delivery/queue';
import { listLogPage } from '../db/list-logs';
import type { WebhookDeps } from '../deps';
import { mayViewDeliveredGoods } from '../domain/delivered-goods';
import { toLogDetail, toLogRecord } from '../domain/records';
import { assertWebhookWithin } from './webhook-authority';
import { findDelivery, findWebhook } from './webhook-lookup';

export function logsRouter(deps: WebhookDeps) {
  const { prisma, clock } = deps;

  return router({
    /**
     * Page-based (spec "Page-based lists"), newest first; optional webhook/status/event filters.
     * One statement serialises the page and counts the rows (db/list-logs.ts).
     */
    list: shopProcedure
      .input(listWebhookLogsInputSchema)
      .output(jsonPageOutput(webhookLogListSchema))
      .query(async ({ ctx, input }) => {
        const webhookId = input.webhook_id
          ? (await findWebhook(prisma, ctx.shopId, input.webhook_id)).id
          : undefined;
        const page = await listLogPage(deps.sql, {
          shopId: ctx.shopId,
          webhookId,
          status: input.status,
          event: input.event,
          page: input.page,
          limit: input.limit,
        });
        return jsonListPage<z.output<typeof webhookLogListSchema>>(page.items, page.pagination);
      }),

    get: shopProcedure
      .input(webhookRefSchema)
      .output(webhookLogDetailSchema)
      .query(async ({ ctx, input }) => {
        const row = await findDelivery(prisma, ctx.shopId, input.id);
        const attempts = await prisma.webhookDeliveryAttempt.findMany({
          where: { deliveryId: row.id },
          orderBy: { number: 'asc' },
        });
        return toLogDetail(row, attempts, mayViewDeliveredGoods(ctx.principal.scopes));
      }),

    /**
     * Only a FAILED delivery can be retried: it queues a new delivery (new id, so receivers
     * that deduplicate still accept it) of the same frozen body, to the webhook's current URL.
     */
    retry: shopProcedure
      .input(webhookRefSchema)
      .output(queuedDeliverySchema)
      .mutation(async ({ ctx, input }) => {
        const failed = await findDelivery(prisma, ctx.shopId, input.id);
        if (failed.status !== 'FAILED') {
          throw new AppError(
            'BAD_REQUEST',
            `Only a failed delivery can be retried; this one is ${failed.status}.`,
          );
        }
        const target = failed.webhookId
          ? await prisma.webhook.findUnique({ where: { id: failed.webhookId } })
          : failed.callbackId
            ? await prisma.paymentCallback.findUnique({ where: { id: failed.callbackId } })
            : null;
        if (!target) throw new AppError('BAD_REQUEST', 'The webhook of this delivery was deleted.');
        // What the retry reveals: the event it carries, and, for a webhook, all it subscribes to.
        assertWebhookWithin(
          ctx.principal.scopes,
          'events' in target ? [...target.events, failed.event] : [failed.event],
          'Deliveries of this webhook need',
        );
        const now = clock.now();
        // The copy carries the same bus event as a resend, so a replay knows the event arrived.
        const row = await prisma
          .$transaction(async (tx) =>
            queueDelivery(
              tx,
              {
                shopId: failed.shopId,
                webhookId: failed.webhookId,
                callbackId: failed.callbackId,
                sourceEventId: failed.sourceEventId,
                resend: await nextResend(tx, failed),
                event: failed.event,
                url: target.url,
                body: failed.body,
                invoiceUniqid: failed.invoiceUniqid,
                isTest: failed.isTest,
                retryOf: failed.id,
              },
              now,
            ),
          )
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) {
              throw new AppError('CONFLICT', 'This event is already being sent to this endpoint again.');
            }
            throw error;
          });
        return { message: 'Webhook retry queued', data: toLogRecord(row) };
      }),
  });
}
