import { call } from '../http';
import { dereference, type JsonSchema } from './schema';

export type Api = 'dev' | 'reseller';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of a served OpenAPI document, its schemas dereferenced. */
export interface Operation {
  api: Api;
  method: string;
  /** Template path, e.g. `/dev/v1/products/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body?: { schema: JsonSchema; contentTypes: string[]; required: boolean };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface RawParameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  schema?: unknown;
}

interface RawDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>>;
  components?: { schemas?: Record<string, unknown> };
}

interface RawOperation {
  parameters?: RawParameter[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-error-format'?: string;
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
}

function operationsOf(api: Api, document: RawDocument): Operation[] {
  const components = document.components?.schemas ?? {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      // A stream answers and stays open: a request that is not refused never ends. Its refusals
      // (credentials, scope, query) are checked in e2e/tests/event-stream.e2e.test.ts.
      const streams = Object.values(raw.responses ?? {}).some((r) => r.content?.['text/event-stream']);
      if (streams) continue;
      // The OAuth endpoints answer RFC 6749 errors and pages, not the envelope this suite checks;
      // their refusals are checked in e2e/tests/oauth*.e2e.test.ts.
      if (raw['x-error-format'] === 'oauth2') continue;
      // Header parameters are all $refs to shared components (Idempotency-Key and the like).
      const params = (raw.parameters ?? []).filter((p) => !p.$ref && p.name);
      const of = (where: string) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({
            name: p.name as string,
            required: p.required ?? false,
            schema: dereference(p.schema ?? {}, components),
          }));
      const content = raw.requestBody?.content;
      const json = content?.['application/json']?.schema;
      operations.push({
        api,
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        query: of('query'),
        ...(content && json
          ? {
              body: {
                schema: dereference(json, components),
                contentTypes: Object.keys(content),
                required: raw.requestBody?.required ?? false,
              },
            }
          : {}),
      });
    }
  }
  return operations;
}

/** Every operation of the two documents the gateway serves, as a client would fetch them. */
export async function fetchOperations(gatewayUrl: string): Promise<Operation[]> {
  const documents: Array<[Api, string]> = [
    ['dev', '/dev/v1/openapi.json'],
    ['reseller', '/reseller/v1/openapi.json'],
  ];
  const operations: Operation[] = [];
  for (const [api, path] of documents) {
    const res = await call(gatewayUrl, 'GET', path);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    operations.push(...operationsOf(api, res.body as RawDocument));
  }
  return operations;
}
