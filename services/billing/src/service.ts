import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { billingDeps } from './assemble';
import { createPrismaClient } from './db/client';
import { parseBillingSettings } from './env';
import { securityNoticeConsumers } from './events/security-notices';
import { billingConsumers } from './events/webhook-timeline';
import { createBillingRouter } from './router';
import { cryptoWatcher } from './workers/crypto-watcher';
import { mailSender } from './workers/mail-sender';
import { billingSweeper } from './workers/sweeper';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createBillingService = defineService({
  name: 'billing',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  settings: parseBillingSettings,
  assemble: (runtime) => billingDeps(runtime),
  createRouter: createBillingRouter,
  consumers: (deps) => [...billingConsumers(deps), ...securityNoticeConsumers(deps)],
  workers: (deps) => [billingSweeper(deps), ...cryptoWatcher(deps), ...mailSender(deps)],
});
