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

export interface PlatformTarget {
  /** Absolute URL of `GET /dev/v1/me`. */
  url: string;
  headers: Record<string, string>;
  /** The shop's plan as the oauth service reports it, or null if shops have no plan yet. */
  shopPlan: string | null;
  /** One real response, for the baseline to copy. */
  sample: { status: number; body: string; headers: Record<string, string> };
  bootSeconds: number;
  close(): Promise<void>;
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
    const operator = createServiceClient<OauthRouter>({
      url: platform.serviceUrls.oauth,
      credential: { operatorToken: platform.operatorToken },
    });
    // The gateway is about to get per-plan token buckets; `enterprise` has the largest. Built as
    // a variable rather than an inline literal so it also compiles against an oauth service
    // whose input has no `plan` yet (zod then strips the field and the shop has no plan).
    const input = { name: 'Bench Shop', currency: 'USD', plan: 'enterprise' as const };
    const created = await operator.operator.createShop.mutate(input);
    const shopPlan = 'plan' in created.shop ? String(created.shop.plan) : null;
    const url = `${platform.gatewayUrl}/dev/v1/me`;
    const headers = { authorization: `Bearer ${created.api_key}` };
    const response = await fetch(url, { headers });
    const sample = {
      status: response.status,
      body: await response.text(),
      headers: Object.fromEntries(response.headers.entries()),
    };
    if (sample.status !== 200) throw new Error(`GET /dev/v1/me answered ${sample.status}: ${sample.body}`);
    return { url, headers, shopPlan, sample, bootSeconds, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
