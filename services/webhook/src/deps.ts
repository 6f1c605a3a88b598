import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { WebhookPrisma } from './db/client';
import type { WebhookSettings } from './env';
import type { CatalogPort } from './peers/catalog';

export type WebhookRuntime = ServiceRuntime<WebhookPrisma, WebhookSettings>;

/** What the webhook routers, consumers and delivery worker are built from; tests replace the catalog. */
export interface WebhookDeps extends WebhookRuntime {
  catalog: CatalogPort;
}
