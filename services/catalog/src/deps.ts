import type { ServiceDeps } from '@shopforge/service-kit';
import type { CatalogPrisma } from './db/client';
import type { CatalogSettings } from './env';

export type CatalogDeps = ServiceDeps<CatalogPrisma> & { settings: CatalogSettings };
