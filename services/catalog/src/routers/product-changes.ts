import {
  deletedProductSchema,
  productRefSchema,
  productSchema,
  productUniqidRefSchema,
  updateProductInputSchema,
} from '@shopforge/contracts';
import { validationError } from '@shopforge/errors';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import {
  byIdOrUniqid,
  fetchJsonRecord,
  firstFreeSlug,
  jsonRecordOutput,
  shopProcedure,
  sql,
  slugCollisionFilter,
  slugify,
  uniqid,
  uuidv7,
} from '@shopforge/service-kit';
import { assertCategoryField } from '../db/find-category';
import { findProduct, productNotFound } from '../db/find-product';
import { PRODUCT_JSON } from '../db/product-list-json';
import { columnsOf } from '../db/product-columns';
import { syncSerialStock } from '../db/serials';
import type { CatalogDeps } from '../deps';
import { productEventData, productStockData } from '../domain/product-event';
import { toProductRecord } from '../domain/product-record';
import { assertDynamicWebhook } from './dynamic-webhook';

/** get, update, delete and duplicate: the operations on one product. */
export function productChangeProcedures({ prisma, clock, settings, sql: sqlExecutor }: CatalogDeps) {
  return {
    /** Serialised by the database, as a page of products is (db/product-list-json.ts). */
    get: shopProcedure
      .input(productRefSchema)
      .output(jsonRecordOutput(productSchema))
      .query(async ({ ctx, input }) => {
        const ref = byIdOrUniqid(input.id);
        const found = await fetchJsonRecord(sqlExecutor, productSchema, {
          record: PRODUCT_JSON,
          from: sql`products p`,
          shopScope: sql`p.shop_id = ${ctx.shopId}::uuid`,
          where:
            'id' in ref
              ? sql`p.deleted_at IS NULL AND p.id = ${ref.id}::uuid`
              : sql`p.deleted_at IS NULL AND p.uniqid = ${ref.uniqid}`,
        });
        if (!found) throw productNotFound();
        return found;
      }),

    update: shopProcedure
      .input(updateProductInputSchema.extend(productRefSchema.shape))
      .output(productSchema)
      .mutation(async ({ ctx, input }) => {
        const { id, ...changes } = input;
        await assertDynamicWebhook(settings, changes.dynamic_webhook);
        const now = clock.now();
        const row = await prisma.$transaction(async (tx) => {
          const existing = await findProduct(tx, ctx.shopId, id);
          await assertCategoryField(tx, ctx.shopId, changes.category_id);
          const type = changes.type ?? existing.type;
          if (type === 'SERIALS' && changes.stock !== undefined) {
            throw validationError([
              {
                path: ['stock'],
                message:
                  'The stock of a SERIALS product is its count of codes; add or remove serials instead.',
              },
            ]);
          }
          const subtype = changes.subtype ?? existing.subtype;
          const interval =
            changes.recurring_interval === undefined
              ? existing.recurringInterval
              : changes.recurring_interval;
          if (subtype === 'RECURRING' && !interval) {
            throw validationError([
              { path: ['recurring_interval'], message: 'Recurring products need a recurring_interval.' },
            ]);
          }
          const updated = await tx.product.update({
            where: { id: existing.id },
            data: { ...columnsOf(changes), updatedAt: now },
          });
          // Turned into a SERIALS product: its stock becomes its count of codes.
          if (type === 'SERIALS' && existing.type !== 'SERIALS') await syncSerialStock(tx, updated.id, now);
          const executor = prismaExecutor(tx);
          await writeOutboxEvent(executor, {
            type: 'product:updated',
            shop_id: ctx.shopId,
            aggregate_id: updated.id,
            data: productEventData(updated),
            occurred_at: now,
          });
          // A direct stock edit is the one stock change reported as `product:stock` (spec).
          if (changes.stock !== undefined && changes.stock !== existing.stock) {
            await writeOutboxEvent(executor, {
              type: 'product:stock',
              shop_id: ctx.shopId,
              aggregate_id: updated.id,
              data: productStockData(updated, existing.stock, updated.stock, null, now),
              occurred_at: now,
            });
          }
          return updated;
        });
        return toProductRecord(row);
      }),

    /** Soft delete: orders keep pointing at the product; it leaves every list and lookup. */
    delete: shopProcedure
      .input(productRefSchema)
      .output(deletedProductSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        const id = await prisma.$transaction(async (tx) => {
          const existing = await findProduct(tx, ctx.shopId, input.id);
          const deleted = await tx.product.update({
            where: { id: existing.id },
            data: { deletedAt: now, updatedAt: now },
          });
          await writeOutboxEvent(prismaExecutor(tx), {
            type: 'product:deleted',
            shop_id: ctx.shopId,
            aggregate_id: deleted.id,
            data: productEventData(deleted),
            occurred_at: now,
          });
          return deleted.id;
        });
        return { id, deleted: true as const };
      }),

    /**
     * Every setting copied under a new id, uniqid and slug, variants included. Serial stock is
     * not copied: a serial code is sold once, so two products must never share one.
     */
    duplicate: shopProcedure
      .input(productUniqidRefSchema)
      .output(productSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        const row = await prisma.$transaction(async (tx) => {
          const original = await findProduct(tx, ctx.shopId, input.uniqid);
          const base = slugify(original.title);
          const taken = await tx.product.findMany({
            where: { shopId: ctx.shopId, ...slugCollisionFilter(base) },
            select: { slug: true },
          });
          const {
            id: _id,
            uniqid: _uniqid,
            slug: _slug,
            createdAt: _c,
            updatedAt: _u,
            deletedAt: _d,
            ...settings
          } = original;
          const copy = await tx.product.create({
            data: {
              ...settings,
              // Serial codes are not copied, so a SERIALS copy starts with none.
              ...(settings.type === 'SERIALS' ? { stock: 0 } : {}),
              customFields: settings.customFields ?? [],
              volumeDiscounts: settings.volumeDiscounts ?? [],
              id: uuidv7(now.getTime()),
              uniqid: uniqid(),
              slug: firstFreeSlug(
                base,
                taken.map((existing) => existing.slug),
              ),
              createdAt: now,
              updatedAt: now,
            },
          });
          const variants = await tx.variant.findMany({
            where: { productId: original.id },
            orderBy: { sortOrder: 'asc' },
          });
          for (const variant of variants) {
            await tx.variant.create({
              data: {
                id: uuidv7(now.getTime()),
                productId: copy.id,
                title: variant.title,
                price: variant.price,
                // A serial variant's codes are not copied either.
                stock: original.type === 'SERIALS' ? 0 : variant.stock,
                sortOrder: variant.sortOrder,
                createdAt: now,
                updatedAt: now,
              },
            });
          }
          const fields = await tx.variantField.findMany({
            where: { productId: original.id },
            orderBy: { sortOrder: 'asc' },
          });
          for (const field of fields) {
            const {
              id: _fieldId,
              productId: _productId,
              createdAt: _fc,
              updatedAt: _fu,
              ...fieldSettings
            } = field;
            await tx.variantField.create({
              data: {
                ...fieldSettings,
                id: uuidv7(now.getTime()),
                productId: copy.id,
                createdAt: now,
                updatedAt: now,
              },
            });
          }
          await writeOutboxEvent(prismaExecutor(tx), {
            type: 'product:created',
            shop_id: ctx.shopId,
            aggregate_id: copy.id,
            data: productEventData(copy),
            occurred_at: now,
          });
          return copy;
        });
        return toProductRecord(row);
      }),
  };
}
