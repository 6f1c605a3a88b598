import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { BillingPrisma } from './db/client';
import type { BillingSettings } from './env';
import type { CatalogPort } from './peers/catalog';
import type { ShopsPort } from './peers/shops';
import type { WebhookPort } from './peers/webhook';
import type { TestProvider } from './providers/test-provider';

/** What the service runtime gives billing. */
export type BillingRuntime = ServiceRuntime<BillingPrisma, BillingSettings>;

/** What billing's routers, consumers and workers are built from. */
export interface BillingDeps extends BillingRuntime {
  catalog: CatalogPort;
  shops: ShopsPort;
  webhooks: WebhookPort;
  testProvider: TestProvider;
}
