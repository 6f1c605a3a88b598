import { healthProcedure, router } from '@shopforge/service-kit';
import type { WebhookDeps } from './deps';
import { callbacksRouter } from './routers/callbacks';
import { eventsRouter } from './routers/events';
import { logsRouter } from './routers/logs';
import { platformEventsRouter } from './routers/platform-events';
import { webhooksRouter } from './routers/webhooks';

export function createWebhookRouter(deps: WebhookDeps) {
  return router({
    health: healthProcedure('webhook', () => deps.prisma.$queryRaw`SELECT 1`),
    events: eventsRouter(),
    webhooks: webhooksRouter(deps),
    logs: logsRouter(deps),
    callbacks: callbacksRouter(deps),
    platformEvents: platformEventsRouter(deps),
  });
}

export type WebhookRouter = ReturnType<typeof createWebhookRouter>;
