import { api } from './api';
import { newProduct } from './product-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const fieldsOf = (productId: string) => `/dev/v1/products/${productId}/variants/fields`;
const variantsOf = (productId: string) => `/dev/v1/products/${productId}/variants`;

/** A product of its own, so its variants price nothing other examples order. */
const variantProduct = (ctx: ExampleContext) => shared(ctx, 'variant-product', () => newProduct(ctx));

const sharedField = (ctx: ExampleContext) =>
  shared(ctx, 'variant-field', async () =>
    api<{ id: string }>(ctx, 'POST', fieldsOf((await variantProduct(ctx)).id), {
      name: 'Region',
      options: ['EU'],
    }),
  );

const newVariant = async (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', variantsOf((await variantProduct(ctx)).id), { title: 'EU', price: 9 });
const sharedVariant = (ctx: ExampleContext) => shared(ctx, 'variant', () => newVariant(ctx));

export const variantExamples: RouteExamples = {
  'GET /dev/v1/products/{id}/variants/fields': async (ctx) => {
    await sharedField(ctx);
    return { path: fieldsOf((await variantProduct(ctx)).id) };
  },
  'POST /dev/v1/products/{id}/variants/fields': async (ctx) => ({
    path: fieldsOf((await variantProduct(ctx)).id),
    body: { name: 'Platform', type: 'select', options: ['PC', 'Console'] },
  }),
  'PATCH /dev/v1/products/{id}/variants/fields/{fieldId}': async (ctx) => ({
    path: `${fieldsOf((await variantProduct(ctx)).id)}/${(await sharedField(ctx)).id}`,
    body: { required: true },
  }),
  'POST /dev/v1/products/{id}/variants/fields/{fieldId}/options': async (ctx) => ({
    path: `${fieldsOf((await variantProduct(ctx)).id)}/${(await sharedField(ctx)).id}/options`,
    body: { options: ['US'] },
  }),
  'GET /dev/v1/products/{id}/variants': async (ctx) => {
    await sharedVariant(ctx);
    return { path: variantsOf((await variantProduct(ctx)).id) };
  },
  'POST /dev/v1/products/{id}/variants': async (ctx) => ({
    path: variantsOf((await variantProduct(ctx)).id),
    body: { title: 'Deluxe', price: 15, stock: 10 },
  }),
  'PATCH /dev/v1/products/{id}/variants/{variantId}': async (ctx) => ({
    path: `${variantsOf((await variantProduct(ctx)).id)}/${(await sharedVariant(ctx)).id}`,
    body: { price: 12 },
  }),
  'DELETE /dev/v1/products/{id}/variants/{variantId}': async (ctx) => ({
    path: `${variantsOf((await variantProduct(ctx)).id)}/${(await newVariant(ctx)).id}`,
  }),
};
