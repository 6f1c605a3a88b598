import {
  buyerAccessRefSchema,
  buyerAccessSummarySchema,
  buyerAccessViewSchema,
  buyerFileChunkInputSchema,
  buyerFileRefSchema,
  productFileChunkSchema,
  productFileSchema,
} from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import {
  describeAccessLink,
  openAccessLink,
  readFileChunk,
  startFileDownload,
} from '../app/mail/buyer-access';
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

    /** A download starts: the file's description, and `downloaded` recorded once per line. */
    file: internalProcedure
      .input(buyerFileRefSchema)
      .output(productFileSchema)
      .mutation(({ input }) => startFileDownload(deps, input.token, input.line_id)),

    fileChunk: internalProcedure
      .input(buyerFileChunkInputSchema)
      .output(productFileChunkSchema)
      .query(({ input }) => readFileChunk(deps, input)),
  });
}
