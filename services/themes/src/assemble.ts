import type { ThemesDeps, ThemesRuntime } from './deps';
import { catalogOverPeers } from './peers/catalog';
import { shopsOverPeers } from './peers/shops';
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
