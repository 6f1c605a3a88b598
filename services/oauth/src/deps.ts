import type { SignalPublisher } from '@shopforge/events';
import type { ScryptCost, ServiceDeps } from '@shopforge/service-kit';
import type { OauthPrisma } from './db/client';
import type { ShopCache } from './app/shop-cache';
import type { OauthSettings } from './env';

export type OauthDeps = ServiceDeps<OauthPrisma> & {
  settings: OauthSettings;
  signals: SignalPublisher;
  shops: ShopCache;
  /** What member passwords are hashed at: OWASP_SCRYPT_COST everywhere but in service tests. */
  passwordCost: ScryptCost;
};
