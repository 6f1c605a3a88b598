import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { themesDeps } from './assemble';
import { createPrismaClient } from './db/client';
import { parseThemesSettings } from './env';
import { createThemesRouter } from './router';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createThemesService = defineService({
  name: 'themes',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  settings: parseThemesSettings,
  assemble: (runtime) => themesDeps(runtime),
  createRouter: createThemesRouter,
});
