import { api, unique } from './api';
import { shared } from './shared';
import type { ExampleContext } from './types';

export interface Product {
  id: string;
  uniqid: string;
}

/** A fresh product; SERVICE unless `body` says otherwise (unlimited stock, so any order fits). */
export function newProduct(ctx: ExampleContext, body: Record<string, unknown> = {}): Promise<Product> {
  return api<Product>(ctx, 'POST', '/dev/v1/products', {
    title: unique('Route-wide product '),
    price: 10,
    type: 'SERVICE',
    ...body,
  });
}

/** A fresh SERIALS product holding `count` codes of its own. */
export async function serialProduct(
  ctx: ExampleContext,
  count: number,
): Promise<Product & { codes: string[] }> {
  const product = await newProduct(ctx, { type: 'SERIALS' });
  const codes = Array.from({ length: count }, () => unique('CODE-'));
  if (count > 0) await api(ctx, 'POST', `/dev/v1/products/${product.id}/serials`, { serials: codes });
  return { ...product, codes };
}

/** The shop's everyday product, for examples that only need one to exist. */
export const sharedProduct = (ctx: ExampleContext) => shared(ctx, 'product', () => newProduct(ctx));

/** A fresh FILE product with a small text file uploaded as its file. */
export async function fileProduct(ctx: ExampleContext): Promise<Product> {
  const product = await newProduct(ctx, { type: 'FILE' });
  await api(ctx, 'PUT', `/dev/v1/products/${product.id}/file?filename=readme.txt`, 'Route-wide file', {
    headers: { 'content-type': 'text/plain' },
  });
  return product;
}
