import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { type ResolvedRoute, resolveRoute } from '../routes/route';
import { isJsonObject } from './names';
import type { JsonObject, JsonValue, OpenApiDocument, OperationObject } from './types';

/**
 * Helpers of the OpenAPI tests. A route table of the shapes the real table does not have yet
 * (bodies, form encodings, 204, recursion), so the generator is tested on them before the first
 * real route of each kind arrives.
 */

interface TreeNode {
  name: string;
  children: TreeNode[];
}
const treeNode: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ name: z.string(), children: z.array(treeNode) }),
);

export const SYNTHETIC_TABLE: readonly ResolvedRoute[] = [
  resolveRoute({
    method: 'POST',
    path: '/dev/v1/email-marketing/segments',
    scopes: ['email_marketing.write'],
    service: 'billing',
    // Real procedure names (the table is typed by the services' routers); never called here.
    procedure: 'emailMarketing.createSegment',
    kind: 'mutation',
    body: z.object({ product_id: z.string().min(1), email: z.string(), note: z.string().optional() }),
    output: z.object({ id: z.uuid(), key: z.string() }),
    envelope: 'data',
    status: 201,
    summary: 'Create a segment.',
  }),
  resolveRoute({
    method: 'GET',
    path: '/dev/v1/replacement-events/{id}',
    scopes: ['orders.read'],
    service: 'billing',
    procedure: 'replacements.get',
    kind: 'query',
    query: z.object({ depth: z.coerce.number().int().min(1).describe('How deep to expand.') }),
    output: z.object({
      root: treeNode,
      pagination: z.object({ next_cursor: z.string().nullable(), has_more: z.boolean() }),
    }),
    envelope: 'as_is',
    summary: 'A recursive record.',
  }),
];

/** Validates against the official OpenAPI 3.1 JSON Schema, on the JSON the gateway serves. */
export async function validateDocument(document: OpenApiDocument) {
  const validator = new Validator();
  const result = await validator.validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>);
  return { ...result, version: validator.version };
}

export interface FoundOperation {
  method: string;
  path: string;
  operation: OperationObject;
}

export function operationsOf(document: OpenApiDocument): FoundOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** The API's own operations: all but the OAuth endpoints, whose errors are RFC 6749's. */
export function apiOperationsOf(document: OpenApiDocument): FoundOperation[] {
  return operationsOf(document).filter((entry) => entry.operation['x-error-format'] !== 'oauth2');
}

const asJson = new WeakMap<OpenApiDocument, JsonObject>();

/** Follows a local `$ref` (`#/components/…`) through the document, as a reader would. */
export function deref(document: OpenApiDocument, value: unknown): JsonObject {
  if (!isJsonObject(value)) throw new Error(`Not an object: ${JSON.stringify(value)}`);
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  // The served form of the document: plain JSON, walked by pointer.
  const root = asJson.get(document) ?? (JSON.parse(JSON.stringify(document)) as JsonObject);
  asJson.set(document, root);
  let node: JsonValue = root;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = isJsonObject(node) ? (node[part.replace(/~1/g, '/').replace(/~0/g, '~')] ?? null) : null;
  }
  if (!isJsonObject(node)) throw new Error(`Unresolved reference ${ref}`);
  return deref(document, node);
}

/** Every `$ref` string anywhere in the document. */
export function allRefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allRefs);
  if (!isJsonObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : allRefs(child),
  );
}
