import { metricsPortSchema, parseEnv } from '@shopforge/service-kit';
import { credentialCacheEnvShape } from '@shopforge/gateway';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from '@shopforge/cli';

const embeddedEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  SHOPFORGE_DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Prometheus scrape endpoint of the whole platform on its own port; unset → none. */
  METRICS_PORT: metricsPortSchema,
  /** Lets `shopforge clock advance` move the platform's time forward (demos and tests only). */
  SHOPFORGE_TEST_CLOCK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  ...credentialCacheEnvShape,
});

export type EmbeddedEnv = z.infer<typeof embeddedEnvSchema>;

export function readEmbeddedEnv(source: NodeJS.ProcessEnv = process.env): EmbeddedEnv {
  return parseEnv(embeddedEnvSchema, source);
}
