import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { ProductDirectory } from '@shopforge/service-catalog/product-directory';
import type { OrderSaga } from './app/order-saga';
import type { StockTransfers } from './app/stock';
import type { ResellerPrisma } from './db/client';
import type { ResellerKeys } from './db/keys';
import type { Ledger } from './db/ledger';
import type { ResellerSettings } from './env';
import type { ResellerBilling } from './peers/billing';
import type { ResellerCatalog } from './peers/catalog';
import type { ShopDirectory } from '@shopforge/service-oauth/shop-directory';

export type ResellerRuntime = ServiceRuntime<ResellerPrisma, ResellerSettings>;

/** What the reseller routers are built from. */
export interface ResellerDeps extends ResellerRuntime {
  ledger: Ledger;
  products: ProductDirectory;
  catalog: ResellerCatalog;
  shops: ShopDirectory;
  keys: ResellerKeys;
  saga: OrderSaga;
  stock: StockTransfers;
  billing: ResellerBilling;
}
