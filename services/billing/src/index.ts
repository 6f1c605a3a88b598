export { createBillingService, MIGRATIONS_DIR } from './service';
export type { BillingRouter } from './router';
