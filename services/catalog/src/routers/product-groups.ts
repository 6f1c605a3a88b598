import {
  createProductGroupInputSchema,
  deletedProductGroupSchema,
  listProductGroupsInputSchema,
  productGroupListSchema,
  productGroupRefSchema,
  productGroupSchema,
  updateProductGroupInputSchema,
} from '@shopforge/contracts';
import { newestFirstPage, router, shopProcedure, uniqid, uuidv7 } from '@shopforge/service-kit';
import { findProductGroup, replaceMembers, resolveMembers, withLiveMembers } from '../db/product-groups';
import type { CatalogDeps } from '../deps';
import { toProductGroupRecord } from '../domain/product-group-record';

const LIST_BINDING = 'groups';

/** Product groups (docs/catalog.md "Product groups"): named, ordered sets of a shop's products. */
export function productGroupsRouter({ prisma, clock, cursors }: CatalogDeps) {
  return router({
    create: shopProcedure
      .input(createProductGroupInputSchema)
      .output(productGroupSchema)
      .mutation(async ({ ctx, input }) => {
        const members = await resolveMembers(prisma, ctx.shopId, input.products);
        const now = clock.now();
        const row = await prisma.productGroup.create({
          data: {
            id: uuidv7(now.getTime()),
            uniqid: uniqid(),
            shopId: ctx.shopId,
            title: input.title,
            imageUrl: input.image_url,
            sortPriority: input.sort_priority,
            unlisted: input.unlisted,
            createdAt: now,
            updatedAt: now,
            members: { create: members.map((productId, position) => ({ productId, position })) },
          },
          include: withLiveMembers,
        });
        return toProductGroupRecord(row);
      }),

    list: shopProcedure
      .input(listProductGroupsInputSchema)
      .output(productGroupListSchema)
      .query(async ({ ctx, input }) => {
        const { items, pagination } = await newestFirstPage(cursors, input, LIST_BINDING, (below, take) =>
          prisma.productGroup.findMany({
            where: { shopId: ctx.shopId, ...below },
            orderBy: { id: 'desc' },
            take,
            include: withLiveMembers,
          }),
        );
        return { data: items.map(toProductGroupRecord), pagination };
      }),

    get: shopProcedure
      .input(productGroupRefSchema)
      .output(productGroupSchema)
      .query(async ({ ctx, input }) =>
        toProductGroupRecord(await findProductGroup(prisma, ctx.shopId, input.id)),
      ),

    /** Only the keys present change; `products`, when present, replaces the whole ordered list. */
    update: shopProcedure
      .input(updateProductGroupInputSchema.extend(productGroupRefSchema.shape))
      .output(productGroupSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const existing = await findProductGroup(tx, ctx.shopId, input.id);
          const members =
            input.products === undefined ? undefined : await resolveMembers(tx, ctx.shopId, input.products);
          // The group row first: its lock serialises concurrent member replacements.
          await tx.productGroup.update({
            where: { id: existing.id },
            data: {
              ...(input.title === undefined ? {} : { title: input.title }),
              ...(input.image_url === undefined ? {} : { imageUrl: input.image_url }),
              ...(input.sort_priority === undefined ? {} : { sortPriority: input.sort_priority }),
              ...(input.unlisted === undefined ? {} : { unlisted: input.unlisted }),
              updatedAt: now,
            },
          });
          if (members !== undefined) await replaceMembers(tx, existing.id, members);
          return toProductGroupRecord(await findProductGroup(tx, ctx.shopId, existing.id));
        });
      }),

    /** Deleting a group removes only the grouping; its products stay as they are. */
    delete: shopProcedure
      .input(productGroupRefSchema)
      .output(deletedProductGroupSchema)
      .mutation(async ({ ctx, input }) => {
        const existing = await findProductGroup(prisma, ctx.shopId, input.id);
        // deleteMany: a concurrent delete of the same group has already done the work, not failed it.
        await prisma.productGroup.deleteMany({ where: { id: existing.id, shopId: ctx.shopId } });
        return { id: existing.id, deleted: true as const };
      }),
  });
}
