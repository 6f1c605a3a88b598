import { AppError } from '@shopforge/errors';
import { type MetricsHandle, startMetrics } from '@shopforge/telemetry';
import { MetricsRecorder } from '@shopforge/telemetry/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appErrorFromCall, createUntypedServiceClient } from '../client';
import { type RunningServer, startServiceServer } from '../http/server';
import { createCallerFactory, internalProcedure, operatorProcedure, router, shopProcedure } from './init';

const SECRET = 'm'.repeat(40);
const DURATION = 'rpc.server.call.duration';

const testRouter = router({
  products: router({
    get: internalProcedure.input(z.object({ id: z.string().max(20) })).query(async ({ input }) => {
      await new Promise((resolve) => setTimeout(resolve, 15));
      if (input.id === 'missing') throw new AppError('PRODUCT_NOT_FOUND', 'No product secret-id-42.');
      return { id: input.id };
    }),
  }),
  crash: internalProcedure.mutation(() => {
    throw new Error('db password=hunter2');
  }),
  mine: shopProcedure.query(({ ctx }) => ctx.shopId),
  admin: operatorProcedure.query(() => 'ok'),
});

const recorder = new MetricsRecorder();
let metrics: MetricsHandle;
let server: RunningServer;

beforeAll(async () => {
  metrics = await startMetrics({ serviceName: 'service-kit-test', readers: [recorder] });
  server = await startServiceServer({
    name: 'catalog',
    router: testRouter,
    credentials: { internalSecret: SECRET },
    ready: async () => true,
  });
});
afterAll(async () => {
  await server.close();
  await metrics.shutdown();
});

async function pointsFor(method: string) {
  return (await recorder.points(DURATION)).filter((point) => point.attributes['rpc.method'] === method);
}

describe('procedure metrics', () => {
  it('records every call over HTTP with its service and procedure path, and the AppError code when it fails', async () => {
    const client = createUntypedServiceClient({ url: server.url, credential: { internalSecret: SECRET } });
    await client.query('products.get', { id: 'p-1' }, { context: {} });
    const failure = await client
      .query('products.get', { id: 'missing' }, { context: {} })
      .catch((e: unknown) => e);
    expect(appErrorFromCall(failure).code).toBe('PRODUCT_NOT_FOUND');
    const invalid = await client
      .query('products.get', { id: 'x'.repeat(30) }, { context: {} })
      .catch((e: unknown) => e);
    expect(appErrorFromCall(invalid).code).toBe('VALIDATION_ERROR');
    await client.mutation('crash', undefined, { context: {} }).catch(() => undefined);

    const points = await pointsFor('products.get');
    const ok = points.find((point) => point.attributes['error.type'] === undefined);
    expect(ok?.attributes).toEqual({
      'rpc.system': 'trpc',
      'rpc.service': 'catalog',
      'rpc.method': 'products.get',
    });
    expect(ok?.count).toBe(1);
    // The handler's 15 ms are inside the measured time.
    expect(ok?.sum ?? 0).toBeGreaterThanOrEqual(0.014);
    const codes = points.map((point) => point.attributes['error.type']).filter(Boolean);
    expect(codes.sort()).toEqual(['PRODUCT_NOT_FOUND', 'VALIDATION_ERROR']);

    const crash = await pointsFor('crash');
    expect(crash.map((point) => point.attributes['error.type'])).toEqual(['INTERNAL_ERROR']);
    // Codes, never messages: nothing of what was thrown reaches a label.
    const labels = JSON.stringify(await recorder.points(DURATION));
    expect(labels).not.toContain('secret-id-42');
    expect(labels).not.toContain('hunter2');
  });

  it('measures every procedure builder, refusals included (a shop call without a shop, an operator call from inside)', async () => {
    const caller = createCallerFactory(testRouter)({
      caller: 'internal',
      principal: null,
      requestId: null,
      service: 'catalog',
    });
    await expect(caller.mine()).rejects.toThrow();
    await expect(caller.admin()).rejects.toThrow();

    expect((await pointsFor('mine')).map((point) => point.attributes['error.type'])).toEqual([
      'UNAUTHORIZED',
    ]);
    expect((await pointsFor('admin')).map((point) => point.attributes['error.type'])).toEqual(['FORBIDDEN']);
  });

  it('labels calls whose context names no service as unknown', async () => {
    const caller = createCallerFactory(testRouter)({ caller: 'internal', principal: null, requestId: null });
    await caller.products.get({ id: 'p-2' });
    const points = await pointsFor('products.get');
    expect(points.some((point) => point.attributes['rpc.service'] === 'unknown')).toBe(true);
  });
});
