/**
 * The Shopforge target: the embedded platform on throwaway PGlite directories, a shop created
 * through the oauth service's operator procedures (as the e2e tests and the CLI do), and its
 * real `shx_` merchant key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { launchPlatform } from '../src/launch';
import type { SampleResponse } from './protocol';
import { type ResellerOrderTarget, resellerOrderTarget } from './reseller-setup';

export interface Sampled {
  /** Absolute URL of the request. */
  url: string;
  /** One real response, for the baseline to copy. */
  sample: SampleResponse;
}

export interface PlatformTarget {
  /** `GET /dev/v1/me`. */
  me: Sampled;
  /** `GET /dev/v1/products?limit=50` on a catalogue of 50 products. */
  products: Sampled;
  headers: Record<string, string>;
  /** Resellers set up on this platform and one order placed: (3)'s embedded target. */
  resellerOrders(options: {
    buyers: number;
    keysPerBuyer: number;
    codes: number;
  }): Promise<ResellerOrderTarget>;
  bootSeconds: number;
  close(): Promise<void>;
}

const PRODUCTS = 50;

async function sampled(url: string, headers: Record<string, string>): Promise<Sampled> {
  const response = await fetch(url, { headers });
  const sample = {
    status: response.status,
    body: await response.text(),
    headers: Object.fromEntries(response.headers.entries()),
  };
  if (sample.status !== 200) throw new Error(`GET ${url} answered ${sample.status}: ${sample.body}`);
  return { url, sample };
}

/** Fifty products with the fields a real listing shows, created through the Developer API. */
export async function seedProducts(gatewayUrl: string, headers: Record<string, string>): Promise<void> {
  for (let i = 0; i < PRODUCTS; i++) {
    const response = await fetch(`${gatewayUrl}/dev/v1/products`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Bench product ${i}`,
        description: `A digital good used by the bench, number ${i}, with a description of realistic length.`,
        price: 5 + i,
        type: 'SERVICE',
      }),
    });
    if (response.status !== 201)
      throw new Error(`creating a product answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Warnings and errors while measuring are worth seeing (they also show up as non-2xx). Once
 * closing starts they are not: when autocannon stops, requests it no longer waits for may
 * still be queued, and closing the upstream pool under them logs UND_ERR_CLOSED.
 */
function benchLog(isClosing: () => boolean) {
  const print = (level: string) => (obj: object, msg?: string) => {
    if (!isClosing()) console.error(`platform ${level}:`, msg, obj);
  };
  return { info: () => {}, warn: print('warn'), error: print('error') };
}

/** A shop with its products, made as the operator and a merchant would: its API key's headers. */
export async function seedBenchShop(platform: {
  gatewayUrl: string;
  serviceUrls: { oauth: string };
  operatorToken: string;
}): Promise<Record<string, string>> {
  const operator = createServiceClient<OauthRouter>({
    url: platform.serviceUrls.oauth,
    credential: { operatorToken: platform.operatorToken },
  });
  const created = await operator.operator.createShop.mutate({
    name: 'Bench Shop',
    currency: 'USD',
    // The largest rate-limit bucket (5000), so the bench measures the platform, not the limit.
    plan: 'enterprise',
  });
  const headers = { authorization: `Bearer ${created.api_key}` };
  await seedProducts(platform.gatewayUrl, headers);
  return headers;
}

export async function startPlatformTarget(): Promise<PlatformTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopforge-bench-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const startedAt = performance.now();
  let closing = false;
  let platform: Awaited<ReturnType<typeof launchPlatform>>;
  try {
    platform = await launchPlatform({
      database: (service) => ({ kind: 'pglite', dataDir: join(dataDir, service) }),
      log: benchLog(() => closing),
    });
  } catch (error) {
    removeData();
    throw error;
  }
  const close = async () => {
    closing = true;
    await platform.close();
    removeData();
  };
  try {
    const bootSeconds = (performance.now() - startedAt) / 1000;
    const headers = await seedBenchShop(platform);
    const me = await sampled(`${platform.gatewayUrl}/dev/v1/me`, headers);
    const products = await sampled(`${platform.gatewayUrl}/dev/v1/products?limit=${PRODUCTS}`, headers);
    const resellerOrders = (options: { buyers: number; keysPerBuyer: number; codes: number }) =>
      resellerOrderTarget(platform, options, `embedded-${Date.now().toString(36)}`);
    return { me, products, headers, resellerOrders, bootSeconds, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
