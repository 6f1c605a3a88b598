import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { webhookDeps } from './assemble';
import { createPrismaClient } from './db/client';
import { DeliveryWorker } from './delivery/worker';
import { parseWebhookSettings } from './env';
import { webhookConsumers } from './events/fan-out';
import { webhookUpkeep } from './events/upkeep';
import { createWebhookRouter } from './router';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createWebhookService = defineService({
  name: 'webhook',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  settings: parseWebhookSettings,
  assemble: (runtime) => webhookDeps(runtime),
  createRouter: createWebhookRouter,
  consumers: webhookConsumers,
  workers: (deps) => [new DeliveryWorker(deps), webhookUpkeep(deps)],
});
