import { healthProcedure, router } from '@shopforge/service-kit';
import type { CatalogDeps } from './deps';
import { categoriesRouter } from './routers/categories';
import { couponsRouter } from './routers/coupons';
import { operatorRouter } from './routers/operator';
import { productFilesRouter } from './routers/product-files';
import { productGroupsRouter } from './routers/product-groups';
import { productLookupProcedure } from './routers/product-lookup';
import { productsRouter } from './routers/products';
import { serialsRouter } from './routers/serials';
import { stockRouter } from './routers/stock';
import { storefrontRouter } from './routers/storefront';
import { variantsRouter } from './routers/variants';

export function createCatalogRouter(deps: CatalogDeps) {
  return router({
    health: healthProcedure('catalog', () => deps.prisma.$queryRaw`SELECT 1`),
    products: productsRouter(deps),
    directory: router({ lookup: productLookupProcedure(deps) }),
    serials: serialsRouter(deps),
    productFiles: productFilesRouter(deps),
    stock: stockRouter(deps),
    coupons: couponsRouter(deps),
    categories: categoriesRouter(deps),
    groups: productGroupsRouter(deps),
    variants: variantsRouter(deps),
    operator: operatorRouter(deps),
    storefront: storefrontRouter(deps),
  });
}

export type CatalogRouter = ReturnType<typeof createCatalogRouter>;
