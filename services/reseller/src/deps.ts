import type { ServiceDeps } from '@shopforge/service-kit';
import type { ResellerPrisma } from './db/client';

export type ResellerDeps = ServiceDeps<ResellerPrisma>;
