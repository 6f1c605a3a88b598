import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { ThemesPrisma } from './db/client';
import type { ThemesSettings } from './env';
import type { CatalogPort } from './peers/catalog';
import type { ShopsPort } from './peers/shops';
import type { TxtResolver } from './peers/txt-resolver';

export type ThemesRuntime = ServiceRuntime<ThemesPrisma, ThemesSettings>;

/** What the themes routers are built from; tests replace the peers and the DNS resolver. */
export interface ThemesDeps extends ThemesRuntime {
  shops: ShopsPort;
  catalog: CatalogPort;
  resolveTxt: TxtResolver;
}
