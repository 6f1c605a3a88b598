import type { ProductGroup, StorefrontGroup, StorefrontProduct } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';

export interface ProductGroupRow {
  id: string;
  uniqid: string;
  shopId: string;
  title: string;
  imageUrl: string | null;
  sortPriority: number;
  unlisted: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Live members only, by position (the query filters and orders them). */
  members: { product: { id: string; uniqid: string; title: string } }[];
}

/**
 * The API record. Positions are renumbered from the live members, so a deleted product leaves
 * no gap and `position` is always the index a PATCH would send the product at.
 */
export function toProductGroupRecord(row: ProductGroupRow): ProductGroup {
  return {
    id: row.id,
    uniqid: row.uniqid,
    shop_id: row.shopId,
    title: row.title,
    image_url: row.imageUrl,
    sort_priority: row.sortPriority,
    unlisted: row.unlisted,
    products: row.members.map(({ product }, position) => ({
      id: product.id,
      uniqid: product.uniqid,
      title: product.title,
      position,
    })),
    products_count: row.members.length,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** A group as buyers see it: its own fields and its members already cut to storefront products. */
export function toStorefrontGroup(
  row: Pick<ProductGroupRow, 'id' | 'uniqid' | 'title' | 'imageUrl'>,
  products: StorefrontProduct[],
): StorefrontGroup {
  return { id: row.id, uniqid: row.uniqid, title: row.title, image_url: row.imageUrl, products };
}
