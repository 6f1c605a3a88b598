import type { HttpMethod, Scope } from '@shopforge/contracts';
import type { ServiceName } from '@shopforge/service-kit';
import type { z } from 'zod';
import { toExpressPath } from '../http/path-template';
import type { OutcomeRoute } from './outcome';
import type { ProcedureOf } from './procedures';

/** What every route declares, whichever service answers it. */
interface RouteFields {
  method: HttpMethod;
  /** Path in the spec's form, e.g. `/dev/v1/products/{id}`. */
  path: string;
  /**
   * Scopes the credential must hold (README "Scopes"). Empty means any valid credential: the
   * identity endpoints, and the Reseller API, whose keys carry no scopes.
   */
  scopes: readonly Scope[];
  /** Query-string schema; its parsed output is merged into the procedure input. */
  query?: z.ZodType;
  /** JSON body schema; its parsed output is merged into the procedure input. */
  body?: z.ZodType;
  /** The procedure's output schema, the very object its `.output()` names (table.test.ts checks). */
  output: z.ZodType;
  /**
   * Set when the procedure answers an outcome rather than the body (reseller orders and
   * fulfillments, whose replays and refusals have their own status): its schema is what the
   * procedure's `.output()` names, its answers map each outcome to a response, and `output` is
   * then the body of a success.
   */
  outcome?: OutcomeRoute;
  /**
   * Reseller API. `required`: the Idempotency-Key header must be sent and goes to the procedure
   * as `idempotency_key` (the reseller service keeps the key, rules 1–6).
   */
  idempotencyKey?: 'required';
  /**
   * Reseller API fulfillments: the key may come as `api_key` in the JSON body, or in the query
   * string for URL-only tools (`query`); it never reaches the procedure.
   */
  fulfillmentKey?: 'body' | 'query';
  /** `data`: wrap the procedure output as `{data}`; `as_is`: it already is the body (lists). */
  envelope: 'data' | 'as_is';
  /** Body encodings the route reads; JSON unless stated (the orders PUT alias adds form and multipart). */
  bodyTypes?: ReadonlyArray<'json' | 'form' | 'multipart'>;
  status?: 200 | 201 | 202 | 204;
  summary: string;
}

/**
 * One REST operation of the public API, declared once: authentication, scopes, validation,
 * the upstream call, idempotency, the OpenAPI documents and the scope table all read this
 * entry. `service`, `procedure` and `kind` are checked against the services' routers by type,
 * so a misspelt procedure fails `pnpm typecheck`.
 */
export type RouteDef = {
  [S in ServiceName]: RouteFields & { service: S } & ProcedureOf<S>;
}[ServiceName];

export type ResolvedRoute = RouteDef & { expressPath: string };

export function resolveRoute(def: RouteDef): ResolvedRoute {
  return { ...def, expressPath: toExpressPath(def.path) };
}
