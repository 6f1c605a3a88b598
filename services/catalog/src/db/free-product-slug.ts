import { firstFreeSlug, slugCollisionFilter, slugify } from '@shopforge/service-kit';
import type { Prisma } from '../generated/prisma/client';

type Reader = Pick<Prisma.TransactionClient, 'product'>;

/**
 * The slug a new product of the shop takes: its title's, numbered past the ones the shop's
 * products already hold (`key`, `key-2`, `key-3`…). Deleted products keep their slugs, so they
 * count as taken.
 */
export async function freeProductSlug(db: Reader, shopId: string, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await db.product.findMany({
    where: { shopId, ...slugCollisionFilter(base) },
    select: { slug: true },
  });
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}
