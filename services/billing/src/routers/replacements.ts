import {
  replaceSerialInputSchema,
  replacementEventIdInputSchema,
  replacementEventSchema,
} from '@shopforge/contracts';
import { router, shopProcedure } from '@shopforge/service-kit';
import { z } from 'zod';
import { replaceSerial, toReplacementEvent } from '../app/replace-serial';
import { findReplacementEvent } from '../db/replacement-events';
import type { BillingDeps } from '../deps';

/** Serial replacements and their audit events (docs/replacements.md). */
export function replacementsRouter(deps: BillingDeps) {
  return router({
    replace: shopProcedure
      .input(replaceSerialInputSchema.extend({ id: z.string().max(64), line_id: z.string().max(64) }))
      .output(replacementEventSchema)
      .mutation(async ({ ctx, input }) =>
        toReplacementEvent(
          await replaceSerial(deps, ctx.shopId, { orderId: input.id, lineId: input.line_id }, input),
        ),
      ),

    get: shopProcedure
      .input(replacementEventIdInputSchema)
      .output(replacementEventSchema)
      .query(async ({ ctx, input }) =>
        toReplacementEvent(await findReplacementEvent(deps.prisma, ctx.shopId, input.id)),
      ),
  });
}
