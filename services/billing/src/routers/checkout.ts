import {
  checkoutRefSchema,
  checkoutViewSchema,
  completedTestSessionSchema,
  completeTestSessionInputSchema,
  gatewayKind,
  providerWebhookInputSchema,
  providerWebhookResultSchema,
  startCheckoutInputSchema,
  startedCheckoutSchema,
  testSessionRefSchema,
  testSessionViewSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { internalProcedure, router } from '@shopforge/service-kit';
import { z } from 'zod';
import { checkoutView } from '../app/checkout-view';
import { requestOfflinePayment } from '../app/offline-payment';
import { openAttempt } from '../app/pay';
import { receiveProviderWebhook } from '../app/provider-webhook';
import { refuseBlacklistedBuyer } from '../app/support/blacklist';
import { findInvoiceByUniqid, invoiceNotFound } from '../db/invoices';
import type { BillingDeps } from '../deps';
import { checkoutUrl } from '../domain/records';

/**
 * The buyer-facing surfaces, reached through the gateway's public pages (no merchant
 * credential): the hosted checkout, the test provider's own page, and provider webhooks.
 * The invoice UUID in the address is the buyer's capability.
 */
export function checkoutRouter(deps: BillingDeps) {
  return router({
    view: internalProcedure
      .input(checkoutRefSchema)
      .output(checkoutViewSchema)
      .query(({ input }) => checkoutView(deps, input.uniqid)),

    start: internalProcedure
      .input(startCheckoutInputSchema)
      .output(startedCheckoutSchema)
      .mutation(async ({ input }) => {
        const invoice = await findInvoiceByUniqid(deps.sql, input.uniqid);
        if (!invoice) throw invoiceNotFound();
        await refuseBlacklistedBuyer(
          deps,
          invoice.shopId,
          {
            email: invoice.customerEmail,
            country: invoice.country,
            ip: input.buyer_ip ?? null,
            fingerprint: input.fingerprint ?? null,
          },
          { invoice, gateway: input.gateway },
        );
        const kind = gatewayKind(input.gateway);
        if (kind === 'manual') {
          await requestOfflinePayment(deps, input.uniqid, input.gateway);
          return { redirect_url: checkoutUrl(deps.settings.publicBaseUrl, input.uniqid) };
        }
        if (kind === 'crypto' && !input.crypto_gateway) {
          throw new AppError('BAD_REQUEST', 'Choose a coin or network to pay with.');
        }
        const session = await openAttempt(deps, invoice, {
          gateway: input.gateway,
          cryptoGateway: kind === 'crypto' ? (input.crypto_gateway ?? null) : null,
          startNow: true,
        });
        return { redirect_url: session.checkoutUrl };
      }),
  });
}

export function testProviderRouter(deps: BillingDeps) {
  return router({
    view: internalProcedure
      .input(testSessionRefSchema)
      .output(testSessionViewSchema)
      .query(({ input }) => deps.testProvider.view(input.session_id)),

    complete: internalProcedure
      .input(completeTestSessionInputSchema)
      .output(completedTestSessionSchema)
      .mutation(async ({ input }) => {
        const { redirectUrl } = await deps.testProvider.complete(input.session_id, input.outcome);
        return { redirect_url: redirectUrl };
      }),

    /** The simulated provider's back office confirming a payment late. */
    confirm: internalProcedure
      .input(testSessionRefSchema)
      .output(z.object({ confirmed: z.literal(true) }))
      .mutation(async ({ input }) => {
        await deps.testProvider.confirm(input.session_id);
        return { confirmed: true as const };
      }),
  });
}

export function providerWebhooksRouter(deps: BillingDeps) {
  return router({
    receive: internalProcedure
      .input(providerWebhookInputSchema)
      .output(providerWebhookResultSchema)
      .mutation(({ input }) => receiveProviderWebhook(deps, input)),
  });
}
