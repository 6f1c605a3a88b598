import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { createPrismaClient } from './db/client';
import { parseOauthSettings } from './env';
import { createOauthRouter } from './router';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createOauthService = defineService({
  name: 'oauth',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  settings: parseOauthSettings,
  createRouter: createOauthRouter,
});
