/**
 * `pnpm bench:reseller`: what a wholesale purchase costs. Drives the embedded platform's
 * Reseller API with `POST /reseller/v1/orders` (the whole saga: key claim, hold, serial claim
 * at the catalog, finalize) and, as the baseline measured in the same run on the same platform,
 * `GET /reseller/v1/me` (authentication, rate limit, one service hop). Prints req/s and latency
 * of both and their ratio.
 *
 * The client runs in this process (it shares the core with the platform; the ratio is what to
 * read, not the absolute figures). Each key's bucket allows 5 requests/s, so requests rotate
 * over many keys. Environment: BENCH_DURATION (s per run, 10), BENCH_CONNECTIONS (10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchPlatform } from '../src/launch';
import { describeRun, drive, throughput } from './closed-loop';
import { setUpResellers } from './reseller-setup';

const durationS = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const KEYS = 200;
const log = (line: string) => process.stdout.write(`${line}\n`);
const load = { durationS, connections };

const dataDir = mkdtempSync(join(tmpdir(), 'shopforge-bench-reseller-'));
const quiet = {
  info: () => {},
  warn: () => {},
  error: (obj: object, msg?: string) => console.error(msg, obj),
};
const platform = await launchPlatform({
  database: (service) => ({ kind: 'pglite', dataDir: join(dataDir, service) }),
  log: quiet,
});

async function api(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  extra: Record<string, string> = {},
) {
  const res = await fetch(`${platform.gatewayUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as unknown };
}

try {
  const fixture = await setUpResellers(platform, { buyers: 1, keysPerBuyer: KEYS, codes: 10_000 });
  const productId = fixture.productId;
  const keys = fixture.buyers[0] ?? [];
  const keyFor = (i: number) => keys[i % KEYS] ?? '';

  log(`Platform ready; ${connections} connections, ${durationS} s per run, ${KEYS} keys in rotation`);
  await drive(async (i) => (await api('GET', '/reseller/v1/me', keyFor(i))).status, load); // warm-up
  const me = await drive(async (i) => (await api('GET', '/reseller/v1/me', keyFor(i))).status, load);
  const orders = await drive(
    async (i) =>
      (
        await api(
          'POST',
          '/reseller/v1/orders',
          keyFor(i),
          { items: [{ product_id: productId, quantity: 1 }] },
          {
            'idempotency-key': `bench-${i}`,
          },
        )
      ).status,
    load,
  );
  log(describeRun('GET /reseller/v1/me', me));
  log(describeRun('POST /reseller/v1/orders', orders));
  const ratio = throughput(orders) / throughput(me);
  log(`orders / me throughput ratio: ${ratio.toFixed(2)}×`);
  if (me.failures + orders.failures > 0) process.exitCode = 1;
} finally {
  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
