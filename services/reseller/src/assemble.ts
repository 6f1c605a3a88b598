import { catalogProducts, type ProductDirectory } from '@shopforge/service-catalog/product-directory';
import { OrderSaga, type SagaHooks } from './app/order-saga';
import { StockTransfers } from './app/stock';
import { ResellerKeys } from './db/keys';
import { Ledger } from './db/ledger';
import type { ResellerDeps, ResellerRuntime } from './deps';
import { billingOverPeers, type ResellerBilling } from './peers/billing';
import { catalogOverPeers, type ResellerCatalog } from './peers/catalog';
import { type ShopDirectory, shopsOverPeers } from '@shopforge/service-oauth/shop-directory';

/** The reseller service's dependencies; tests replace the peers and hook the saga. */
export function resellerDeps(
  runtime: ResellerRuntime,
  overrides: {
    products?: ProductDirectory;
    catalog?: ResellerCatalog;
    shops?: ShopDirectory;
    billing?: ResellerBilling;
    hooks?: SagaHooks;
  } = {},
): ResellerDeps {
  const ledger = new Ledger({ sql: runtime.sql, clock: runtime.clock });
  const catalog = overrides.catalog ?? catalogOverPeers(runtime.peers);
  const shops = overrides.shops ?? shopsOverPeers(runtime.peers);
  const billing = overrides.billing ?? billingOverPeers(runtime.peers);
  return {
    ...runtime,
    ledger,
    catalog,
    shops,
    billing,
    stock: new StockTransfers({
      prisma: runtime.prisma,
      sql: runtime.sql,
      clock: runtime.clock,
      catalog,
      billing,
    }),
    products: overrides.products ?? catalogProducts(runtime.peers),
    keys: new ResellerKeys({
      prisma: runtime.prisma,
      sql: runtime.sql,
      clock: runtime.clock,
      shops,
      signals: runtime.signals,
    }),
    saga: new OrderSaga({
      prisma: runtime.prisma,
      sql: runtime.sql,
      clock: runtime.clock,
      ledger,
      catalog,
      hooks: overrides.hooks,
    }),
  };
}
