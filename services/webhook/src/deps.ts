import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { WebhookPrisma } from './db/client';
import type { WebhookSettings } from './env';

export type WebhookDeps = ServiceRuntime<WebhookPrisma, WebhookSettings>;
