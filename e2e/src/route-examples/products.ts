import { fileProduct, newProduct, serialProduct, sharedProduct } from './product-fixtures';
import type { RouteExamples } from './types';

export const productExamples: RouteExamples = {
  'GET /dev/v1/products': async (ctx) => {
    await sharedProduct(ctx);
    return { path: '/dev/v1/products', query: { limit: '5' } };
  },
  'POST /dev/v1/products': async () => ({
    path: '/dev/v1/products',
    body: { title: 'Route-wide key', price: 4.5, type: 'SERIALS', stock_delimiter: ';' },
  }),
  'GET /dev/v1/products/{id}': async (ctx) => ({
    path: `/dev/v1/products/${(await sharedProduct(ctx)).uniqid}`,
  }),
  'PATCH /dev/v1/products/{id}': async (ctx) => ({
    path: `/dev/v1/products/${(await sharedProduct(ctx)).id}`,
    body: { price: 11 },
  }),
  'DELETE /dev/v1/products/{id}': async (ctx) => ({
    path: `/dev/v1/products/${(await newProduct(ctx)).id}`,
  }),
  'POST /dev/v1/products/{uniqid}/duplicate': async (ctx) => ({
    path: `/dev/v1/products/${(await sharedProduct(ctx)).uniqid}/duplicate`,
  }),
  'GET /dev/v1/products/{id}/serials': async (ctx) => ({
    path: `/dev/v1/products/${(await serialProduct(ctx, 2)).id}/serials`,
  }),
  'POST /dev/v1/products/{id}/serials': async (ctx) => ({
    path: `/dev/v1/products/${(await serialProduct(ctx, 0)).id}/serials`,
    body: { serials: ['ROUTE-WIDE-A', 'ROUTE-WIDE-B'] },
  }),
  'POST /dev/v1/products/{id}/serials/remove': async (ctx) => {
    const product = await serialProduct(ctx, 2);
    return {
      path: `/dev/v1/products/${product.id}/serials/remove`,
      body: { serials: product.codes.slice(0, 1) },
    };
  },
  'GET /dev/v1/products/{id}/file': async (ctx) => ({
    path: `/dev/v1/products/${(await fileProduct(ctx)).id}/file`,
  }),
  'DELETE /dev/v1/products/{id}/file': async (ctx) => ({
    path: `/dev/v1/products/${(await fileProduct(ctx)).id}/file`,
  }),
};
