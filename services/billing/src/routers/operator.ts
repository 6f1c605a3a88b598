import { invoiceSchema, operatorPayInputSchema } from '@shopforge/contracts';
import { operatorProcedure, router } from '@shopforge/service-kit';
import { openAttempt } from '../app/pay';
import { reconcileSession } from '../app/provider-webhook';
import { findInvoiceByUniqid, invoiceNotFound } from '../db/invoices';
import type { BillingDeps } from '../deps';
import { toInvoiceRecord } from '../domain/records';

/** Operator CLI procedures (ADR 0002). */
export function operatorRouter(deps: BillingDeps) {
  return router({
    /**
     * `order pay --invoice`: pays an invoice through the test provider exactly as a buyer
     * would (attempt, provider page approval, signed provider webhook), for scripts and demos.
     */
    payInvoice: operatorProcedure
      .input(operatorPayInputSchema)
      .output(invoiceSchema)
      .mutation(async ({ input }) => {
        const invoice = await findInvoiceByUniqid(deps.prisma, input.invoice_uniqid);
        if (!invoice) throw invoiceNotFound();
        const gateway = invoice.gateway ?? 'TEST';
        const session = await openAttempt(deps, invoice.uniqid, {
          gateway,
          cryptoGateway: gateway === 'TEST_CRYPTO' ? (invoice.cryptoGateway ?? 'BTC') : null,
          startNow: true,
        });
        await deps.testProvider.complete(session.sessionId, 'succeed');
        // The provider's webhook normally did this already; if it could not arrive, ask.
        await reconcileSession(deps, session.sessionId);
        const paid = await findInvoiceByUniqid(deps.prisma, invoice.uniqid);
        if (!paid) throw invoiceNotFound();
        return toInvoiceRecord(paid, deps.settings.publicBaseUrl);
      }),
  });
}
