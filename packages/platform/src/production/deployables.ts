import { gatewayEnvSchema } from '@shopforge/gateway/env';
import { billingSettingsSchema } from '@shopforge/service-billing/env';
import { catalogSettingsSchema } from '@shopforge/service-catalog/env';
import {
  DEFAULT_SERVICE_PORTS,
  SERVICE_NAMES,
  type ServiceName,
  serviceEnvSchema,
} from '@shopforge/service-kit';
import { oauthSettingsSchema } from '@shopforge/service-oauth/env';
import { resellerSettingsSchema } from '@shopforge/service-reseller/env';
import { themesSettingsSchema } from '@shopforge/service-themes/env';
import { webhookSettingsSchema } from '@shopforge/service-webhook/env';
import type { z } from 'zod';

export type DeployableName = 'gateway' | ServiceName;

/** A process of a production deployment: the gateway or one service. */
export interface Deployable {
  name: DeployableName;
  /** Its package directory, relative to the repository root. */
  dir: string;
  /** Its port when nothing else is configured. */
  defaultPort: number;
  /** The schemas the process parses its environment with: each must accept what it is given. */
  envSchemas: readonly z.ZodObject[];
  /** Services own a database (`prisma/migrations` in `dir`); the gateway does not. */
  hasDatabase: boolean;
}

/** Each service's own settings, beside the variables every service reads (`serviceEnvSchema`). */
const SETTINGS_SCHEMAS: Record<ServiceName, z.ZodObject | undefined> = {
  oauth: oauthSettingsSchema,
  catalog: catalogSettingsSchema,
  billing: billingSettingsSchema,
  reseller: resellerSettingsSchema,
  themes: themesSettingsSchema,
  webhook: webhookSettingsSchema,
};

/** The gateway and the six services: what `pnpm start:prod` runs and `infra/compose.yaml` deploys. */
export const DEPLOYABLES: readonly Deployable[] = [
  {
    name: 'gateway',
    dir: 'gateway',
    defaultPort: 3000,
    envSchemas: [gatewayEnvSchema],
    hasDatabase: false,
  },
  ...SERVICE_NAMES.map((name) => {
    const settings = SETTINGS_SCHEMAS[name];
    return {
      name,
      dir: `services/${name}`,
      defaultPort: DEFAULT_SERVICE_PORTS[name],
      envSchemas: settings ? [serviceEnvSchema, settings] : [serviceEnvSchema],
      hasDatabase: true,
    };
  }),
];

/** Variables a deployable cannot start without: its schemas accept no default for them. */
export function requiredEnvKeys(deployable: Deployable): string[] {
  const keys = new Set<string>();
  for (const schema of deployable.envSchemas) {
    for (const [key, field] of Object.entries(schema.shape)) {
      if (!(field as z.ZodType).safeParse(undefined).success) keys.add(key);
    }
  }
  return [...keys].sort();
}

/**
 * Variables production needs although the schemas give them a default (the defaults are the
 * embedded, single-process ones). Maintained by hand: a service falls back to PGlite without
 * DATABASE_URL and to an in-process bus without a shared one (KAFKA_BROKERS, or EVENT_BUS=redis
 * with REDIS_URL); the gateway keeps rate limits and idempotency in its own memory without
 * REDIS_URL, and runs without its credential cache without a shared bus (the cache needs the
 * oauth service's signals). The list is Kafka's; on the Redis Streams bus, EVENT_BUS=redis and
 * REDIS_URL take KAFKA_BROKERS' place in every process. Each `<NAME>_SERVICE_URL` defaults to
 * a loopback port, which only works when everything runs on one host.
 */
export const PRODUCTION_ENV: Record<'gateway' | 'service', readonly string[]> = {
  gateway: ['REDIS_URL', 'KAFKA_BROKERS'],
  service: ['DATABASE_URL', 'KAFKA_BROKERS'],
};

/** `OAUTH_SERVICE_URL` … `WEBHOOK_SERVICE_URL`. */
export function serviceUrlKey(name: ServiceName): `${Uppercase<ServiceName>}_SERVICE_URL` {
  return `${name.toUpperCase() as Uppercase<ServiceName>}_SERVICE_URL`;
}
