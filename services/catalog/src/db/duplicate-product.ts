import { uniqid, uuidv7 } from '@shopforge/service-kit';
import { startingStock } from '../domain/serial-stock';
import type { Prisma } from '../generated/prisma/client';
import { findProduct } from './find-product';
import { freeProductSlug } from './free-product-slug';
import { writeProductEvent } from './product-events';

type Tx = Prisma.TransactionClient;

/**
 * Copies a live product of the shop (`ref`: uniqid or id) with every setting, variants and
 * variant fields included, under a new id, uniqid and slug, and writes `product:created`, in
 * the caller's transaction. Serial stock is not copied: a serial code is sold once, so two
 * products must never share one; a FILE product's file is not copied either.
 */
export async function duplicateProduct(tx: Tx, shopId: string, ref: string, now: Date) {
  const original = await findProduct(tx, shopId, ref);
  const slug = await freeProductSlug(tx, shopId, original.title);
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
      stock: startingStock(settings.type, settings.stock),
      customFields: settings.customFields ?? [],
      volumeDiscounts: settings.volumeDiscounts ?? [],
      // Nor is a FILE product's file (docs/catalog.md "Product files"): the copy starts without
      // one rather than naming a file it does not hold.
      fileId: null,
      id: uuidv7(now.getTime()),
      uniqid: uniqid(),
      slug,
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
        stock: startingStock(original.type, variant.stock),
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
    const { id: _fieldId, productId: _productId, createdAt: _fc, updatedAt: _fu, ...fieldSettings } = field;
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
  await writeProductEvent(tx, 'product:created', copy, now);
  return copy;
}
