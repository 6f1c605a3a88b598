import { healthProcedure, router } from '@shopforge/service-kit';
import type { WebhookDeps } from './deps';
import { eventsRouter } from './routers/events';

export function createWebhookRouter(deps: WebhookDeps) {
  return router({
    health: healthProcedure('webhook', () => deps.prisma.$queryRaw`SELECT 1`),
    events: eventsRouter(),
  });
}

export type WebhookRouter = ReturnType<typeof createWebhookRouter>;
