import type { TestPlatform } from '../platform';

/** One concrete request a route answers with its documented success. */
export interface ExampleRequest {
  /** The route's path with every `{param}` filled in. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The credential to send; the shop's full-access key when absent. */
  token?: string;
}

/** What every example may use: the run's platform and the shop the route-wide suite prepared. */
export interface ExampleContext {
  p: TestPlatform;
  shop: { id: string; fullKey: string };
}

/** Creates whatever its route needs, then names the request. */
export type RouteExample = (ctx: ExampleContext) => Promise<ExampleRequest>;

/** Examples keyed as the route table names routes: `"METHOD /path/{template}"`. */
export type RouteExamples = Readonly<Record<string, RouteExample>>;
