export { createCatalogService, MIGRATIONS_DIR } from './service';
export type { CatalogRouter } from './router';
