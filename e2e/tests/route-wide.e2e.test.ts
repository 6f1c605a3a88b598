import { ALL_SCOPES, type Scope, scopeSatisfies } from '@shopforge/contracts';
import { ROUTE_TABLE } from '@shopforge/gateway';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import {
  type ExampleContext,
  type ExampleRequest,
  ROUTE_EXAMPLES,
  ROUTES_WITHOUT_EXAMPLE,
} from '../src/route-examples';
import { newKey, newShop } from '../src/shops';

/**
 * Checks every route of the gateway's table gets from the shared machinery: adding a route
 * to the table adds its checks here, and its success example (src/route-examples) is all the
 * test code it needs.
 */
let p: TestPlatform;
let shop: Awaited<ReturnType<typeof newShop>>;
/** One context for the whole run: examples share what they create through it (see `shared`). */
let context: ExampleContext;

beforeAll(async () => {
  p = await platform();
  shop = await newShop(p);
  // Every route's checks share this shop: a free plan's 60-request burst would run dry and turn
  // later checks into 429s, which is not what they test (rate limits have their own suite).
  await p.operator.operator.setShopPlan.mutate({ shop_id: shop.shop.id, plan: 'enterprise' });
  context = { p, shop: { id: shop.shop.id, fullKey: shop.fullKey } };
});

const SAMPLE_ID = '0190f5a0-0000-7000-8000-0000000000aa';
const routeName = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
/** Setting up an example may pay orders and wait for the platform to allocate stock. */
const EXAMPLE_TIMEOUT_MS = 90_000;
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, SAMPLE_ID);
const mutating = (method: string) => method !== 'GET';
const SERVER_TIMING = /^gateway;dur=\d+(\.\d+)?, upstream;dur=\d+(\.\d+)?$/;

function expectEnvelope(res: ApiResponse, status: number, code: string): void {
  expect(res.status).toBe(status);
  const error = errorOf(res);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.doc_url).toBe(`${p.gatewayUrl}/docs/errors#${code}`);
  expect(error.request_id).toBe(res.headers['x-request-id']);
  expect(Object.keys((res.body as { error: object }).error).sort()).toEqual(
    expect.arrayContaining(['code', 'doc_url', 'message']),
  );
}

function sendExample(
  method: string,
  request: ExampleRequest,
  headers: Record<string, string>,
): Promise<ApiResponse> {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  return call(p.gatewayUrl, method, `${request.path}${query}`, {
    token: request.token ?? shop.fullKey,
    headers: { ...request.headers, ...headers },
    body: request.body,
  });
}

/** The payload as the route's table entry describes it: the `data` of the envelope, or the body. */
function payloadOf(route: (typeof ROUTE_TABLE)[number], res: ApiResponse): unknown {
  if (route.envelope === 'as_is') return res.body;
  expect(res.body, 'a body enveloped in data').toEqual(expect.objectContaining({ data: expect.anything() }));
  return (res.body as { data: unknown }).data;
}

