import type { ResolvedRoute } from '../routes/route';
import { ROUTES_BESIDE_THE_TABLE } from '../routes/beside-the-table';
import { EVENT_STREAM_PATH } from '../routes/event-stream';
import { PRODUCT_FILE_CONTENT_PATH, PRODUCT_FILE_PATH } from '../routes/product-file';
import { ComponentSet } from './components';
import {
  buildOauthPaths,
  OAUTH_CLIENT_SCHEME,
  OAUTH_CLIENT_SECURITY_SCHEME,
  OAUTH_TAG_DESCRIPTION,
} from './oauth-paths';
import type { BuildContext } from './context';
import { ERROR_ENVELOPE, errorEnvelopeSchema } from './errors';
import { headerComponents, idempotencyParameters } from './headers';
import { buildOperation, operationIdFor, tagFor } from './operations';
import { type ApiProfile, DEVELOPER_PROFILE, RESELLER_PROFILE } from './profiles';
import { SchemaRegistry } from './schemas';
import { TAG_DESCRIPTIONS } from './tag-descriptions';
import type {
  OpenApiDocument,
  OperationMethod,
  PathItemObject,
  ResponseObject,
  SecuritySchemeObject,
  TagObject,
} from './types';
import {
  buildWebhooks,
  WEBHOOK_PAYLOAD_SCHEMAS,
  type WebhookPayloadSchemas,
  webhookHeaderParameters,
} from './webhooks';

/** The routes of one API: its own prefix only, so one table feeds both documents. */
export function routesUnder(table: readonly ResolvedRoute[], prefix: string): ResolvedRoute[] {
  return table.filter((route) => route.path === prefix || route.path.startsWith(`${prefix}/`));
}

/** Derived ids can clash (one procedure behind two paths); a numeric suffix keeps them unique. */
function uniqueId(candidate: string, taken: Set<string>): string {
  let id = candidate;
  for (let n = 2; taken.has(id); n += 1) id = `${candidate}${n}`;
  taken.add(id);
  return id;
}

function buildPaths(
  routes: readonly ResolvedRoute[],
  ctx: BuildContext,
): { paths: Record<string, PathItemObject>; tags: TagObject[] } {
  const paths: Record<string, PathItemObject> = {};
  const tagNames = new Set<string>();
  const operationIds = new Set<string>();
  for (const route of routes) {
    const method = route.method.toLowerCase() as OperationMethod;
    const item = paths[route.path] ?? {};
    if (item[method]) throw new Error(`${route.method} ${route.path} is declared twice in the route table.`);
    const operationId = uniqueId(operationIdFor(route), operationIds);
    item[method] = buildOperation(route, ctx, operationId);
    paths[route.path] = item;
    tagNames.add(tagFor(route, ctx.profile.prefix));
  }
  return {
    paths,
    tags: [...tagNames].map((name) => {
      const description = TAG_DESCRIPTIONS[name];
      return description ? { name, description } : { name };
    }),
  };
}

/** Builds the webhooks section with the document's schema registry (developer document only). */
type WebhookSection = (registry: SchemaRegistry) => Record<string, PathItemObject>;

/** Paths written by hand beside the table's (the OAuth endpoints), with the document's registry. */
interface ExtraPaths {
  paths: (registry: SchemaRegistry) => Record<string, PathItemObject>;
  tags: TagObject[];
  securitySchemes: Record<string, SecuritySchemeObject>;
}

function buildDocument(
  profile: ApiProfile,
  routes: readonly ResolvedRoute[],
  webhookSection?: WebhookSection,
  extra?: ExtraPaths,
): OpenApiDocument {
  const ctx: BuildContext = {
    profile,
    schemas: new SchemaRegistry(profile.sharedSchemas),
    responses: new ComponentSet<ResponseObject>('responses'),
  };
  const built = buildPaths(routes, ctx);
  const paths = { ...built.paths, ...extra?.paths(ctx.schemas) };
  const tags = [...built.tags, ...(extra?.tags ?? [])];
  const webhooks = webhookSection?.(ctx.schemas);
  const webhookTags = [...new Set(Object.values(webhooks ?? {}).flatMap((item) => item.post?.tags ?? []))];
  ctx.schemas.define(ERROR_ENVELOPE, errorEnvelopeSchema(profile));
  return {
    openapi: '3.1.0',
    info: {
      title: profile.title,
      version: 'v1',
      description: profile.description,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Shopforge-Proprietary' },
    },
    // Relative: the document is served by the gateway it describes, whatever its host name.
    servers: [{ url: '/' }],
    tags: [...tags, ...webhookTags.map((name) => ({ name, description: `Webhook deliveries: ${name}.` }))],
    paths,
    ...(webhooks ? { webhooks } : {}),
    components: {
      schemas: ctx.schemas.components,
      responses: ctx.responses.entries,
      headers: headerComponents(profile),
      parameters: { ...idempotencyParameters(profile), ...(webhooks ? webhookHeaderParameters() : {}) },
      securitySchemes: {
        [profile.securitySchemeName]: profile.securityScheme,
        ...(profile.alternativeScheme
          ? { [profile.alternativeScheme.name]: profile.alternativeScheme.scheme }
          : {}),
        ...extra?.securitySchemes,
      },
    },
  };
}

/** OpenAPI 3.1 of the merchant Developer API (`/dev/v1`), including its outgoing webhooks. */
export function buildDeveloperApiDocument(
  table: readonly ResolvedRoute[],
  webhookPayloads: WebhookPayloadSchemas = WEBHOOK_PAYLOAD_SCHEMAS,
): OpenApiDocument {
  const document = buildDocument(
    DEVELOPER_PROFILE,
    [...routesUnder(table, DEVELOPER_PROFILE.prefix), ...ROUTES_BESIDE_THE_TABLE],
    (registry) => buildWebhooks(registry, webhookPayloads),
    {
      paths: buildOauthPaths,
      tags: [{ name: 'oauth', description: OAUTH_TAG_DESCRIPTION }],
      securitySchemes: { [OAUTH_CLIENT_SCHEME]: OAUTH_CLIENT_SECURITY_SCHEME },
    },
  );
  // The operations mounted beside the table, whose bodies are not one JSON document.
  const success = (path: string, method: 'get' | 'put') => {
    const response = document.paths[path]?.[method]?.responses['200'];
    return response && !('$ref' in response) ? response : undefined;
  };
  const stream = success(EVENT_STREAM_PATH, 'get');
  if (stream) {
    stream.content = {
      'text/event-stream': {
        schema: {
          type: 'string',
          description: 'Server-Sent Events: `id`, `event` and `data` lines per event.',
        },
      },
    };
  }
  const download = success(PRODUCT_FILE_CONTENT_PATH, 'get');
  if (download) {
    download.content = {
      'application/octet-stream': {
        schema: { type: 'string', format: 'binary', description: 'The file, in its own `Content-Type`.' },
      },
    };
  }
  const upload = document.paths[PRODUCT_FILE_PATH]?.put;
  if (upload) {
    upload.requestBody = {
      required: true,
      description:
        'The file’s bytes, with its `Content-Length`; `Content-Type` is stored as the file’s type.',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return document;
}

/**
 * OpenAPI 3.1 of the Reseller API (`/reseller/v1`). Its operations arrive through the same
 * route table; until then the document is valid with no paths.
 */
export function buildResellerApiDocument(table: readonly ResolvedRoute[]): OpenApiDocument {
  return buildDocument(RESELLER_PROFILE, routesUnder(table, RESELLER_PROFILE.prefix));
}
