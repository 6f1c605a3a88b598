import { resolvedResellerKeySchema, resolveResellerKeyInputSchema } from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import type { ResellerDeps } from '../deps';

/** The gateway resolves a reseller key here on every Reseller API request. */
export function authRouter({ keys }: ResellerDeps) {
  return router({
    resolve: internalProcedure
      .input(resolveResellerKeyInputSchema)
      .output(resolvedResellerKeySchema)
      .mutation(({ input }) => keys.resolve(input.token)),
  });
}
