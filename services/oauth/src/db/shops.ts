import { isUniqueViolation } from '@shopforge/db/errors';
import { AppError } from '@shopforge/errors';
import type { Tx } from './tx';
import { firstFreeSlug, slugCollisionFilter, slugify, uuidv7 } from '@shopforge/service-kit';
import type { OauthPrisma } from './client';

export interface NewShop {
  name: string;
  currency: string;
  plan: 'free' | 'growth' | 'enterprise';
  enabledPaymentMethods: string[];
  nativeCryptoGateways: string[];
  now: Date;
}

/** Inserts a shop under the first free slug derived from its name. */
export async function insertShop(tx: Tx, shop: NewShop) {
  const base = slugify(shop.name);
  const taken = await tx.shop.findMany({ where: slugCollisionFilter(base), select: { slug: true } });
  return tx.shop.create({
    data: {
      id: uuidv7(shop.now.getTime()),
      name: shop.name,
      slug: firstFreeSlug(
        base,
        taken.map((row) => row.slug),
      ),
      currency: shop.currency,
      plan: shop.plan,
      enabledPaymentMethods: shop.enabledPaymentMethods,
      nativeCryptoGateways: shop.nativeCryptoGateways,
      createdAt: shop.now,
      updatedAt: shop.now,
    },
  });
}

/** Retries the insert when a concurrent create took the same slug first. */
export async function createShopRetryingSlug<T>(
  prisma: OauthPrisma,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await prisma.$transaction(work);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

export async function findShopOrThrow(prisma: OauthPrisma | Tx, shopId: string) {
  const shop = await prisma.shop.findUnique({ where: { id: shopId } });
  if (!shop) throw new AppError('NOT_FOUND', 'Shop not found.');
  return shop;
}
