import { OrderSaga, type SagaHooks } from './app/order-saga';
import { StockTransfers } from './app/stock';
import { ResellerKeys } from './db/keys';
import { Ledger } from './db/ledger';
import type { ResellerDeps, ResellerRuntime } from './deps';
import { type BillingPort, billingOverPeers } from './peers/billing';
import { type CatalogPort, catalogOverPeers } from './peers/catalog';
import { type ShopsPort, shopsOverPeers } from './peers/shops';

/**
 * The reseller service's dependencies, built once per instance: its router, consumers and
 * recovery worker share one ledger and one saga. Tests replace the peers and hook the saga.
 */
export function resellerDeps(
  runtime: ResellerRuntime,
  overrides: {
    products?: ResellerDeps['products'];
    catalog?: CatalogPort;
    shops?: ShopsPort;
    billing?: BillingPort;
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
    products: overrides.products ?? catalog,
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
