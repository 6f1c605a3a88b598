import type { ServiceDeps } from '@shopforge/service-kit';
import type { BillingPrisma } from './db/client';

export type BillingDeps = ServiceDeps<BillingPrisma>;
