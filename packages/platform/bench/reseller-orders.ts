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
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import type { ResellerRouter } from '@shopforge/service-reseller/router';
import { launchPlatform } from '../src/launch';
import { describeRun, drive, throughput } from './closed-loop';

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
  const operator = createServiceClient<OauthRouter>({
    url: platform.serviceUrls.oauth,
    credential: { operatorToken: platform.operatorToken },
  });
  const reseller = createServiceClient<ResellerRouter>({
    url: platform.serviceUrls.reseller,
    credential: { operatorToken: platform.operatorToken },
  });
  const shop = await operator.operator.createShop.mutate({
    name: 'Bench Reseller Shop',
    currency: 'USD',
    plan: 'enterprise',
  });
  const merchant = shop.api_key;
  await api('PATCH', '/dev/v1/reseller-program', merchant, {
    is_enabled: true,
    default_wholesale_discount_percent: 20,
  });
  const product = await api('POST', '/dev/v1/products', merchant, {
    title: 'Bench Key',
    price: 1,
    type: 'SERIALS',
  });
  const productId = (product.body as { data: { id: string } }).data.id;
  const codes = Array.from({ length: 10_000 }, (_, i) => `BENCH-${i}`);
  await api('POST', `/dev/v1/products/${productId}/serials`, merchant, { serials: codes });
  const invited = await api('POST', '/dev/v1/resellers/invite', merchant, {
    email: 'bench@example.com',
    product_access: [{ product_id: productId }],
  });
  const invitationId = (invited.body as { data: { invitation: { id: string } } }).data.invitation.id;
  const relationship = await reseller.operator.acceptInvitation.mutate({ invitation_id: invitationId });
  await reseller.operator.topup.mutate({ relationship_id: relationship.id, amount: '100000.00' });
  const keys: string[] = [];
  for (let i = 0; i < KEYS; i++)
    keys.push((await reseller.keys.create.mutate({ relationship_id: relationship.id })).api_key);
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
