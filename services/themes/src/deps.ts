import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { ShopDirectory } from '@shopforge/service-oauth/shop-directory';
import type { ThemesPrisma } from './db/client';
import type { ThemesSettings } from './env';
import type { StorefrontCatalog } from './peers/catalog';
import type { TxtResolver } from './peers/txt-resolver';

export type ThemesRuntime = ServiceRuntime<ThemesPrisma, ThemesSettings>;

/** What the themes routers are built from; tests replace the peers and the DNS resolver. */
export interface ThemesDeps extends ThemesRuntime {
  shops: ShopDirectory;
  catalog: StorefrontCatalog;
  resolveTxt: TxtResolver;
}
