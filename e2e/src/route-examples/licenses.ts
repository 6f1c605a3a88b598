import { api } from './api';
import { newProduct } from './product-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

interface License {
  id: string;
  key: string;
  product_id: string;
}

const licensedProduct = (ctx: ExampleContext) =>
  shared(ctx, 'licensed-product', () => newProduct(ctx, { licensing_enabled: true, license_period: '1y' }));
const newLicense = async (ctx: ExampleContext) =>
  api<License>(ctx, 'POST', '/dev/v1/licenses', { product_id: (await licensedProduct(ctx)).id });
const sharedLicense = (ctx: ExampleContext) => shared(ctx, 'license', () => newLicense(ctx));

export const licenseExamples: RouteExamples = {
  'POST /dev/v1/licenses/validate': async (ctx) => {
    const license = await newLicense(ctx);
    return {
      path: '/dev/v1/licenses/validate',
      body: { key: license.key, product_id: license.product_id, hwid: 'route-wide-laptop' },
    };
  },
  'GET /dev/v1/licenses': async (ctx) => {
    await sharedLicense(ctx);
    return { path: '/dev/v1/licenses' };
  },
  'POST /dev/v1/licenses': async (ctx) => ({
    path: '/dev/v1/licenses',
    body: { product_id: (await licensedProduct(ctx)).id, customer_email: 'holder@example.com' },
  }),
  'PATCH /dev/v1/licenses/{id}': async (ctx) => ({
    path: `/dev/v1/licenses/${(await sharedLicense(ctx)).id}`,
    body: { hwid: null },
  }),
  'DELETE /dev/v1/licenses/{id}': async (ctx) => ({ path: `/dev/v1/licenses/${(await newLicense(ctx)).id}` }),
};
