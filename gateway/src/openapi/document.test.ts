import { WEBHOOK_EVENT_NAMES } from '@shopforge/contracts';
import { ERROR_CODES } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { ROUTES_BESIDE_THE_TABLE } from '../routes/beside-the-table';
import { ROUTE_TABLE } from '../routes/table';
import { buildDeveloperApiDocument, buildResellerApiDocument } from './document';
import { IDEMPOTENCY_STATUSES } from '@shopforge/contracts';
import { allRefs, apiOperationsOf, deref, operationsOf, SYNTHETIC_TABLE, validateDocument } from './testing';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The synthetic fixtures stand in for the real operations on their paths (shapes the real
// table lacks: recursive records, required query numbers).
const synthetic = new Set(SYNTHETIC_TABLE.map((route) => `${route.method} ${route.path}`));
const table = [
  ...ROUTE_TABLE.filter((route) => !synthetic.has(`${route.method} ${route.path}`)),
  ...SYNTHETIC_TABLE,
];
const developer = buildDeveloperApiDocument(table);
const reseller = buildResellerApiDocument(table);

function operation(document: typeof developer, method: string, path: string) {
  const found = operationsOf(document).find((entry) => entry.method === method && entry.path === path);
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found.operation;
}

describe('generated OpenAPI documents', () => {
  it('are valid OpenAPI 3.1, for the real table and with the synthetic routes added', async () => {
    for (const document of [
      buildDeveloperApiDocument(ROUTE_TABLE),
      buildResellerApiDocument(ROUTE_TABLE),
      developer,
      reseller,
    ]) {
      const result = await validateDocument(document);
      expect(result.errors).toBeUndefined();
      expect(result).toMatchObject({ valid: true, version: '3.1' });
      expect(document.openapi).toBe('3.1.0');
    }
  });

  it('resolve every $ref inside the document (no leftover local $defs)', () => {
    for (const document of [developer, reseller]) {
      for (const ref of allRefs(document)) {
        expect(ref).toMatch(/^#\/components\//);
        expect(() => deref(document, { $ref: ref })).not.toThrow();
      }
    }
  });

  it('document every route of the table with its method and path, under unique operation ids', () => {
    const documented = apiOperationsOf(buildDeveloperApiDocument(ROUTE_TABLE));
    // The routes mounted beside the table (the event stream, file bytes) are documented too.
    const devRoutes = [
      ...ROUTE_TABLE.filter((route) => route.path.startsWith('/dev/v1/')),
      ...ROUTES_BESIDE_THE_TABLE,
    ];
    for (const route of devRoutes) {
      const found = documented.find((entry) => entry.method === route.method && entry.path === route.path);
      expect(found, `${route.method} ${route.path}`).toBeDefined();
      expect(found?.operation.summary).toBe(route.summary);
      expect(found?.operation['x-required-scopes']).toEqual(route.scopes);
      // Either credential holding the scopes: an API key or an OAuth app's access token.
      expect(found?.operation.security).toEqual([
        { bearerAuth: [...route.scopes] },
        { oauth2: [...route.scopes] },
      ]);
    }
    expect(documented).toHaveLength(devRoutes.length);
    const ids = operationsOf(developer).map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents the OAuth endpoints apps call, with RFC 6749 errors and client authentication', () => {
    const authorize = operation(developer, 'GET', '/dev/v1/oauth/authorize');
    expect(authorize.security).toEqual([]);
    expect((authorize.parameters ?? []).map((p) => ('name' in p ? p.name : ''))).toEqual(
      expect.arrayContaining(['response_type', 'client_id', 'redirect_uri', 'code_challenge', 'state']),
    );
    const token = operation(developer, 'POST', '/dev/v1/oauth/token');
    expect(token['x-error-format']).toBe('oauth2');
    expect(Object.keys(token.requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
      'application/json',
    ]);
    expect(JSON.stringify(token.responses['400'])).toContain('invalid_grant');
    expect(JSON.stringify(token.responses['200'])).toContain('refresh_token');
    expect(developer.components.securitySchemes.oauthClientBasic).toMatchObject({
      type: 'http',
      scheme: 'basic',
    });
    for (const path of ['/dev/v1/oauth/revoke', '/dev/v1/oauth/introspect']) {
      expect(operation(developer, 'POST', path)['x-error-format']).toBe('oauth2');
    }
  });

  it('documents the event stream as text/event-stream with the usual errors', () => {
    const stream = operation(developer, 'GET', '/dev/v1/events/stream');
    const ok = deref(developer, stream.responses['200']);
    expect(Object.keys(ok.content ?? {})).toEqual(['text/event-stream']);
    expect(stream['x-required-scopes']).toEqual(['events.read']);
    expect(Object.keys(stream.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
  });

  it('documents a product file’s upload and download as bytes, not JSON', () => {
    const upload = operation(developer, 'PUT', '/dev/v1/products/{id}/file');
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['application/octet-stream']);
    expect(upload.requestBody?.required).toBe(true);
    expect(upload['x-required-scopes']).toEqual(['products.write']);
    const download = operation(developer, 'GET', '/dev/v1/products/{id}/file/content');
    expect(Object.keys(deref(developer, download.responses['200']).content ?? {})).toEqual([
      'application/octet-stream',
    ]);
    expect(Object.keys(download.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
  });

  it('describes the Developer API and its bearer scheme', () => {
    expect(developer.info).toMatchObject({ title: 'Shopforge Developer API', version: 'v1' });
    expect(developer.servers).toEqual([{ url: '/' }]);
    const scheme = developer.components.securitySchemes.bearerAuth;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme?.description).toContain('shx_');
    expect(scheme?.description).toContain('shpat_');
  });

  it('describes OAuth 2.0 apps as an authorization-code scheme naming every scope in plain words', () => {
    const scheme = developer.components.securitySchemes.oauth2;
    expect(scheme).toMatchObject({
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: '/dev/v1/oauth/authorize',
          tokenUrl: '/dev/v1/oauth/token',
          scopes: expect.objectContaining({ 'products.read': 'See your products and their stock' }),
        },
      },
    });
  });

  it('gives operations their path parameters, query parameters and resource tag', () => {
    const timeline = operation(developer, 'GET', '/dev/v1/replacement-events/{id}');
    expect(timeline.tags).toEqual(['replacement-events']);
    expect(timeline.parameters).toContainEqual({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string', minLength: 1 },
    });
    expect(timeline.parameters).toContainEqual({
      name: 'depth',
      in: 'query',
      required: true,
      description: 'How deep to expand.',
      schema: { type: 'integer', minimum: 1, maximum: expect.any(Number) },
    });
    const products = operation(developer, 'GET', '/dev/v1/products');
    const names = (products.parameters ?? []).map((parameter) => ('name' in parameter ? parameter.name : ''));
    expect(names).toEqual(expect.arrayContaining(['cursor', 'limit', 'include_variants']));
  });

  it('gives every route with a body a requestBody, with form and multipart where the route reads them', () => {
    for (const route of table.filter((entry) => entry.body && entry.path.startsWith('/dev/v1/'))) {
      const body = operation(developer, route.method, route.path).requestBody;
      expect(body?.content['application/json'], `${route.method} ${route.path}`).toBeDefined();
    }
    const put = operation(developer, 'PUT', '/dev/v1/orders/{id}').requestBody;
    expect(Object.keys(put?.content ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(put?.required).toBe(true);
    // Every field of a refund's body is optional, so an absent body is valid.
    expect(operation(developer, 'POST', '/dev/v1/orders/{id}/refund').requestBody?.required).toBe(false);
    expect(operation(developer, 'POST', '/dev/v1/webhooks').requestBody?.required).toBe(true);
    expect(operation(developer, 'DELETE', '/dev/v1/licenses/{id}').requestBody).toBeUndefined();
  });

  it('documents the success response: status, envelope and 204 without content', () => {
    const created = operation(developer, 'POST', '/dev/v1/webhooks').responses['201'];
    const createdSchema = deref(developer, created).content;
    expect(JSON.stringify(createdSchema)).toContain('"required":["data"]');
    const deleted = deref(
      developer,
      operation(developer, 'DELETE', '/dev/v1/licenses/{id}').responses['204'],
    );
    expect(deleted.content).toBeUndefined();
    const list = deref(developer, operation(developer, 'GET', '/dev/v1/products').responses['200']);
    const listSchema = JSON.stringify(list.content);
    expect(listSchema).toContain('#/components/schemas/CursorPagination');
    expect(listSchema).not.toContain('"required":["data"]}');
  });

  it('names every record: the operations that answer one reference its component', () => {
    const answers = (method: string, path: string, status = '200') =>
      JSON.stringify(deref(developer, operation(developer, method, path).responses[status]).content);
    const cases: [string, string, string, string?][] = [
      ['Product', 'GET', '/dev/v1/products/{id}'],
      ['Product', 'GET', '/dev/v1/products'],
      ['Order', 'GET', '/dev/v1/orders/{id}'],
      ['Invoice', 'GET', '/dev/v1/invoices/{uniqid}'],
      ['Customer', 'GET', '/dev/v1/customers'],
      ['Subscription', 'GET', '/dev/v1/subscriptions'],
      ['Webhook', 'GET', '/dev/v1/webhooks'],
      ['WebhookDelivery', 'GET', '/dev/v1/webhooks/logs'],
      ['License', 'GET', '/dev/v1/licenses'],
      ['Event', 'GET', '/dev/v1/events'],
      ['Event', 'GET', '/dev/v1/events/{id}'],
    ];
    for (const [name, method, path, status] of cases) {
      expect(answers(method, path, status), `${method} ${path}`).toContain(`"#/components/schemas/${name}"`);
      expect(developer.components.schemas[name], name).toBeDefined();
    }
  });

  it('documents 401, 403 and X-Request-Id on every response of every operation', () => {
    for (const [document, requestId] of [
      [developer, 'X-Request-Id'],
      [reseller, 'x-request-id'],
    ] as const) {
      for (const { method, path, operation: op } of apiOperationsOf(document)) {
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['401', '403']),
        );
        for (const [status, response] of Object.entries(op.responses)) {
          const headers = deref(document, response).headers;
          expect(headers, `${method} ${path} ${status}`).toHaveProperty(requestId);
        }
      }
    }
  });

  it('documents the standard error responses, all in the one ErrorEnvelope', () => {
    const envelope = JSON.stringify(developer.components.schemas.ErrorEnvelope);
    for (const code of ERROR_CODES) expect(envelope).toContain(`"${code}"`);
    for (const { operation: op } of apiOperationsOf(developer)) {
      expect(Object.keys(op.responses)).toEqual(
        expect.arrayContaining(['401', '403', '404', '422', '429', '500', '503']),
      );
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const media = deref(developer, response).content;
        expect(JSON.stringify(media)).toContain('"$ref":"#/components/schemas/ErrorEnvelope"');
      }
      const limited = deref(developer, op.responses['429']).headers;
      expect(Object.keys(limited ?? {})).toEqual(
        expect.arrayContaining([
          'Retry-After',
          'X-RateLimit-Limit',
          'X-RateLimit-Remaining',
          'X-RateLimit-Reset',
        ]),
      );
      const invalid = JSON.stringify(deref(developer, op.responses['422']).content);
      expect(invalid).toContain('"details"');
    }
  });

  it('documents idempotency on every state-changing operation, and only there', () => {
    const keyParameter = deref(developer, { $ref: '#/components/parameters/Idempotency-Key' });
    expect(keyParameter).toMatchObject({ in: 'header', required: false, schema: { maxLength: 255 } });
    const status = deref(developer, { $ref: '#/components/headers/Idempotency-Status' });
    expect(status.schema).toEqual({ type: 'string', enum: [...IDEMPOTENCY_STATUSES] });

    for (const { method, path, operation: op } of apiOperationsOf(developer)) {
      const refs = allRefs(op.parameters ?? []);
      const mutating = MUTATING.has(method);
      expect(refs.includes('#/components/parameters/Idempotency-Key'), `${method} ${path}`).toBe(mutating);
      expect(refs.includes('#/components/parameters/X-Idempotency-Key'), `${method} ${path}`).toBe(mutating);
      if (!mutating) {
        expect(op.responses['409']).toBeUndefined();
        continue;
      }
      const success = Object.entries(op.responses).find(([code]) => code.startsWith('2'))?.[1];
      expect(deref(developer, success).headers).toHaveProperty('Idempotency-Status');
      expect(JSON.stringify(deref(developer, op.responses['409']))).toContain('"code":"CONFLICT"');
      expect(JSON.stringify(deref(developer, op.responses['422']))).toContain(
        '"code":"IDEMPOTENCY_CONFLICT"',
      );
    }
  });

  it('has a webhook for every event name, with the signed delivery headers', () => {
    expect(Object.keys(developer.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_NAMES].sort());
    const paid = developer.webhooks?.['order:paid']?.post;
    const headerNames = (paid?.parameters ?? []).map((parameter) => deref(developer, parameter).name);
    expect(headerNames).toEqual([
      'X-Shopforge-Event',
      'X-Shopforge-Delivery',
      'X-Shopforge-Timestamp',
      'X-Shopforge-Signature-V2',
      'X-Shopforge-Signature-V2-Algorithm',
      'X-Shopforge-Signature',
      'X-Shopforge-Unescaped-Signature',
      'User-Agent',
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const body = paid?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({
      required: ['event', 'data', 'created_at', 'ordering_key', 'sequence'],
      properties: { event: { const: 'order:paid' }, created_at: { type: 'integer' } },
    });
    // The payload is the catalogue's schema, not a generic object.
    const data = (body as { properties: { data: { $ref: string } } }).properties.data;
    expect(JSON.stringify(deref(developer, data))).toContain('line_items');
    expect(deref(developer, { $ref: '#/components/parameters/User-Agent' }).schema).toEqual({
      type: 'string',
      const: 'Shopforge-Webhook/1.0',
    });
  });

  it('declares that webhook deliveries carry no API credential (security: [])', () => {
    for (const [name, item] of Object.entries(developer.webhooks ?? {}))
      expect(item.post?.security, name).toEqual([]);
  });

  it('describes every tag of both documents, and names the licence', () => {
    const real = [buildDeveloperApiDocument(ROUTE_TABLE), buildResellerApiDocument(ROUTE_TABLE)];
    for (const document of real) {
      const undescribed = (document.tags ?? []).filter((tag) => !tag.description).map((tag) => tag.name);
      expect(undescribed, document.info.title).toEqual([]);
      expect(document.info.license).toEqual({
        name: 'Proprietary',
        identifier: 'LicenseRef-Shopforge-Proprietary',
      });
    }
  });

  it('puts /reseller/v1 routes in the Reseller API document only', async () => {
    expect(Object.keys(developer.paths).some((path) => path.startsWith('/reseller/'))).toBe(false);
    expect(Object.keys(reseller.paths).sort()).toEqual([
      '/reseller/v1/balance',
      '/reseller/v1/fulfillments',
      '/reseller/v1/fulfillments/dynamic',
      '/reseller/v1/me',
      '/reseller/v1/orders',
      '/reseller/v1/orders/{id}',
      '/reseller/v1/products',
    ]);
    const order = operation(reseller, 'POST', '/reseller/v1/orders');
    expect(order.security).toEqual([{ resellerBearerAuth: [] }]);
    expect(deref(reseller, order.responses['201']).headers).toHaveProperty('idempotency-status');
    expect(deref(reseller, order.responses['429']).headers).toHaveProperty('retry-after');
    expect(JSON.stringify(deref(reseller, order.responses['402']))).toContain('INSUFFICIENT_BALANCE');
    expect(reseller.webhooks).toBeUndefined();
  });

  it('keeps the Reseller API document valid and self-contained with no routes yet', () => {
    const empty = buildResellerApiDocument(
      ROUTE_TABLE.filter((route) => !route.path.startsWith('/reseller/')),
    );
    expect(empty.paths).toEqual({});
    expect(empty.info.title).toBe('Shopforge Reseller API');
    const scheme = empty.components.securitySchemes.resellerBearerAuth;
    expect(scheme?.description).toContain('shxr_');
    expect(scheme?.description).toContain('shr_');
    const codes = deref(empty, { $ref: '#/components/schemas/ErrorEnvelope' });
    expect(JSON.stringify(codes)).toContain('"IDEMPOTENCY_KEY_REQUIRED"');
    expect(JSON.stringify(codes)).not.toContain('"ROUTE_NOT_FOUND"');
    expect(Object.keys(empty.components.headers)).toEqual(
      expect.arrayContaining(['x-request-id', 'x-ratelimit-limit', 'retry-after']),
    );
  });
});
