import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { resellerDeps } from './assemble';
import { createPrismaClient } from './db/client';
import { parseResellerSettings } from './env';
import { resellerConsumers } from './events/stock-payments';
import { createResellerRouter } from './router';
import { recoveryWorker } from './workers/recovery';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createResellerService = defineService({
  name: 'reseller',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  settings: parseResellerSettings,
  createRouter: (runtime) => createResellerRouter(resellerDeps(runtime)),
  consumers: (runtime) => resellerConsumers(resellerDeps(runtime)),
  workers: (runtime) => [recoveryWorker(resellerDeps(runtime))],
});
