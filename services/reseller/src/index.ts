export { createResellerService, MIGRATIONS_DIR } from './service';
export type { ResellerRouter } from './router';
