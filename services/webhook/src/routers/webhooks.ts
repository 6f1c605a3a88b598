import {
  createWebhookInputSchema,
  type Principal,
  deletedWebhookSchema,
  listWebhooksInputSchema,
  queuedDeliverySchema,
  replayWebhookProcedureInputSchema,
  ROTATION_OVERLAP_DEFAULT_SECONDS,
  rotateWebhookSecretInputSchema,
  testWebhookInputSchema,
  updateWebhookInputSchema,
  webhookListSchema,
  webhookReplaySchema,
  webhookRefSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import {
  newestFirstPage,
  router,
  sealSecret,
  secretHint,
  shopProcedure,
  uniqid,
  uuidv7,
} from '@shopforge/service-kit';
import { generateWebhookSecret } from '@shopforge/webhook-signature';
import { announceLicenseKeyDestination } from '../db/license-key-notice';
import { assertDeliverableUrl } from '../delivery/target';
import type { WebhookDeps } from '../deps';
import { toLogRecord, toWebhookRecord } from '../domain/records';
import { replayEvents } from '../delivery/replay';
import { queueTestDelivery } from '../delivery/test-delivery';
import { assertWebhookWithin } from './webhook-authority';
import { findWebhook } from './webhook-lookup';

const LIST_BINDING = 'webhooks';
const WEBHOOK_NEEDS = 'Deliveries of this webhook need';

export function webhooksRouter(deps: WebhookDeps) {
  const { prisma, clock, cursors, settings } = deps;
  const policy = { allowLoopback: settings.allowLoopback };
  /** A product-level webhook stores the product's id, whichever handle the caller gave. */
  const productIdOf = async (principal: Principal, ref: string | null | undefined) => {
    if (ref === undefined || ref === null) return ref;
    const id = await deps.catalog.resolve(principal, ref);
    if (id === null)
      throw validationError([{ path: ['product_id'], message: 'No such product in this shop.' }]);
    return id;
  };

  return router({
    create: shopProcedure
      .input(createWebhookInputSchema)
      .output(webhookWithSecretSchema)
      .mutation(async ({ ctx, input }) => {
        assertWebhookWithin(ctx.principal.scopes, input.events, 'Deliveries of these events need');
        const url = await assertDeliverableUrl(input.url, policy);
        const productId = await productIdOf(ctx.principal, input.product_id);
        const secret = generateWebhookSecret();
        const now = clock.now();
        const row = await prisma.$transaction(async (tx) => {
          const created = await tx.webhook.create({
            data: {
              id: uuidv7(now.getTime()),
              uniqid: uniqid(),
              shopId: ctx.shopId,
              url,
              events: input.events,
              description: input.description ?? null,
              productId: productId ?? null,
              isActive: input.is_active ?? true,
              retrySchedule: input.retry_schedule ?? 'standard',
              secretCiphertext: sealSecret(settings.secretKey, secret),
              secretHint: secretHint(secret),
              createdAt: now,
              updatedAt: now,
            },
          });
          await announceLicenseKeyDestination(tx, ctx.principal, null, created, now);
          return created;
        });
        return { ...toWebhookRecord(row, now), secret };
      }),

    list: shopProcedure
      .input(listWebhooksInputSchema)
      .output(webhookListSchema)
      .query(async ({ ctx, input }) => {
        const { items, pagination } = await newestFirstPage(cursors, input, LIST_BINDING, (below, take) =>
          prisma.webhook.findMany({ where: { shopId: ctx.shopId, ...below }, orderBy: { id: 'desc' }, take }),
        );
        const now = clock.now();
        return { data: items.map((row) => toWebhookRecord(row, now)), pagination };
      }),

    get: shopProcedure
      .input(webhookRefSchema)
      .output(webhookSchema)
      .query(async ({ ctx, input }) =>
        toWebhookRecord(await findWebhook(prisma, ctx.shopId, input.id), clock.now()),
      ),

    update: shopProcedure
      .input(updateWebhookInputSchema.extend(webhookRefSchema.shape))
      .output(webhookSchema)
      .mutation(async ({ ctx, input }) => {
        const existing = await findWebhook(prisma, ctx.shopId, input.id);
        assertWebhookWithin(
          ctx.principal.scopes,
          [...existing.events, ...(input.events ?? [])],
          'Deliveries of this webhook need, or would need,',
        );
        const url = input.url === undefined ? undefined : await assertDeliverableUrl(input.url, policy);
        const productId = await productIdOf(ctx.principal, input.product_id);
        const row = await prisma.$transaction(async (tx) => {
          const updated = await tx.webhook.update({
            where: { id: existing.id },
            data: {
              ...(url === undefined ? {} : { url }),
              ...(input.events === undefined ? {} : { events: input.events }),
              ...(input.description === undefined ? {} : { description: input.description }),
              ...(productId === undefined ? {} : { productId }),
              // Turned on again (or off by hand): the platform's reason no longer applies.
              ...(input.is_active === undefined
                ? {}
                : { isActive: input.is_active, disabledReason: null, disabledAt: null }),
              ...(input.retry_schedule === undefined ? {} : { retrySchedule: input.retry_schedule }),
              updatedAt: clock.now(),
            },
          });
          await announceLicenseKeyDestination(tx, ctx.principal, existing, updated, clock.now());
          return updated;
        });
        return toWebhookRecord(row, clock.now());
      }),

    delete: shopProcedure
      .input(webhookRefSchema)
      .output(deletedWebhookSchema)
      .mutation(async ({ ctx, input }) => {
        const existing = await findWebhook(prisma, ctx.shopId, input.id);
        assertWebhookWithin(ctx.principal.scopes, existing.events, WEBHOOK_NEEDS);
        // Logs stay (their webhook_id becomes null); deliveries still queued end FAILED.
        await prisma.webhook.delete({ where: { id: existing.id } });
        return { id: existing.id, deleted: true as const };
      }),

    /**
     * A new secret at once; the one it replaces keeps signing beside it for `overlap_seconds`
     * (24 h by default), so receivers switch without a gap. Rotating again during an overlap
     * drops the older of the two: at most two secrets sign.
     */
    rotateSecret: shopProcedure
      .input(rotateWebhookSecretInputSchema.extend(webhookRefSchema.shape))
      .output(webhookWithSecretSchema)
      .mutation(async ({ ctx, input }) => {
        const existing = await findWebhook(prisma, ctx.shopId, input.id);
        assertWebhookWithin(ctx.principal.scopes, existing.events, WEBHOOK_NEEDS);
        const secret = generateWebhookSecret();
        const now = clock.now();
        const overlapMs = (input.overlap_seconds ?? ROTATION_OVERLAP_DEFAULT_SECONDS) * 1000;
        const row = await prisma.webhook.update({
          where: { id: existing.id },
          data: {
            secretCiphertext: sealSecret(settings.secretKey, secret),
            secretHint: secretHint(secret),
            previousSecretCiphertext: overlapMs > 0 ? existing.secretCiphertext : null,
            previousSecretExpiresAt: overlapMs > 0 ? new Date(now.getTime() + overlapMs) : null,
            updatedAt: now,
          },
        });
        return { ...toWebhookRecord(row, now), secret };
      }),

    test: shopProcedure
      .input(testWebhookInputSchema.extend(webhookRefSchema.shape))
      .output(queuedDeliverySchema)
      .mutation(async ({ ctx, input }) => {
        const webhook = await findWebhook(prisma, ctx.shopId, input.id);
        assertWebhookWithin(ctx.principal.scopes, webhook.events, WEBHOOK_NEEDS);
        if (!webhook.events.includes(input.event)) {
          throw new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
            details: [{ field: 'event', message: `This webhook is not subscribed to "${input.event}".` }],
          });
        }
        const row = await queueTestDelivery(prisma, webhook, input.event, clock.now());
        return { message: 'Test webhook queued', data: toLogRecord(row) };
      }),

    replay: shopProcedure
      .input(replayWebhookProcedureInputSchema)
      .output(webhookReplaySchema)
      .mutation(async ({ ctx, input }) => {
        const webhook = await findWebhook(prisma, ctx.shopId, input.id);
        assertWebhookWithin(ctx.principal.scopes, webhook.events, WEBHOOK_NEEDS);
        if (!webhook.isActive) {
          throw new AppError(
            'CONFLICT',
            'This webhook is disabled; enable it (PATCH is_active: true) before replaying events to it.',
          );
        }
        return replayEvents(deps, webhook, input);
      }),
  });
}
