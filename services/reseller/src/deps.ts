import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { OrderSaga } from './app/order-saga';
import type { StockTransfers } from './app/stock';
import type { ResellerPrisma } from './db/client';
import type { ResellerKeys } from './db/keys';
import type { Ledger } from './db/ledger';
import type { ResellerSettings } from './env';
import type { BillingPort } from './peers/billing';
import type { CatalogPort } from './peers/catalog';
import type { ShopsPort } from './peers/shops';

export type ResellerRuntime = ServiceRuntime<ResellerPrisma, ResellerSettings>;

/** What the reseller routers are built from. */
export interface ResellerDeps extends ResellerRuntime {
  ledger: Ledger;
  /** Resolves the merchant's product references: the catalog port, unless a test replaces it alone. */
  products: Pick<CatalogPort, 'resolve'>;
  catalog: CatalogPort;
  shops: ShopsPort;
  keys: ResellerKeys;
  saga: OrderSaga;
  stock: StockTransfers;
  billing: BillingPort;
}
