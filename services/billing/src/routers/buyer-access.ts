import { buyerAccessRefSchema, buyerAccessSummarySchema, buyerAccessViewSchema } from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import { describeAccessLink, openAccessLink } from '../app/mail/buyer-access';
import type { BillingDeps } from '../deps';

/** A buyer's access link from a receipt mail, opened through the gateway's public page. */
export function buyerAccessRouter(deps: BillingDeps) {
  return router({
    describe: internalProcedure
      .input(buyerAccessRefSchema)
      .output(buyerAccessSummarySchema)
      .query(({ input }) => describeAccessLink(deps, input.token)),

    open: internalProcedure
      .input(buyerAccessRefSchema)
      .output(buyerAccessViewSchema)
      .mutation(({ input }) => openAccessLink(deps, input.token)),
  });
}
