import type { CatalogRuntime } from './deps';

/**
 * The catalog's dependencies, built once per instance. It asks no peer and keeps no cache, so
 * its routers take the runtime as it is; a port or a cache would be added here.
 */
export function catalogDeps(runtime: CatalogRuntime): CatalogRuntime {
  return runtime;
}