/** Where the payload breaks the route's `output` schema, one line per issue; empty when it fits. */
function outputIssues(route: (typeof ROUTE_TABLE)[number], payload: unknown): string[] {
  const parsed = route.output.safeParse(payload);
  if (parsed.success) return [];
  return parsed.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`,
  );
}

describe('the route examples', () => {
  it('cover exactly the route table, less the routes listed without one', () => {
    const table = ROUTE_TABLE.map(routeName);
    const stale = Object.keys(ROUTE_EXAMPLES).filter((name) => !table.includes(name));
    expect(stale, 'examples of routes the table no longer has').toEqual([]);
    const missing = table.filter((name) => !(name in ROUTE_EXAMPLES));
    expect(missing.sort()).toEqual(Object.keys(ROUTES_WITHOUT_EXAMPLE).sort());
  });
});

/** A key holding every scope except those that would satisfy the route. */
function scopesWithout(required: readonly Scope[]): Scope[] {
  return ALL_SCOPES.filter(
    (scope) => scope !== '*' && !required.some((needed) => scopeSatisfies([scope], needed)),
  );
}

describe.each(ROUTE_TABLE.map((route) => [routeName(route), route] as const))('%s', (name, route) => {
  const path = concrete(route.path);

  it('answers 401 UNAUTHORIZED in the envelope without a token, echoing X-Request-Id, with Server-Timing', async () => {
    const res = await call(p.gatewayUrl, route.method, path, {
      headers: { 'x-request-id': 'route-wide-401' },
    });
    expectEnvelope(res, 401, 'UNAUTHORIZED');
    expect(res.headers['x-request-id']).toBe('route-wide-401');
    expect(res.headers['server-timing']).toMatch(SERVER_TIMING);
  });

  it('answers 401 for a revoked-looking unknown key', async () => {
    const res = await call(p.gatewayUrl, route.method, path, { token: `shx_${'Q'.repeat(32)}` });
    expectEnvelope(res, 401, 'UNAUTHORIZED');
  });

  it.skipIf(route.scopes.length === 0)(
    'answers 403 "Missing required API scope." to a key without its scope',
    async () => {
      const key = await newKey(p, shop.shop.id, scopesWithout(route.scopes));
      const res = await call(p.gatewayUrl, route.method, path, {
        token: key.api_key,
        body: mutating(route.method) && route.method !== 'DELETE' ? {} : undefined,
      });
      expectEnvelope(res, 403, 'FORBIDDEN');
      expect(errorOf(res).message).toBe('Missing required API scope.');
    },
  );

  const example = ROUTE_EXAMPLES[name];
  const success = route.status ?? 200;

  if (example) {
    it(
      `answers its example with ${success} and a body its output schema accepts, with X-Request-Id, rate-limit headers and Server-Timing`,
      async () => {
        const request = await example(context);
        const res = await sendExample(route.method, request, { 'x-request-id': 'route-wide-ok' });
        expect(res.headers['x-request-id']).toBe('route-wide-ok');
        expect(res.headers['x-ratelimit-limit']).toBeDefined();
        expect(res.headers['server-timing']).toMatch(SERVER_TIMING);
        expect(res.status, res.text).toBe(success);
        if (success === 204) {
          expect(res.text).toBe('');
          return;
        }
        expect(outputIssues(route, payloadOf(route, res)), res.text).toEqual([]);
      },
      EXAMPLE_TIMEOUT_MS,
    );
  } else {
    // Only for the routes listed without an example: nothing better than "not a server error".
    it('carries X-Request-Id, rate-limit headers and Server-Timing when authenticated', async () => {
      const res = await call(p.gatewayUrl, route.method, path, {
        token: shop.fullKey,
        headers: { 'x-request-id': 'route-wide-ok' },
        body: mutating(route.method) ? {} : undefined,
      });
      expect(res.headers['x-request-id']).toBe('route-wide-ok');
      expect(res.headers['x-ratelimit-limit']).toBeDefined();
      expect(res.headers['server-timing']).toMatch(SERVER_TIMING);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(errorOf(res).code).toBeTruthy();
    });
  }

  // The Reseller API's idempotency is its own (rules 1–6): reseller-api suites test it.
  it.runIf(mutating(route.method) && route.path.startsWith('/dev/'))(
    'replays by Idempotency-Key and refuses the key with another body',
    async () => {
      // DELETE takes no body, so it can only be replayed, never conflict on one.
      const takesBody = route.method !== 'DELETE';
      const headers = { 'idempotency-key': `route-wide-${route.method}-${route.path}` };
      const send = (probe: number) =>
        call(p.gatewayUrl, route.method, path, {
          token: shop.fullKey,
          headers,
          body: takesBody ? { probe } : undefined,
        });
      const first = await send(1);
      expect(first.headers['idempotency-status']).toBe('created');
      const again = await send(1);
      expect(again.headers['idempotency-status']).toBe('cached');
      expect(again.status).toBe(first.status);
      expect(again.body).toEqual(first.body);
      if (takesBody) expectEnvelope(await send(2), 422, 'IDEMPOTENCY_CONFLICT');
    },
  );
});
