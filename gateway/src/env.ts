import {
  eventBusEnvShape,
  metricsPortSchema,
  parseEnv,
  publicBaseUrlSchema,
  type ServiceName,
  serviceUrlsEnvShape,
  serviceUrlsFrom as urlsFrom,
} from '@shopforge/service-kit';
import { z } from 'zod';

/** The credential cache (docs/adr/0005-credential-cache.md); the embedded platform reads it too. */
export const CREDENTIAL_CACHE_DEFAULTS = { ttlMs: 30_000, maxEntries: 100_000 };

export const credentialCacheEnvShape = {
  /** Seconds a resolved token is reused without asking the oauth service; 0 turns the cache off. */
  CREDENTIAL_CACHE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(CREDENTIAL_CACHE_DEFAULTS.ttlMs / 1000),
  /** Most tokens cached per gateway process. */
  CREDENTIAL_CACHE_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(CREDENTIAL_CACHE_DEFAULTS.maxEntries),
};

/** Gateway configuration (README "Configuration"). */
export const gatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  INTERNAL_SECRET: z.string().min(32, 'INTERNAL_SECRET needs at least 32 characters.'),
  /** Where callers reach this gateway; every error's `doc_url` points at its `/docs/errors`. */
  PUBLIC_BASE_URL: publicBaseUrlSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Prometheus scrape endpoint on its own port; unset → none (docs/observability.md). */
  METRICS_PORT: metricsPortSchema,
  /**
   * REDIS_URL holds rate limits and idempotency records (unset → in-memory, correct only with
   * one replica) and, with EVENT_BUS=redis, the bus. The bus carries the oauth service's
   * credential signals; without one the credential cache is off, as nothing would tell this
   * process that a token was revoked.
   */
  ...eventBusEnvShape,
  ...credentialCacheEnvShape,
  ...serviceUrlsEnvShape,
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export function readGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return parseEnv(gatewayEnvSchema, source);
}

export function serviceUrlsFrom(env: GatewayEnv): Record<ServiceName, string> {
  return urlsFrom(env);
}
