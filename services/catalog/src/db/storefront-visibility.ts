import type { Prisma } from '../generated/prisma/client';

/**
 * Which products buyers may see on a storefront: listed, public, not on hold, not deleted.
 * One rule for the product grid and for group members, so a product hidden from the one never
 * shows through the other.
 */
export const STOREFRONT_VISIBLE = {
  deletedAt: null,
  unlisted: false,
  private: false,
  onHold: false,
} satisfies Prisma.ProductWhereInput;

/** The product columns a storefront shows (nothing a merchant keeps to themselves). */
export const STOREFRONT_PRODUCT_COLUMNS = {
  id: true,
  uniqid: true,
  title: true,
  description: true,
  price: true,
  currency: true,
} satisfies Prisma.ProductSelect;
