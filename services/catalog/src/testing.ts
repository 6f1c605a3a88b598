/** For other services' tests that run the real catalog in-process (billing's order suite). */
export { type CatalogPrisma, createPrismaClient } from './db/client';
export { createCatalogRouter } from './router';
export { parseCatalogSettings } from './env';
export { MIGRATIONS_DIR } from './service';
