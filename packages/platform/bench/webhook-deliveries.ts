/**
 * Child process: the platform of the `webhooks` scenario, in production shape:
 * each service on its own fresh PostgreSQL database, the gateway's state in Redis, every hop over
 * loopback HTTP, the webhook settings as shipped but for loopback targets. It sets up a shop with
 * `endpoints` webhooks subscribed to `product:created`, each a path of the merchant child's
 * receiver, and then only serves: the merchant creates the events and counts the deliveries, so
 * this process's CPU is the platform's alone (PostgreSQL's and Redis's are other processes).
 *
 * BENCH_PROFILE (a directory): the parent has this process profiled during each measured window.
 */
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { startTelemetry } from '@shopforge/telemetry';
import { launchPlatform, type RunningPlatform } from '../src/launch';
import { benchDatabases, quietLog } from './bench-databases';
import { formatProfileSummary, Profiler, summariseProfile } from './profile';
import type { WebhookPlatformReply, WebhookPlatformRequest } from './webhook-protocol';

const databases = benchDatabases('shopforge_bench_webhooks');
const quiet = quietLog('webhooks platform');
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reply = (message: WebhookPlatformReply) => process.send?.(message);
/** The service's default (services/webhook/src/env.ts) unless the bench is told otherwise. */
const concurrency = process.env.WEBHOOK_WORKER_CONCURRENCY ?? '8';

let platform: RunningPlatform | undefined;
let profiler: Profiler | undefined;
let profiles = 0;
const telemetry =
  process.env.BENCH_TELEMETRY_ON === '1' ? startTelemetry({ serviceName: 'shopforge' }) : undefined;

async function start(message: Extract<WebhookPlatformRequest, { type: 'start' }>): Promise<void> {
  await databases.create();
  const { redisStores } = await import('@shopforge/gateway');
  platform = await launchPlatform({
    database: (service) => ({ kind: 'postgres', url: databases.urlOf(service) }),
    stores: redisStores(redisUrl),
    log: quiet,
    serviceLogLevel: 'warn',
    env: { WEBHOOK_ALLOW_LOOPBACK: 'true', WEBHOOK_WORKER_CONCURRENCY: concurrency },
  });
  const operator = createServiceClient<OauthRouter>({
    url: platform.serviceUrls.oauth,
    credential: { operatorToken: platform.operatorToken },
  });
  // The largest rate-limit bucket, so the bench measures delivery, not the limit.
  const shop = await operator.operator.createShop.mutate({
    name: 'Webhook Bench',
    currency: 'USD',
    plan: 'enterprise',
  });
  const headers = { authorization: `Bearer ${shop.api_key}` };
  const secrets: Record<string, string> = {};
  for (let i = 0; i < message.endpoints; i++) {
    const response = await fetch(`${platform.gatewayUrl}/dev/v1/webhooks`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${message.receiverUrl}/hooks/${i}`, events: ['product:created'] }),
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`creating a webhook answered ${response.status}: ${text}`);
    secrets[String(i)] = (JSON.parse(text) as { data: { secret: string } }).data.secret;
  }
  reply({
    type: 'ready',
    gatewayUrl: platform.gatewayUrl,
    headers,
    secrets,
    webhookDatabaseUrl: databases.urlOf('webhook'),
    webhookWorkerConcurrency: Number(concurrency),
  });
}

async function profileStop(): Promise<void> {
  if (!profiler) {
    reply({ type: 'profiled', summary: '' });
    return;
  }
  profiles += 1;
  const { file, profile } = await profiler.stop(process.env.BENCH_PROFILE ?? '.', `webhooks-${profiles}`);
  profiler = undefined;
  reply({ type: 'profiled', summary: formatProfileSummary(`webhooks (${file})`, summariseProfile(profile)) });
}

async function stop(): Promise<void> {
  await platform?.close().catch(() => undefined);
  await telemetry?.shutdown();
  await databases.drop();
  process.exit(0);
}

process.on('message', (message: WebhookPlatformRequest) => {
  const fail = (error: unknown) => reply({ type: 'failed', message: String(error) });
  if (message.type === 'start') start(message).catch(fail);
  else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  else if (message.type === 'profile-start') {
    profiler = new Profiler();
    profiler.start().catch(fail);
  } else if (message.type === 'profile-stop') profileStop().catch(fail);
  else if (message.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());
