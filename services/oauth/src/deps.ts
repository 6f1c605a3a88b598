import type { ScryptCost } from '@shopforge/service-kit';
import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { ShopCache } from './app/shop-cache';
import type { OauthPrisma } from './db/client';
import type { OauthSettings } from './env';

export type OauthRuntime = ServiceRuntime<OauthPrisma, OauthSettings>;

/** What the oauth routers and consumers are built from (assemble.ts). */
export interface OauthDeps extends OauthRuntime {
  shops: ShopCache;
  /** What member passwords are hashed at: OWASP_SCRYPT_COST everywhere but in service tests. */
  passwordCost: ScryptCost;
}
