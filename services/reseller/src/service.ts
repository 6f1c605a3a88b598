import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { resellerDeps } from './assemble';
import { createPrismaClient } from './db/client';
import type { SagaHooks } from './app/order-saga';
import { parseResellerSettings, type ResellerSettings } from './env';
import { resellerConsumers } from './events/consumers';
import { createResellerRouter } from './router';
import { recoveryWorker } from './workers/recovery';

/** RESELLER_CRASH_AFTER_PHASE: a real kill -9 at a saga boundary, for the crash tests. */
function crashHooks(settings: ResellerSettings): SagaHooks {
  const phase = settings.crashAfterPhase;
  if (phase === null) return {};
  return {
    afterPhase: (reached) => {
      if (reached === phase) process.kill(process.pid, 'SIGKILL');
    },
  };
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createResellerService = defineService({
  name: 'reseller',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  settings: parseResellerSettings,
  assemble: (runtime) => resellerDeps(runtime, { hooks: crashHooks(runtime.settings) }),
  createRouter: createResellerRouter,
  consumers: resellerConsumers,
  workers: (deps) => [recoveryWorker(deps)],
});
