import { z } from 'zod';
import { eventBusEnvShape } from './event-bus-env';
import { serviceUrlsEnvShape } from './peers';

/** Parses a process environment against a schema, naming every bad variable at once. */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<T> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

/**
 * `METRICS_PORT`: where the process serves Prometheus' `GET /metrics`, on a listener of its own
 * (never the public port). Unset: no scrape endpoint (docs/observability.md).
 */
export const metricsPortSchema = z.coerce.number().int().min(0).max(65535).optional();

/** Variables every service reads (README "Configuration"). */
export const serviceEnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATABASE_URL: z.string().optional(),
  INTERNAL_SECRET: z.string().min(32, 'INTERNAL_SECRET needs at least 32 characters.'),
  OPERATOR_TOKEN_SHA256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'OPERATOR_TOKEN_SHA256 is the hex SHA-256 of the operator token.')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  METRICS_PORT: metricsPortSchema,
  /** Without DATABASE_URL a service runs on PGlite under `<SHOPFORGE_DATA_DIR>/<service>`. */
  SHOPFORGE_DATA_DIR: z.string().default('.data'),
  /**
   * The shared bus (EVENT_BUS, KAFKA_BROKERS, REDIS_URL …). Without one a lone service uses an
   * in-process bus: it then only hears its own events (fine for development, never for production).
   */
  ...eventBusEnvShape,
  ...serviceUrlsEnvShape,
  /** Apply pending migrations on start; default on for PGlite, off for PostgreSQL (deploy them). */
  MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
});
export type ServiceEnv = z.infer<typeof serviceEnvSchema>;

/**
 * `WEBHOOK_ALLOW_LOOPBACK`, development only: merchant URLs on loopback (127.0.0.0/8, ::1,
 * localhost) are allowed; private, link-local and metadata addresses stay refused whatever it
 * says. Every service that saves or calls merchant URLs (catalog, billing, webhook) reads it
 * with this schema, so a URL accepted when saved is one the call will not refuse.
 */
export const allowLoopbackSchema = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .default(false);

/** Where a platform with no PUBLIC_BASE_URL is reached: the gateway's default port here. */
export const DEFAULT_PUBLIC_BASE_URL = 'http://127.0.0.1:3000';

/**
 * `PUBLIC_BASE_URL`: where browsers, buyers and apps reach the gateway. Every service that
 * builds public links (checkout, portal, storefront, OAuth issuer) and the gateway (error
 * `doc_url`s) read it with this schema.
 */
export const publicBaseUrlSchema = z
  .string()
  .url()
  .default(DEFAULT_PUBLIC_BASE_URL)
  .transform((value) => value.replace(/\/+$/, ''));
