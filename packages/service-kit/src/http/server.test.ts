import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@shopforge/errors';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appErrorFromCall, createServiceClient, createUntypedServiceClient } from '../client';
import { internalProcedure, operatorProcedure, router, shopProcedure } from '../trpc/init';
import { INTERNAL_SECRET_HEADER } from './headers';
import { type RunningServer, startServiceServer } from './server';

const SECRET = 'x'.repeat(40);
const OPERATOR = 'sfop_test_operator_token';

const testRouter = router({
  echo: internalProcedure.input(z.object({ text: z.string().max(5) })).query(({ input }) => input.text),
  whoami: shopProcedure.query(({ ctx }) => ({ shop: ctx.shopId, requestId: ctx.requestId })),
  fail: internalProcedure.mutation(() => {
    throw new AppError('PRODUCT_NOT_FOUND', 'No such product.');
  }),
  crash: internalProcedure.mutation(() => {
    throw new Error('db password=secret');
  }),
  admin: operatorProcedure.query(() => 'operator ok'),
  // Answers its input back: serialising a deep value is where a stack overflow would surface.
  mirror: internalProcedure.input(z.unknown()).mutation(({ input }) => input),
});

let server: RunningServer;
let operatorSha: string;

beforeAll(async () => {
  const { hashToken } = await import('../crypto/tokens');
  operatorSha = hashToken(OPERATOR);
  server = await startServiceServer({
    name: 'test',
    router: testRouter,
    credentials: { internalSecret: SECRET, operatorTokenSha256: operatorSha },
    ready: async () => true,
  });
});
afterAll(() => server.close());

describe('service server', () => {
  it('refuses a call without the internal credential', async () => {
    const res = await request(`${server.url}/trpc/echo?input=${encodeURIComponent('{"text":"hi"}')}`);
    expect(res.statusCode).toBe(401);
    await res.body.dump();
  });

  it('refuses a call with a wrong internal credential', async () => {
    const client = createServiceClient<typeof testRouter>({
      url: server.url,
      credential: { internalSecret: 'y'.repeat(40) },
    });
    const error = await client.echo.query({ text: 'hi' }).catch((e: unknown) => e);
    expect(appErrorFromCall(error).code).toBe('UNAUTHORIZED');
  });

  it('answers an authenticated tRPC call', async () => {
    const client = createServiceClient<typeof testRouter>({
      url: server.url,
      credential: { internalSecret: SECRET },
    });
    await expect(client.echo.query({ text: 'hi' })).resolves.toBe('hi');
  });

  it('turns invalid input into VALIDATION_ERROR with details', async () => {
    const client = createUntypedServiceClient({ url: server.url, credential: { internalSecret: SECRET } });
    const error = appErrorFromCall(
      await client.query('echo', { text: 'far too long' }).catch((e: unknown) => e),
    );
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details?.[0]?.field).toBe('text');
  });

  it('refuses input nested deeper than the JSON limit with BAD_REQUEST, not a 5xx', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    const res = await request(`${server.url}/trpc/mirror`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: SECRET },
      body: deep,
    });
    const answer = (await res.body.json()) as { error?: { data?: { app?: { code?: string } } } };
    expect(res.statusCode).toBe(400);
    expect(answer.error?.data?.app?.code).toBe('BAD_REQUEST');
  });

  it('refuses to send input too deep to serialise with BAD_REQUEST, not a crash', async () => {
    const client = createUntypedServiceClient({ url: server.url, credential: { internalSecret: SECRET } });
    let deep: unknown = 1;
    for (let level = 0; level < 20_000; level++) deep = [deep];
    const error = appErrorFromCall(await client.mutation('mirror', deep).catch((e: unknown) => e));
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('carries an AppError across the hop with its code', async () => {
    const client = createUntypedServiceClient({ url: server.url, credential: { internalSecret: SECRET } });
    const error = appErrorFromCall(await client.mutation('fail', undefined).catch((e: unknown) => e));
    expect(error.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('hides unexpected failures as INTERNAL_ERROR without the original message', async () => {
    const client = createUntypedServiceClient({ url: server.url, credential: { internalSecret: SECRET } });
    const error = appErrorFromCall(await client.mutation('crash', undefined).catch((e: unknown) => e));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(error.message).not.toContain('secret');
  });

  it('requires a principal on shop procedures and passes it through', async () => {
    const client = createUntypedServiceClient({ url: server.url, credential: { internalSecret: SECRET } });
    const missing = appErrorFromCall(await client.query('whoami', undefined).catch((e: unknown) => e));
    expect(missing.code).toBe('UNAUTHORIZED');
    const principal = {
      kind: 'api_key' as const,
      shop_id: '0190f5a0-0000-7000-8000-000000000001',
      shop_status: 'active' as const,
      plan: 'free' as const,
      currency: 'USD',
      credential_id: '0190f5a0-0000-7000-8000-000000000002',
      scopes: ['*'],
      oauth_client_id: null,
    };
    const answer = await client.query('whoami', undefined, { context: { principal, requestId: 'req-1' } });
    expect(answer).toEqual({ shop: principal.shop_id, requestId: 'req-1' });
  });

  it('keeps operator procedures for the operator token and internal ones for the secret', async () => {
    const operator = createUntypedServiceClient({ url: server.url, credential: { operatorToken: OPERATOR } });
    await expect(operator.query('admin', undefined)).resolves.toBe('operator ok');
    const denied = appErrorFromCall(await operator.query('echo', { text: 'hi' }).catch((e: unknown) => e));
    expect(denied.code).toBe('FORBIDDEN');
    const internal = createUntypedServiceClient({ url: server.url, credential: { internalSecret: SECRET } });
    const refused = appErrorFromCall(await internal.query('admin', undefined).catch((e: unknown) => e));
    expect(refused.code).toBe('FORBIDDEN');
  });

  it('reports an unreachable service as SERVICE_UNAVAILABLE', async () => {
    const client = createUntypedServiceClient({
      url: 'http://127.0.0.1:1',
      credential: { internalSecret: SECRET },
    });
    const error = appErrorFromCall(await client.query('echo', { text: 'x' }).catch((e: unknown) => e));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('reports an answer that is not tRPC (a proxy error page) as SERVICE_UNAVAILABLE', async () => {
    const proxy = createServer((_req, res) =>
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    const client = createUntypedServiceClient({
      url: `http://127.0.0.1:${port}`,
      credential: { internalSecret: SECRET },
    });
    const error = appErrorFromCall(await client.mutation('echo', { text: 'x' }).catch((e: unknown) => e));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    await new Promise((resolve) => proxy.close(resolve));
  });

  it('serves liveness without credentials', async () => {
    const res = await request(`${server.url}/healthz`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toMatchObject({ status: 'ok' });
  });
});
