import { DEFAULT_SERVICE_PORTS, parseEnv, SERVICE_NAMES, type ServiceName } from '@shopforge/service-kit';
import { z } from 'zod';

function serviceUrl(name: ServiceName) {
  return z.string().url().default(`http://127.0.0.1:${DEFAULT_SERVICE_PORTS[name]}`);
}

/** Gateway configuration (README "Configuration"). */
const gatewayEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  INTERNAL_SECRET: z.string().min(32, 'INTERNAL_SECRET needs at least 32 characters.'),
  /** Rate limits and idempotency records; unset → in-memory (correct only with one replica). */
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OAUTH_SERVICE_URL: serviceUrl('oauth'),
  CATALOG_SERVICE_URL: serviceUrl('catalog'),
  BILLING_SERVICE_URL: serviceUrl('billing'),
  RESELLER_SERVICE_URL: serviceUrl('reseller'),
  THEMES_SERVICE_URL: serviceUrl('themes'),
  WEBHOOK_SERVICE_URL: serviceUrl('webhook'),
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export function readGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return parseEnv(gatewayEnvSchema, source);
}

export function serviceUrlsFrom(env: GatewayEnv): Record<ServiceName, string> {
  const urls = {} as Record<ServiceName, string>;
  for (const name of SERVICE_NAMES) {
    urls[name] = env[`${name.toUpperCase()}_SERVICE_URL` as keyof GatewayEnv] as string;
  }
  return urls;
}
