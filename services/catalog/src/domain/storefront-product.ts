import type { StorefrontProduct } from '@shopforge/contracts';

export interface StorefrontProductRow {
  id: string;
  uniqid: string;
  title: string;
  description: string | null;
  price: { toFixed(digits: number): string };
  currency: string;
}

export function toStorefrontProduct(row: StorefrontProductRow): StorefrontProduct {
  return {
    id: row.id,
    uniqid: row.uniqid,
    title: row.title,
    description: row.description,
    price: row.price.toFixed(2),
    currency: row.currency,
  };
}
