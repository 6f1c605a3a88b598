import type { CreateProductInput } from '@shopforge/contracts';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { firstFreeSlug, slugCollisionFilter, slugify, uniqid, uuidv7 } from '@shopforge/service-kit';
import { productEventData } from '../domain/product-event';
import type { Prisma } from '../generated/prisma/client';
import { assertCategoryField } from './find-category';
import { createColumnsOf } from './product-columns';

type Tx = Prisma.TransactionClient;

/** Creates a product and its `product:created` event in the caller's transaction. */
export async function insertProduct(
  tx: Tx,
  shop: { id: string; currency: string },
  input: CreateProductInput,
  now: Date,
) {
  await assertCategoryField(tx, shop.id, input.category_id);
  const base = slugify(input.title);
  const taken = await tx.product.findMany({
    where: { shopId: shop.id, ...slugCollisionFilter(base) },
    select: { slug: true },
  });
  const created = await tx.product.create({
    data: {
      ...createColumnsOf(input),
      title: input.title,
      type: input.type,
      price: input.price.toFixed(2),
      id: uuidv7(now.getTime()),
      uniqid: uniqid(),
      shopId: shop.id,
      slug: firstFreeSlug(
        base,
        taken.map((existing) => existing.slug),
      ),
      currency: input.currency ?? shop.currency,
      // A SERIALS product's stock is its count of available codes: none yet.
      ...(input.type === 'SERIALS' ? { stock: 0 } : {}),
      createdAt: now,
      updatedAt: now,
    },
  });
  await writeOutboxEvent(prismaExecutor(tx), {
    type: 'product:created',
    shop_id: shop.id,
    aggregate_id: created.id,
    data: productEventData(created),
    occurred_at: now,
  });
  return created;
}
