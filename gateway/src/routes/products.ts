import {
  createProductInputSchema,
  listProductsQuerySchema,
  productListSchema,
  productSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

export const productRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/dev/v1/products',
    service: 'catalog',
    procedure: 'products.list',
    kind: 'query',
    query: listProductsQuerySchema,
    output: productListSchema,
    envelope: 'as_is',
    summary: 'Products of the shop, newest first, cursor-paged.',
  },
  {
    method: 'POST',
    path: '/dev/v1/products',
    service: 'catalog',
    procedure: 'products.create',
    kind: 'mutation',
    body: createProductInputSchema,
    output: productSchema,
    envelope: 'data',
    status: 201,
    summary: 'Create a product.',
  },
];
