import { Ledger } from './db/ledger';
import type { ResellerDeps, ResellerRuntime } from './deps';
import { catalogProducts, type ProductDirectory } from '@shopforge/service-catalog/product-directory';

/** The reseller service's dependencies; tests replace the catalog. */
export function resellerDeps(
  runtime: ResellerRuntime,
  overrides: { products?: ProductDirectory } = {},
): ResellerDeps {
  return {
    ...runtime,
    ledger: new Ledger({ prisma: runtime.prisma, clock: runtime.clock }),
    products: overrides.products ?? catalogProducts(runtime.peers),
  };
}
