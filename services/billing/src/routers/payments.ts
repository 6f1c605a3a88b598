import { createPaymentInputSchema, paymentRefSchema, paymentSchema } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { centsToNumber, router, shopProcedure, toCents, toUnixSeconds } from '@shopforge/service-kit';
import { createPayment } from '../app/payments';
import { findInvoice } from '../db/invoices';
import type { BillingDeps } from '../deps';
import { checkoutUrl } from '../domain/records';
import { statusOf } from '../domain/rows';

export function paymentsRouter(deps: BillingDeps) {
  return router({
    create: shopProcedure
      .input(createPaymentInputSchema)
      .output(paymentSchema)
      .mutation(({ ctx, input }) => createPayment(deps, ctx.principal, input)),

    /** The payment as it stands now (the secret is shown only at creation). */
    get: shopProcedure
      .input(paymentRefSchema)
      .output(paymentSchema)
      .query(async ({ ctx, input }) => {
        const found = await findInvoice(deps.sql, ctx.shopId, input.uniqid, 'PAYMENT');
        if (!found) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found.');
        const url = checkoutUrl(deps.settings.publicBaseUrl, found.uniqid);
        return {
          uniqid: found.uniqid,
          url,
          url_branded: url,
          total: centsToNumber(toCents(found.total)),
          currency: found.currency,
          status: statusOf(found),
          created_at: toUnixSeconds(found.createdAt),
        };
      }),
  });
}
