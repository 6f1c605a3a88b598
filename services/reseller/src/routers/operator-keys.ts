import {
  createdResellerKeySchema,
  createResellerKeyInputSchema,
  resellerKeySchema,
  revokeResellerKeyInputSchema,
} from '@shopforge/contracts';
import { operatorProcedure, router } from '@shopforge/service-kit';
import { z } from 'zod';
import { keyRecord } from '../db/keys';
import type { ResellerDeps } from '../deps';

/** Operator CLI: what the reseller does in the customer portal (create, list, revoke keys). */
export function operatorKeysRouter({ keys }: ResellerDeps) {
  return router({
    create: operatorProcedure
      .input(createResellerKeyInputSchema)
      .output(createdResellerKeySchema)
      .mutation(async ({ input }) => {
        const { apiKey, row } = await keys.create(input.relationship_id, input.name ?? null);
        return { api_key: apiKey, key: keyRecord(row) };
      }),
    list: operatorProcedure
      .input(z.strictObject({ relationship_id: z.uuid() }))
      .output(z.object({ data: z.array(resellerKeySchema) }))
      .query(async ({ input }) => ({ data: (await keys.list(input.relationship_id)).map(keyRecord) })),
    revoke: operatorProcedure
      .input(revokeResellerKeyInputSchema)
      .output(resellerKeySchema)
      .mutation(async ({ input }) => keyRecord(await keys.revoke(input.relationship_id, input.key_id))),
  });
}
