import { listProductsQuerySchema, productListSchema } from '@shopforge/contracts';
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
];
