import { OWASP_SCRYPT_COST } from '@shopforge/service-kit';
import type { ServiceRuntime } from '@shopforge/service-kit/define';
import { ShopCache } from './app/shop-cache';
import type { OauthPrisma } from './db/client';
import type { OauthDeps } from './deps';
import type { OauthSettings } from './env';

type OauthRuntime = ServiceRuntime<OauthPrisma, OauthSettings>;

const assembled = new WeakMap<OauthRuntime, OauthDeps>();

/** One set of dependencies per service instance: the router and the consumers share its caches. */
export function oauthDeps(runtime: OauthRuntime): OauthDeps {
  let deps = assembled.get(runtime);
  if (deps === undefined) {
    deps = {
      ...runtime,
      shops: new ShopCache(runtime.prisma, runtime.clock),
      passwordCost: OWASP_SCRYPT_COST,
    };
    assembled.set(runtime, deps);
  }
  return deps;
}
