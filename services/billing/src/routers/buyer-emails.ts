import { buyerEmailSettingsSchema, updateBuyerEmailSettingsInputSchema } from '@shopforge/contracts';
import { router, shopProcedure } from '@shopforge/service-kit';
import { readMailSettings, writeMailSettings } from '../db/mail-settings';
import type { BillingDeps } from '../deps';
import { applySettingsChange, toBuyerEmailSettings } from '../domain/mail/settings-record';

/** The shop's buyer mail settings (docs/email.md). */
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
  });
}
