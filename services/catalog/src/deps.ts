import type { ServiceDeps } from '@shopforge/service-kit';
import type { ServiceRuntime } from '@shopforge/service-kit/define';
import type { CatalogPrisma } from './db/client';
import type { CatalogSettings } from './env';

export type CatalogDeps = ServiceDeps<CatalogPrisma> & { settings: CatalogSettings };

/** What `defineService` gives the catalog; its routers need only the `CatalogDeps` part. */
export type CatalogRuntime = ServiceRuntime<CatalogPrisma, CatalogSettings>;
