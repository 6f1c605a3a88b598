import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { createPrismaClient } from './db/client';
import { billingConsumers } from './events/webhook-timeline';
import { createBillingRouter } from './router';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createBillingService = defineService({
  name: 'billing',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  createRouter: createBillingRouter,
  consumers: billingConsumers,
});
