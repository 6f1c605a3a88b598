import {
  addVariantFieldOptionsInputSchema,
  createVariantFieldInputSchema,
  createVariantInputSchema,
  deletedVariantSchema,
  productRefSchema,
  updateVariantFieldInputSchema,
  updateVariantInputSchema,
  variantFieldListSchema,
  variantFieldRefSchema,
  variantFieldSchema,
  variantListSchema,
  variantRefSchema,
  variantSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { router, shopProcedure, uuidv7 } from '@shopforge/service-kit';
import { findProduct } from '../db/find-product';
import { syncSerialStock } from '../db/serials';
import type { CatalogDeps } from '../deps';
import type { Prisma } from '../generated/prisma/client';
import { assertStockWritable, startingStock } from '../domain/serial-stock';
import { mergeOptions, toVariantFieldRecord, toVariantRecord } from '../domain/variant-records';

type Tx = Prisma.TransactionClient;

const variantNotFound = () => new AppError('NOT_FOUND', 'Variant not found.');
const fieldNotFound = () => new AppError('NOT_FOUND', 'Variant field not found.');

async function findVariant(tx: Pick<Tx, 'variant'>, productId: string, variantId: string) {
  const row = await tx.variant.findFirst({ where: { id: variantId, productId } });
  if (!row) throw variantNotFound();
  return row;
}

async function findField(tx: Pick<Tx, 'variantField'>, productId: string, fieldId: string) {
  const row = await tx.variantField.findFirst({ where: { id: fieldId, productId } });
  if (!row) throw fieldNotFound();
  return row;
}

/** Variants (title, price, stock) and variant fields with their options, of one product. */
export function variantsRouter({ prisma, clock }: CatalogDeps) {
  return router({
    list: shopProcedure
      .input(productRefSchema)
      .output(variantListSchema)
      .query(async ({ ctx, input }) => {
        const product = await findProduct(prisma, ctx.shopId, input.id);
        const rows = await prisma.variant.findMany({
          where: { productId: product.id },
          orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        });
        return { data: rows.map(toVariantRecord) };
      }),

    create: shopProcedure
      .input(createVariantInputSchema.extend(productRefSchema.shape))
      .output(variantSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const product = await findProduct(tx, ctx.shopId, input.id);
          const row = await tx.variant.create({
            data: {
              id: uuidv7(now.getTime()),
              productId: product.id,
              title: input.title,
              price: input.price.toFixed(2),
              stock: startingStock(product.type, input.stock),
              sortOrder: input.sort_order,
              createdAt: now,
              updatedAt: now,
            },
          });
          return toVariantRecord(row);
        });
      }),

    update: shopProcedure
      .input(updateVariantInputSchema.extend(variantRefSchema.shape))
      .output(variantSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const product = await findProduct(tx, ctx.shopId, input.id);
          const existing = await findVariant(tx, product.id, input.variantId);
          assertStockWritable(product.type, input.stock, 'variant');
          const row = await tx.variant.update({
            where: { id: existing.id },
            data: {
              ...(input.title === undefined ? {} : { title: input.title }),
              ...(input.price === undefined ? {} : { price: input.price.toFixed(2) }),
              ...(input.stock === undefined ? {} : { stock: input.stock }),
              ...(input.sort_order === undefined ? {} : { sortOrder: input.sort_order }),
              updatedAt: now,
            },
          });
          return toVariantRecord(row);
        });
      }),

    /** Its unsold codes go with it; sold ones stay with their orders (they keep the variant id). */
    delete: shopProcedure
      .input(variantRefSchema)
      .output(deletedVariantSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const product = await findProduct(tx, ctx.shopId, input.id);
          const existing = await findVariant(tx, product.id, input.variantId);
          await tx.serial.deleteMany({ where: { variantId: existing.id, status: 'AVAILABLE' } });
          await tx.variant.delete({ where: { id: existing.id } });
          if (product.type === 'SERIALS') await syncSerialStock(tx, product.id, now);
          return { id: existing.id, deleted: true as const };
        });
      }),

    fields: router({
      list: shopProcedure
        .input(productRefSchema)
        .output(variantFieldListSchema)
        .query(async ({ ctx, input }) => {
          const product = await findProduct(prisma, ctx.shopId, input.id);
          const rows = await prisma.variantField.findMany({
            where: { productId: product.id },
            orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
          });
          return { data: rows.map(toVariantFieldRecord) };
        }),

      create: shopProcedure
        .input(createVariantFieldInputSchema.extend(productRefSchema.shape))
        .output(variantFieldSchema)
        .mutation(async ({ ctx, input }) => {
          const product = await findProduct(prisma, ctx.shopId, input.id);
          const now = clock.now();
          const row = await prisma.variantField.create({
            data: {
              id: uuidv7(now.getTime()),
              productId: product.id,
              name: input.name,
              type: input.type,
              required: input.required,
              placeholder: input.placeholder,
              defaultValue: input.default_value,
              sortOrder: input.sort_order,
              options: mergeOptions([], input.options),
              createdAt: now,
              updatedAt: now,
            },
          });
          return toVariantFieldRecord(row);
        }),

      /** Partial: only the keys present change (spec). */
      update: shopProcedure
        .input(updateVariantFieldInputSchema.extend(variantFieldRefSchema.shape))
        .output(variantFieldSchema)
        .mutation(async ({ ctx, input }) => {
          const product = await findProduct(prisma, ctx.shopId, input.id);
          const existing = await findField(prisma, product.id, input.fieldId);
          const row = await prisma.variantField.update({
            where: { id: existing.id },
            data: {
              ...(input.name === undefined ? {} : { name: input.name }),
              ...(input.type === undefined ? {} : { type: input.type }),
              ...(input.required === undefined ? {} : { required: input.required }),
              ...(input.placeholder === undefined ? {} : { placeholder: input.placeholder }),
              ...(input.default_value === undefined ? {} : { defaultValue: input.default_value }),
              ...(input.sort_order === undefined ? {} : { sortOrder: input.sort_order }),
              ...(input.options === undefined ? {} : { options: mergeOptions([], input.options) }),
              updatedAt: clock.now(),
            },
          });
          return toVariantFieldRecord(row);
        }),

      addOptions: shopProcedure
        .input(addVariantFieldOptionsInputSchema.extend(variantFieldRefSchema.shape))
        .output(variantFieldSchema)
        .mutation(async ({ ctx, input }) => {
          const product = await findProduct(prisma, ctx.shopId, input.id);
          const existing = await findField(prisma, product.id, input.fieldId);
          const options = mergeOptions(existing.options, input.options);
          if (options.length > 100)
            throw validationError([{ path: ['options'], message: 'A field has at most 100 options.' }]);
          const row = await prisma.variantField.update({
            where: { id: existing.id },
            data: { options, updatedAt: clock.now() },
          });
          return toVariantFieldRecord(row);
        }),
    }),
  });
}
