import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { createPrismaClient } from './db/client';
import { createWebhookRouter } from './router';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createWebhookService = defineService({
  name: 'webhook',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  createRouter: createWebhookRouter,
});
