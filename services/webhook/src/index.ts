export { createWebhookService, MIGRATIONS_DIR } from './service';
export type { WebhookRouter } from './router';
