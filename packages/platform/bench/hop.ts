/**
 * Child process: what the internal tRPC hop costs over plain HTTP+JSON between the same two
 * ends. Both run here, without the telemetry hook: a `node:http` server and `undici.request`
 * client exchanging the same JSON (the floor), then a service server (`startServiceServer`,
 * internal credential, the thin tRPC handler, a procedure with input and output schemas) called
 * with the platform's wire client. CPU per call covers client and server; the difference is the
 * hop's own cost: credential check, tRPC routing, middleware, zod input and output validation,
 * the wire format.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shopSchema } from '@shopforge/contracts';
import { internalProcedure, router, startServiceServer } from '@shopforge/service-kit';
import { createKeepAliveAgent, createUntypedServiceClient } from '@shopforge/service-kit/client';
import { request } from 'undici';
import { z } from 'zod';
import type { HopReply, HopRequest } from './protocol';

const SHOP = {
  id: '0190a1b2-0000-7000-8000-00000000000a',
  name: 'Bench Shop',
  slug: 'bench-shop',
  currency: 'USD',
  created_at: 1_795_000_000,
  updated_at: 1_795_000_000,
};
const INPUT = { shop_id: SHOP.id };
const SECRET = 'bench-internal-secret-0123456789abcdef';
const CONCURRENCY = 10;

function reply(message: HopReply): void {
  process.send?.(message);
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Calls per second and CPU µs per call of `call`, `CONCURRENCY` loops for `seconds`. */
async function drive(call: () => Promise<unknown>, seconds: number) {
  const end = performance.now() + 500;
  while (performance.now() < end) await call(); // warm-up
  let calls = 0;
  const cpu = process.cpuUsage();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        await call();
        calls++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { calls, cpuMicrosPerCall: (used.user + used.system) / calls };
}

async function plainHop(seconds: number) {
  const server = createServer(async (req, res) => {
    const input = JSON.parse(await body(req)) as typeof INPUT;
    const payload = JSON.stringify({ result: { data: { ...SHOP, id: input.shop_id } } });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/me`;
  const dispatcher = createKeepAliveAgent();
  const result = await drive(async () => {
    const response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(INPUT),
      dispatcher,
    });
    return JSON.parse(await response.body.text());
  }, seconds);
  await dispatcher.close();
  await new Promise((resolve) => server.close(resolve));
  return result;
}

async function trpcHop(seconds: number) {
  const hopRouter = router({
    me: internalProcedure
      .input(z.object({ shop_id: z.uuid() }))
      .output(shopSchema)
      .query(({ input }) => ({ ...SHOP, id: input.shop_id })),
  });
  const server = await startServiceServer({
    name: 'oauth',
    router: hopRouter,
    credentials: { internalSecret: SECRET },
    ready: async () => true,
  });
  const dispatcher = createKeepAliveAgent();
  const client = createUntypedServiceClient({
    url: server.url,
    credential: { internalSecret: SECRET },
    dispatcher,
  });
  const result = await drive(() => client.query('me', INPUT, { context: { requestId: 'bench' } }), seconds);
  await dispatcher.close();
  await server.close();
  return result;
}

process.on('message', (message: HopRequest) => {
  if (message.type === 'stop') process.exit(0);
  (async () => {
    const plain = await plainHop(message.seconds);
    const trpc = await trpcHop(message.seconds);
    reply({ type: 'hop', plain, trpc });
  })().catch((error: unknown) => reply({ type: 'failed', message: String(error) }));
});
process.on('disconnect', () => process.exit(0));
