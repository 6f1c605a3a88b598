import type { Variant, VariantField } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';

interface DecimalLike {
  toString(): string;
}

export function toVariantRecord(row: {
  id: string;
  productId: string;
  title: string;
  price: DecimalLike;
  stock: number;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}): Variant {
  const price = Number(row.price.toString());
  return {
    id: row.id,
    product_id: row.productId,
    title: row.title,
    price,
    price_display: price,
    stock: row.stock,
    sort_order: row.sortOrder,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export function toVariantFieldRecord(row: {
  id: string;
  name: string;
  type: string;
  required: boolean;
  placeholder: string | null;
  defaultValue: string | null;
  sortOrder: number;
  options: string[];
  createdAt: Date;
  updatedAt: Date;
}): VariantField {
  return {
    id: row.id,
    name: row.name,
    type: row.type as VariantField['type'],
    required: row.required,
    placeholder: row.placeholder,
    default_value: row.defaultValue,
    sort_order: row.sortOrder,
    options: row.options,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** Options in their first-seen order, each once. */
export function mergeOptions(current: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...current, ...added])];
}
