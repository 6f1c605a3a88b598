/** Messages between bench/main.ts and the `webhooks` scenario's two children. */
import type { CpuTime } from './protocol';

export interface WebhookReceiverStats {
  /** Deliveries whose V2 signature verified under their endpoint's secret. */
  verified: number;
  /** Requests refused: unknown endpoint or a signature that did not verify. */
  refused: number;
  /** Wall clock (ms since the epoch) of the first and the latest verified delivery. */
  firstAtMs: number | null;
  lastAtMs: number | null;
  /** Distinct delivery ids seen more than once. */
  duplicates: number;
  /** The receiver process's CPU time so far (user + system), µs. */
  cpuMicros: number;
}

export type WebhookReceiverRequest =
  | { type: 'secrets'; secrets: Record<string, string> }
  | { type: 'cpu' }
  | { type: 'stop' };
export type WebhookReceiverReply =
  | { type: 'listening'; url: string }
  | { type: 'secrets-set' }
  | { type: 'cpu'; cpu: CpuTime };

export type WebhookBenchRequest =
  | { type: 'start'; receiverUrl: string; endpoints: number }
  | { type: 'run'; warmupSeconds: number; seconds: number; eventsPerRound: number }
  | { type: 'cpu' }
  | { type: 'stop' };

/** One measured run of the `webhooks` scenario, as the platform child saw it. */
export interface WebhookRun {
  endpoints: number;
  eventsPerRound: number;
  /** Events created (products, each one `product:created`) during the measured window. */
  events: number;
  /** Verified deliveries the receiver got during the window (steady state: events keep coming). */
  deliveries: number;
  seconds: number;
  deliveriesPerSecond: number;
  /** The platform process's CPU during the window, per delivery received in it. */
  platformCpuMicrosPerDelivery: number;
  /** The receiver's (verifying each signature), likewise: not part of the platform's. */
  receiverCpuMicrosPerDelivery: number;
  /** Requests the receiver refused or saw twice, the whole run (both should be 0). */
  refused: number;
  duplicates: number;
  /** After the window: until every delivery queued arrived and was recorded and announced. */
  drainSeconds: number;
  webhookWorkerConcurrency: number;
}

export type WebhookBenchReply =
  | { type: 'ready'; secrets: Record<string, string> }
  | { type: 'result'; run: WebhookRun }
  | { type: 'failed'; message: string }
  | { type: 'cpu'; cpu: CpuTime };
