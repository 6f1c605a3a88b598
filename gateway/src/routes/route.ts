import { type HttpMethod, type Scope, scopesForRoute } from '@shopforge/contracts';
import type { ServiceName } from '@shopforge/service-kit';
import type { z } from 'zod';

/**
 * One REST operation of the public API, declared once. Authentication, scopes, validation,
 * the upstream call and (later) idempotency and OpenAPI all read this entry.
 */
export interface RouteDef {
  method: HttpMethod;
  /** Path in the spec's form, e.g. `/dev/v1/products/{id}`. */
  path: string;
  service: ServiceName;
  procedure: string;
  kind: 'query' | 'mutation';
  /** Query-string schema; its parsed output is merged into the procedure input. */
  query?: z.ZodType;
  /** JSON body schema; its parsed output is merged into the procedure input. */
  body?: z.ZodType;
  /** The procedure's output schema (OpenAPI reads it). */
  output: z.ZodType;
  /** `data`: wrap the procedure output as `{data}`; `as_is`: it already is the body (lists). */
  envelope: 'data' | 'as_is';
  /** Body encodings the route reads; JSON unless stated (the orders PUT alias adds form and multipart). */
  bodyTypes?: ReadonlyArray<'json' | 'form' | 'multipart'>;
  status?: 200 | 201 | 202 | 204;
  summary: string;
}

export interface ResolvedRoute extends RouteDef {
  scopes: readonly Scope[];
  expressPath: string;
}

/** `{id}` → `:id` for Express, and the route's scopes from the one scope table. */
export function resolveRoute(def: RouteDef): ResolvedRoute {
  return {
    ...def,
    scopes: scopesForRoute(def.method, def.path),
    expressPath: def.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1'),
  };
}
