/**
 * `pnpm bench:oauth`: what OAuth costs an app. On the embedded platform, in one run:
 * - `GET /dev/v1/me` with a merchant API key — the baseline;
 * - the same call with an OAuth access token (its resolution joins token, grant, install,
 *   member and shop, and cuts the scopes to the member's role);
 * - `POST /dev/v1/oauth/token` refresh grants (rotation: a new pair, the old one sealed for
 *   the grace window, an audit record), each connection walking its own token chain.
 * Prints req/s and latency of each and the ratios to the baseline. The client shares the core
 * with the platform; read the ratios, not the absolute figures.
 * Environment: BENCH_DURATION (s per run, 10), BENCH_CONNECTIONS (10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { launchPlatform } from '../src/launch';
import { describeRun, drive, throughput } from './closed-loop';
import { approve, signIn } from './oauth-consent';

const durationS = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const load = { durationS, connections };
const log = (line: string) => process.stdout.write(`${line}\n`);
const REDIRECT = 'https://bench.example/callback';
const OWNER = { email: 'bench-owner@example.com', password: 'bench owner password' };

const dataDir = mkdtempSync(join(tmpdir(), 'shopforge-bench-oauth-'));
const platform = await launchPlatform({
  database: (service) => ({ kind: 'pglite', dataDir: join(dataDir, service) }),
  log: { info: () => {}, warn: () => {}, error: (obj: object, msg?: string) => console.error(msg, obj) },
});
const base = platform.gatewayUrl;

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function tokenRequest(basic: string, params: Record<string, string>) {
  return fetch(`${base}/dev/v1/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
    body: new URLSearchParams(params),
  });
}

try {
  const operator = createServiceClient<OauthRouter>({
    url: platform.serviceUrls.oauth,
    credential: { operatorToken: platform.operatorToken },
  });
  const shop = await operator.operator.createShop.mutate({
    name: 'Bench OAuth Shop',
    plan: 'enterprise',
    owner: OWNER,
  });
  const app = await operator.apps.create.mutate({
    shop_id: shop.shop.id,
    name: 'Bench App',
    redirect_uris: [REDIRECT],
    scopes: ['products.read'],
  });
  const basic = Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT,
    scope: 'products.read',
    state: 'bench',
  }).toString();
  const cookie = await signIn(base, query, OWNER);
  const chains: Tokens[] = [];
  for (let i = 0; i < connections; i++) {
    const code = await approve(base, query, cookie);
    const res = await tokenRequest(basic, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    chains.push((await res.json()) as Tokens);
  }
  const me = (token: string) => async () => {
    const res = await fetch(`${base}/dev/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return res.status;
  };
  const accessToken = chains[0]?.access_token ?? '';

  log(`Platform ready; ${connections} connections, ${durationS} s per run`);
  await drive(me(shop.api_key), load); // warm-up
  const withKey = await drive(me(shop.api_key), load);
  const withToken = await drive(me(accessToken), load);
  // Each loop takes a chain nobody else holds, so every request is a real rotation.
  const free = chains.slice(1);
  const refreshes = await drive(
    async () => {
      const chain = free.pop();
      if (!chain) return 599;
      const res = await tokenRequest(basic, {
        grant_type: 'refresh_token',
        refresh_token: chain.refresh_token,
      });
      const next = (await res.json()) as Tokens;
      free.push(res.status === 200 ? next : chain);
      return res.status;
    },
    { durationS, connections: free.length },
  );

  log(describeRun('GET /dev/v1/me (API key)', withKey));
  log(describeRun('GET /dev/v1/me (OAuth token)', withToken));
  log(describeRun('POST /dev/v1/oauth/token (refresh)', refreshes));
  log(`OAuth token / API key throughput ratio: ${(throughput(withToken) / throughput(withKey)).toFixed(2)}×`);
  log(`refresh / API-key /me throughput ratio: ${(throughput(refreshes) / throughput(withKey)).toFixed(2)}×`);
  if (withKey.failures + withToken.failures + refreshes.failures > 0) process.exitCode = 1;
} finally {
  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
