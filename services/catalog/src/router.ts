import { healthProcedure, router } from '@shopforge/service-kit';
import type { CatalogDeps } from './deps';
import { productsRouter } from './routers/products';

export function createCatalogRouter(deps: CatalogDeps) {
  return router({
    health: healthProcedure('catalog', () => deps.prisma.$queryRaw`SELECT 1`),
    products: productsRouter(deps),
  });
}

export type CatalogRouter = ReturnType<typeof createCatalogRouter>;
