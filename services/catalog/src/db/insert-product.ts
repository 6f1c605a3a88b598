import { type CreateProductInput, PRODUCT_DEFAULTS } from '@shopforge/contracts';
import { uniqid, uuidv7 } from '@shopforge/service-kit';
import { startingStock } from '../domain/serial-stock';
import type { Prisma } from '../generated/prisma/client';
import { assertCategoryField } from './find-category';
import { freeProductSlug } from './free-product-slug';
import { createColumnsOf } from './product-columns';
import { writeProductEvent } from './product-events';

type Tx = Prisma.TransactionClient;

/** Creates a product and its `product:created` event in the caller's transaction. */
export async function insertProduct(
  tx: Tx,
  shop: { id: string; currency: string },
  input: CreateProductInput,
  now: Date,
) {
  await assertCategoryField(tx, shop.id, input.category_id);
  const slug = await freeProductSlug(tx, shop.id, input.title);
  const created = await tx.product.create({
    data: {
      ...createColumnsOf(input),
      title: input.title,
      type: input.type,
      price: input.price.toFixed(2),
      id: uuidv7(now.getTime()),
      uniqid: uniqid(),
      shopId: shop.id,
      slug,
      currency: input.currency ?? shop.currency,
      stock: startingStock(input.type, input.stock ?? PRODUCT_DEFAULTS.stock),
      createdAt: now,
      updatedAt: now,
    },
  });
  await writeProductEvent(tx, 'product:created', created, now);
  return created;
}
