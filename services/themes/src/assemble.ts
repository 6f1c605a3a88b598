import { shopsOverPeers } from '@shopforge/service-oauth/shop-directory';
import type { ThemesDeps, ThemesRuntime } from './deps';
import { catalogOverPeers } from './peers/catalog';
import { dnsTxtResolver } from './peers/txt-resolver';

export function themesDeps(
  runtime: ThemesRuntime,
  overrides: Partial<Pick<ThemesDeps, 'shops' | 'catalog' | 'resolveTxt'>> = {},
): ThemesDeps {
  return {
    ...runtime,
    shops: overrides.shops ?? shopsOverPeers(runtime.peers),
    catalog: overrides.catalog ?? catalogOverPeers(runtime.peers),
    resolveTxt: overrides.resolveTxt ?? dnsTxtResolver,
  };
}
