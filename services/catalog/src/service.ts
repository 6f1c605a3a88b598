import { fileURLToPath } from 'node:url';
import { defineService } from '@shopforge/service-kit/define';
import { catalogDeps } from './assemble';
import { createPrismaClient } from './db/client';
import { parseCatalogSettings } from './env';
import { createCatalogRouter } from './router';
import { productFileSweeper } from './workers/product-file-sweeper';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

export const createCatalogService = defineService({
  name: 'catalog',
  migrationsDir: MIGRATIONS_DIR,
  createClient: createPrismaClient,
  settings: parseCatalogSettings,
  assemble: catalogDeps,
  createRouter: createCatalogRouter,
  workers: (deps) => [productFileSweeper(deps)],
});
