import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { oauthDeps } from './assemble';
import { createPrismaClient } from './db/client';
import { securityTrailConsumers } from './events/security-trail';
import { shopCacheConsumers } from './events/shop-cache-signals';
import { parseOauthSettings } from './env';
import { createOauthRouter } from './router';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createOauthService = defineService({
  name: 'oauth',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  settings: parseOauthSettings,
  assemble: oauthDeps,
  createRouter: createOauthRouter,
  consumers: (deps) => [...shopCacheConsumers(deps.shops), ...securityTrailConsumers(deps)],
});
