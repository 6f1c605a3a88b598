import type { ServiceDeps } from '@shopforge/service-kit';
import type { WebhookPrisma } from './db/client';

export type WebhookDeps = ServiceDeps<WebhookPrisma>;
