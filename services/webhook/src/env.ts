import { allowLoopbackSchema, decodeSecretKey, parseEnv } from '@shopforge/service-kit';
import { z } from 'zod';

/** The webhook service's own settings (README "Configuration"). */
export const webhookSettingsSchema = z.object({
  /**
   * 32 bytes, base64 or hex: encrypts webhook secrets at rest. Every replica needs the same
   * key; losing it makes stored secrets unreadable (rotate each webhook's secret then).
   */
  WEBHOOK_SECRET_KEY: z
    .string()
    .refine(
      (value) => decodeSecretKey(value) !== undefined,
      'WEBHOOK_SECRET_KEY must be 32 bytes, base64 or hex.',
    ),
  /** Development only: loopback targets allowed (the schema says what else stays refused). */
  WEBHOOK_ALLOW_LOOPBACK: allowLoopbackSchema,
  /** Multiplies the retry schedule (2, 4, 8, 16 min); 0.001 makes it 120, 240, 480, 960 ms. */
  WEBHOOK_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
  /** Per-attempt timeout; the spec's 30 s. Lower only in tests. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(30_000),
  /** How often an idle worker looks for due deliveries. */
  WEBHOOK_WORKER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** Deliveries one worker sends at once. */
  WEBHOOK_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  /** Replayed events fall due at this rate per endpoint (POST /webhooks/{id}/replay). */
  WEBHOOK_REPLAY_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  /** How long the events API (and replay) keeps an event. */
  WEBHOOK_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** An endpoint whose deliveries all failed this long (no success) is turned off; 0: never. */
  WEBHOOK_DISABLE_AFTER_DAYS: z.coerce.number().min(0).max(365).default(5),
});

export type WebhookSettings = {
  secretKey: Buffer;
  allowLoopback: boolean;
  retryScale: number;
  timeoutMs: number;
  pollMs: number;
  concurrency: number;
  replayPerSecond: number;
  eventRetentionMs: number;
  /** 0: endpoints are never turned off automatically. */
  disableAfterMs: number;
};

export function parseWebhookSettings(source: Readonly<Record<string, string | undefined>>): WebhookSettings {
  const env = parseEnv(webhookSettingsSchema, { ...source });
  return {
    secretKey: decodeSecretKey(env.WEBHOOK_SECRET_KEY) as Buffer,
    allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
    retryScale: env.WEBHOOK_RETRY_SCALE,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    pollMs: env.WEBHOOK_WORKER_POLL_MS,
    concurrency: env.WEBHOOK_WORKER_CONCURRENCY,
    replayPerSecond: env.WEBHOOK_REPLAY_PER_SECOND,
    eventRetentionMs: env.WEBHOOK_EVENT_RETENTION_DAYS * 86_400_000,
    disableAfterMs: Math.round(env.WEBHOOK_DISABLE_AFTER_DAYS * 86_400_000),
  };
}
