import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appErrorFromCall, createUntypedServiceClient } from '../client';
import { freePort } from '../testing';
import { internalProcedure, router } from '../trpc/init';
import { startServiceServer } from './server';

const SECRET = 'r'.repeat(40);
let calls = 0;
const testRouter = router({
  who: internalProcedure.input(z.object({ n: z.number() })).query(({ input }) => input.n),
  count: internalProcedure.mutation(() => ++calls),
});

async function replica(name: string) {
  return startServiceServer({
    name,
    router: testRouter,
    credentials: { internalSecret: SECRET },
    ready: async () => true,
  });
}

describe('a service client over several replicas', () => {
  it('spreads calls over the replicas and goes on with the others when one is gone, mutations too', async () => {
    const [a, b] = [await replica('a'), await replica('b')];
    const dead = `http://127.0.0.1:${await freePort()}`;
    const client = createUntypedServiceClient({
      url: `${a.url},${dead},${b.url}`,
      credential: { internalSecret: SECRET },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) => client.query('who', { n }, { context: {} })),
      );
      expect(answers).toEqual(Array.from({ length: 12 }, (_, n) => n));
      calls = 0;
      for (let i = 0; i < 9; i++) await client.mutation('count', undefined, { context: {} });
      // Every mutation ran exactly once although one in three first went to the dead address.
      expect(calls).toBe(9);
      // A replica that stopped: once its connections are seen closed, its turn goes to the others.
      await a.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (let i = 0; i < 4; i++) await client.mutation('count', undefined, { context: {} });
      expect(calls).toBe(13);
    } finally {
      await b.close();
    }
  });

  it('does not send a mutation elsewhere once it may have reached a replica (it may have committed)', async () => {
    const { createServer } = await import('node:http');
    // Takes the request, then drops the connection without answering, as a replica killed mid-call.
    const dropping = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const b = await replica('b');
    const { port } = dropping.address() as import('node:net').AddressInfo;
    const client = createUntypedServiceClient({
      url: `http://127.0.0.1:${port},${b.url}`,
      credential: { internalSecret: SECRET },
    });
    try {
      calls = 0;
      const failure = await client
        .mutation('count', undefined, { context: {} })
        .catch((error: unknown) => error);
      expect(appErrorFromCall(failure).code).toBe('SERVICE_UNAVAILABLE');
      expect(calls).toBe(0);
      // A query changes nothing, so the same loss sends it to the next replica.
      expect(await client.query('who', { n: 7 }, { context: {} })).toBe(7);
    } finally {
      dropping.close();
      dropping.closeAllConnections();
      await b.close();
    }
  });

  it('is SERVICE_UNAVAILABLE when no replica answers', async () => {
    const client = createUntypedServiceClient({
      url: `http://127.0.0.1:${await freePort()},http://127.0.0.1:${await freePort()}`,
      credential: { internalSecret: SECRET },
    });
    const failure = await client
      .mutation('count', undefined, { context: {} })
      .catch((error: unknown) => error);
    expect(appErrorFromCall(failure).code).toBe('SERVICE_UNAVAILABLE');
  });
});
