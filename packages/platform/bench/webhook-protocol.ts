/**
 * Messages between bench/main.ts and the `webhooks` scenario's two children: the platform
 * (bench/webhook-deliveries.ts) and the merchant, who creates the events through the Developer
 * API and receives their deliveries (bench/webhook-merchant.ts).
 */
import type { CpuTime } from './protocol';

export type WebhookPlatformRequest =
  | { type: 'start'; receiverUrl: string; endpoints: number }
  | { type: 'cpu' }
  | { type: 'profile-start' }
  | { type: 'profile-stop' }
  | { type: 'stop' };

export type WebhookPlatformReply =
  | {
      type: 'ready';
      gatewayUrl: string;
      /** The shop's Developer API credentials. */
      headers: Record<string, string>;
      /** Each endpoint's signing secret, by its number (`/hooks/<i>`). */
      secrets: Record<string, string>;
      /** The webhook service's database: the drain waits there for every attempt to be recorded. */
      webhookDatabaseUrl: string;
      webhookWorkerConcurrency: number;
    }
  | { type: 'failed'; message: string }
  | { type: 'cpu'; cpu: CpuTime }
  | { type: 'profiled'; summary: string };

export interface WebhookRunSpec {
  gatewayUrl: string;
  headers: Record<string, string>;
  webhookDatabaseUrl: string;
  endpoints: number;
  eventsPerRound: number;
  warmupSeconds: number;
  seconds: number;
}

export type WebhookMerchantRequest =
  | { type: 'secrets'; secrets: Record<string, string> }
  | { type: 'run'; spec: WebhookRunSpec }
  | { type: 'stop' };

/** What the merchant saw of one run. */
export interface MerchantRun {
  /** Events created (products, each one `product:created`) during the measured window. */
  events: number;
  /** Verified deliveries received during the window (steady state: events keep coming). */
  deliveries: number;
  seconds: number;
  /** The merchant process's CPU in the window (its API client and its receiver), per delivery. */
  merchantCpuMicrosPerDelivery: number;
  /** Requests refused (a signature that did not verify) or delivery ids seen twice, whole run. */
  refused: number;
  duplicates: number;
  /** After the window: until every delivery queued arrived and was recorded and announced. */
  drainSeconds: number;
}

export type WebhookMerchantReply =
  | { type: 'listening'; url: string }
  | { type: 'secrets-set' }
  | { type: 'window-start' }
  | { type: 'window-end' }
  | { type: 'result'; run: MerchantRun }
  | { type: 'failed'; message: string };

/** One measured run of the `webhooks` scenario. */
export interface WebhookRun extends MerchantRun {
  deliveriesPerSecond: number;
  /** The platform process's CPU during the window, per delivery received in it. */
  platformCpuMicrosPerDelivery: number;
  webhookWorkerConcurrency: number;
}
