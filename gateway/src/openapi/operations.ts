import type { z } from 'zod';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_ALIAS } from '../http/idempotency-key';
import type { ResolvedRoute } from '../routes/route';
import type { BuildContext } from './context';
import { errorResponses } from './errors';
import { type OperationTraits, parameterRef, responseHeaders } from './headers';
import { isJsonObject, pascal } from './names';
import type { OperationObject, ParameterObject, Reference, RequestBodyObject, ResponseObject } from './types';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MEDIA_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

const SUCCESS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK.',
  201: 'Created.',
  204: 'Done; no content.',
};

export function traitsOf(route: ResolvedRoute): OperationTraits {
  return {
    mutating: MUTATING_METHODS.has(route.method),
    // The gateway reads (and may refuse) a body on every method but GET and DELETE.
    readsBody: route.method !== 'GET' && route.method !== 'DELETE',
  };
}

/** `GET` + `products.list` → `getProductsList`; the document builder settles rare clashes. */
export function operationIdFor(route: ResolvedRoute): string {
  return `${route.method.toLowerCase()}${pascal(route.procedure)}`;
}

/** The resource group: the path segment after the API prefix (`/dev/v1/products/{id}` → `products`). */
export function tagFor(route: ResolvedRoute, prefix: string): string {
  return (
    route.path
      .slice(prefix.length)
      .split('/')
      .find((segment) => segment.length > 0) ?? 'root'
  );
}

function pathParameters(path: string): ParameterObject[] {
  return [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map(([, name]) => ({
    name: name ?? '',
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
}

/**
 * One query parameter per property of the route's query schema. `input` mode, because the
 * schema describes the raw query string (`limit=5`), not the coerced value the procedure gets.
 */
function queryParameters(route: ResolvedRoute, ctx: BuildContext, operationId: string): ParameterObject[] {
  if (!route.query) return [];
  const schema = ctx.schemas.convert(route.query, 'input', `${operationId}Query`);
  const { properties, required } = schema;
  if (!isJsonObject(properties)) {
    throw new Error(`The query schema of ${route.method} ${route.path} must be an object schema.`);
  }
  const requiredNames = new Set(Array.isArray(required) ? required : []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = isJsonObject(property) ? property : {};
    const parameter: ParameterObject = {
      name,
      in: 'query',
      required: requiredNames.has(name),
      schema: propertySchema,
    };
    if (typeof description === 'string') parameter.description = description;
    return parameter;
  });
}

/** The gateway validates an absent body as `{}`, so the body is optional exactly when `{}` passes. */
function acceptsEmptyBody(body: z.ZodType): boolean {
  try {
    return body.safeParse({}).success;
  } catch {
    // A schema with async refinements cannot be checked synchronously; call its body required.
    return false;
  }
}

function requestBody(
  route: ResolvedRoute,
  ctx: BuildContext,
  operationId: string,
): RequestBodyObject | undefined {
  if (!route.body) return undefined;
  const schema = ctx.schemas.convert(route.body, 'input', `${operationId}Body`);
  // JSON is always read; form and multipart only where the route lists them.
  const types = new Set(['json' as const, ...(route.bodyTypes ?? [])]);
  return {
    required: !acceptsEmptyBody(route.body),
    content: Object.fromEntries([...types].map((type) => [MEDIA_TYPES[type], { schema }])),
  };
}

function successResponse(
  route: ResolvedRoute,
  ctx: BuildContext,
  operationId: string,
): [string, ResponseObject] {
  const status = route.status ?? 200;
  const response: ResponseObject = {
    description: SUCCESS_TEXT[status] ?? 'Success.',
    headers: responseHeaders(ctx.profile, status, traitsOf(route)),
  };
  if (status !== 204) {
    const output = ctx.schemas.convert(route.output, 'output', `${operationId}Result`);
    const schema =
      route.envelope === 'data'
        ? { type: 'object', required: ['data'], properties: { data: output } }
        : output;
    response.content = { 'application/json': { schema } };
  }
  return [String(status), response];
}

function scopeText(route: ResolvedRoute): string {
  if (route.scopes.length === 0) return 'Any valid credential; no scope is needed.';
  const list = route.scopes.map((scope) => `\`${scope}\``).join(' and ');
  return `Requires ${list} (a \`.write\` scope of the same group, or \`*\`, also grants a \`.read\` scope).`;
}

/** The OpenAPI operation of one route-table entry. */
export function buildOperation(
  route: ResolvedRoute,
  ctx: BuildContext,
  operationId: string,
): OperationObject {
  const { profile } = ctx;
  const traits = traitsOf(route);
  const parameters: Array<ParameterObject | Reference> = [
    ...pathParameters(route.path),
    ...queryParameters(route, ctx, operationId),
  ];
  if (traits.mutating) parameters.push(parameterRef(IDEMPOTENCY_KEY), parameterRef(IDEMPOTENCY_KEY_ALIAS));
  const [successStatus, success] = successResponse(route, ctx, operationId);

  const body = requestBody(route, ctx, operationId);
  // Members in the order a reader scans them: what, inputs, outputs, who may call it.
  return {
    operationId,
    summary: route.summary,
    ...(profile.scoped ? { description: scopeText(route) } : {}),
    tags: [tagFor(route, profile.prefix)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { [successStatus]: success, ...errorResponses(ctx, traits) },
    security: [
      { [profile.securitySchemeName]: [...route.scopes] },
      ...(profile.alternativeScheme ? [{ [profile.alternativeScheme.name]: [...route.scopes] }] : []),
    ],
    'x-required-scopes': [...route.scopes],
  };
}
