import type { ServiceDeps } from '@shopforge/service-kit';
import type { CatalogPrisma } from './db/client';

export type CatalogDeps = ServiceDeps<CatalogPrisma>;
