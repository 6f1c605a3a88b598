import {
  buyerEmailListSchema,
  buyerEmailSchema,
  buyerEmailSettingsSchema,
  listBuyerEmailsInputSchema,
  mailNotificationsResultSchema,
  resellerDeliveryMailSchema,
  sendTestEmailInputSchema,
  updateBuyerEmailSettingsInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { internalProcedure, isUuid, newestFirstPage, router, shopProcedure } from '@shopforge/service-kit';
import { z } from 'zod';
import { receiveMailNotifications } from '../app/mail/notifications';
import { queueResellerDeliveryMail } from '../app/mail/queue';
import { sendTestEmail } from '../app/mail/test-send';
import { readMailSettings, writeMailSettings } from '../db/mail-settings';
import type { BillingDeps } from '../deps';
import { toBuyerEmail } from '../domain/mail/mail-record';
import { applySettingsChange, toBuyerEmailSettings } from '../domain/mail/settings-record';

/** The shop's buyer mail: settings, the mail log and test sends (docs/email.md). */
export function buyerEmailsRouter(deps: BillingDeps) {
  const configured = deps.mail !== null;
  return router({
    settings: shopProcedure
      .output(buyerEmailSettingsSchema)
      .query(async ({ ctx }) =>
        toBuyerEmailSettings(await readMailSettings(deps.sql, ctx.shopId), configured),
      ),

    updateSettings: shopProcedure
      .input(updateBuyerEmailSettingsInputSchema)
      .output(buyerEmailSettingsSchema)
      .mutation(async ({ ctx, input }) => {
        // Read and written under a lock on the shop's settings (the row may not exist yet), so two
        // changes to different templates at once both land.
        const written = await deps.sql.transaction(async (tx) => {
          await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
            `mail_settings:${ctx.shopId}`,
          ]);
          const next = applySettingsChange(await readMailSettings(tx, ctx.shopId), input);
          return writeMailSettings(tx, ctx.shopId, next, deps.clock.now());
        });
        return toBuyerEmailSettings(written, configured);
      }),

    list: shopProcedure
      .input(listBuyerEmailsInputSchema)
      .output(buyerEmailListSchema)
      .query(async ({ ctx, input }) => {
        const { items, pagination } = await newestFirstPage(deps.cursors, input, 'emails', (below, take) =>
          deps.prisma.mailMessage.findMany({
            where: { shopId: ctx.shopId, ...below },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(toBuyerEmail), pagination };
      }),

    get: shopProcedure
      .input(z.object({ id: z.string().max(64) }))
      .output(buyerEmailSchema)
      .query(async ({ ctx, input }) => {
        const row = isUuid(input.id)
          ? await deps.prisma.mailMessage.findFirst({ where: { id: input.id, shopId: ctx.shopId } })
          : null;
        if (!row) throw new AppError('NOT_FOUND', 'No such mail in this shop’s mail log.');
        return toBuyerEmail(row);
      }),

    sendTest: shopProcedure
      .input(sendTestEmailInputSchema)
      .output(buyerEmailSchema)
      .mutation(({ ctx, input }) => sendTestEmail(deps, ctx.shopId, input)),

    /** The reseller service's deliveries by email; `queued: false` when this object's mail exists or is off. */
    queueResellerDelivery: internalProcedure
      .input(resellerDeliveryMailSchema.extend({ shop_id: z.uuid() }))
      .output(z.object({ queued: z.boolean() }))
      .mutation(async ({ input: { shop_id, ...delivery } }) => ({
        queued: await queueResellerDeliveryMail(deps, shop_id, delivery),
      })),
  });
}

/** The platform mail provider's bounce and complaint reports, as the gateway passes them on. */
export function mailNotificationsRouter(deps: BillingDeps) {
  return router({
    receive: internalProcedure
      .input(z.object({ body: z.string().max(262_144), authorization: z.string().max(1024).optional() }))
      .output(mailNotificationsResultSchema)
      .mutation(({ input }) => receiveMailNotifications(deps, input)),
  });
}
