import {
  type BlacklistType,
  blacklistEntrySchema,
  blacklistListSchema,
  blacklistRefSchema,
  createBlacklistEntryInputSchema,
  deletedBlacklistEntrySchema,
  listBlacklistInputSchema,
  updateBlacklistEntryInputSchema,
} from '@shopforge/contracts';
import { isUniqueViolation } from '@shopforge/db/errors';
import { AppError, validationError } from '@shopforge/errors';
import { isUuid, newestFirstPage, router, shopProcedure, uuidv7 } from '@shopforge/service-kit';
import { blacklistEntryNotFound, toBlacklistEntry } from '../app/support/blacklist';
import type { BillingDeps } from '../deps';
import { normaliseBlacklistData } from '../domain/blacklist';

function normalised(type: BlacklistType, data: string) {
  const result = normaliseBlacklistData(type, data);
  if (!result.ok) throw validationError([{ path: ['data'], message: result.message }]);
  return result;
}

const duplicate = () => new AppError('CONFLICT', 'The blacklist already has an entry for this value.');

/** The shop's blacklist (docs/blacklist.md): `blacklist.read` / `blacklist.write`. */
export function blacklistRouter(deps: BillingDeps) {
  const { prisma, clock, cursors } = deps;
  const find = async (shopId: string, id: string) => {
    const row = isUuid(id)
      ? await prisma.blacklistEntry.findFirst({ where: { shopId, id: id.toLowerCase() } })
      : null;
    if (!row) throw blacklistEntryNotFound();
    return row;
  };
  return router({
    list: shopProcedure
      .input(listBlacklistInputSchema)
      .output(blacklistListSchema)
      .query(async ({ ctx, input }) => {
        const { items, pagination } = await newestFirstPage(
          cursors,
          input,
          `blacklist:${input.type ?? ''}`,
          (below, take) =>
            prisma.blacklistEntry.findMany({
              where: { shopId: ctx.shopId, ...(input.type ? { type: input.type } : {}), ...below },
              orderBy: { id: 'desc' },
              take,
            }),
        );
        return { data: items.map(toBlacklistEntry), pagination };
      }),

    get: shopProcedure
      .input(blacklistRefSchema)
      .output(blacklistEntrySchema)
      .query(async ({ ctx, input }) => toBlacklistEntry(await find(ctx.shopId, input.id))),

    create: shopProcedure
      .input(createBlacklistEntryInputSchema)
      .output(blacklistEntrySchema)
      .mutation(async ({ ctx, input }) => {
        const value = normalised(input.type, input.data);
        const now = clock.now();
        try {
          const row = await prisma.blacklistEntry.create({
            data: {
              id: uuidv7(now.getTime()),
              shopId: ctx.shopId,
              type: input.type,
              matchKey: value.matchKey,
              display: value.display,
              note: input.note ?? null,
              createdAt: now,
              updatedAt: now,
            },
          });
          return toBlacklistEntry(row);
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicate();
          throw error;
        }
      }),

    update: shopProcedure
      .input(updateBlacklistEntryInputSchema.extend(blacklistRefSchema.shape))
      .output(blacklistEntrySchema)
      .mutation(async ({ ctx, input }) => {
        const row = await find(ctx.shopId, input.id);
        const value = input.data === undefined ? null : normalised(row.type as BlacklistType, input.data);
        try {
          const updated = await prisma.blacklistEntry.update({
            where: { id: row.id },
            data: {
              ...(value ? { matchKey: value.matchKey, display: value.display } : {}),
              ...(input.note !== undefined ? { note: input.note } : {}),
              updatedAt: clock.now(),
            },
          });
          return toBlacklistEntry(updated);
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicate();
          throw error;
        }
      }),

    delete: shopProcedure
      .input(blacklistRefSchema)
      .output(deletedBlacklistEntrySchema)
      .mutation(async ({ ctx, input }) => {
        const row = await find(ctx.shopId, input.id);
        const { count } = await prisma.blacklistEntry.deleteMany({
          where: { id: row.id, shopId: ctx.shopId },
        });
        if (count === 0) throw blacklistEntryNotFound();
        return { id: row.id, deleted: true as const };
      }),
  });
}
