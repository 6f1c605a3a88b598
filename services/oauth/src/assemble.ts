import { OWASP_SCRYPT_COST } from '@shopforge/service-kit';
import { ShopCache } from './app/shop-cache';
import type { OauthDeps, OauthRuntime } from './deps';

/** The oauth service's dependencies, built once per instance: the router and the consumers share its caches. */
export function oauthDeps(runtime: OauthRuntime): OauthDeps {
  return {
    ...runtime,
    shops: new ShopCache(runtime.prisma, runtime.clock),
    passwordCost: OWASP_SCRYPT_COST,
  };
}
