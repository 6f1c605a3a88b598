import type { EventData } from '@shopforge/contracts';
import type { ProductRow } from './product-record';

/** `data` of the product family's lifecycle events (`product:created|updated|deleted`). */
export function productEventData(row: ProductRow): EventData<'product:created'> {
  return {
    id: row.id,
    uniqid: row.uniqid,
    title: row.title,
    type: row.type,
    price: Number(row.price.toString()),
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `data` of `product:stock`: a direct stock edit, never a sale (spec). */
export function productStockData(
  row: Pick<ProductRow, 'id' | 'uniqid' | 'title'>,
  previous: number,
  stock: number,
  variantId: string | null,
  at: Date,
): EventData<'product:stock'> {
  return {
    product_id: row.id,
    uniqid: row.uniqid,
    title: row.title,
    variant_id: variantId,
    previous_stock: previous,
    stock,
    change_source: 'api',
    changed_at: at.toISOString(),
  };
}
