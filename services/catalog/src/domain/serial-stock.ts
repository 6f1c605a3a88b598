import { validationError } from '@shopforge/errors';

/*
 * A SERIALS product's stock, and each of its variants', is its count of available codes, kept
 * by adding, claiming and removing codes (db/serials.ts). Nothing else writes it, so the count
 * and the codes cannot disagree.
 */

/**
 * Refuses a request that sets the stock of a SERIALS product or variant directly. `type` is the
 * product's type as the write leaves it, so a product being turned into SERIALS is judged as one.
 */
export function assertStockWritable(
  type: string,
  stock: number | undefined,
  what: 'product' | 'variant',
): void {
  if (type !== 'SERIALS' || stock === undefined) return;
  throw validationError([
    {
      path: ['stock'],
      message: `The stock of a SERIALS ${what} is its count of codes; add or remove serials instead.`,
    },
  ]);
}

/** The stock a new product or variant starts with: a SERIALS one holds no codes yet, whatever was asked. */
export function startingStock(type: string, asked: number): number {
  return type === 'SERIALS' ? 0 : asked;
}
