import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { ResellerPrisma } from './db/client';
import type { Ledger } from './db/ledger';
import type { ProductDirectory } from '@shopforge/service-catalog/product-directory';

export type ResellerRuntime = ServiceRuntime<ResellerPrisma, undefined>;

/** What the reseller routers are built from. */
export interface ResellerDeps extends ResellerRuntime {
  ledger: Ledger;
  products: ProductDirectory;
}
