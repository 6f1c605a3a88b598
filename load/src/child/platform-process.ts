/**
 * The platform as its own process, for the webhook scenario to kill with SIGKILL: the six
 * services and the gateway on the databases and Redis named in LOAD_CHILD_CONFIG (JSON), with
 * the settings it names. Prints one line `READY <json>` once it serves, then runs until killed.
 */
import { redisStores } from '@shopforge/gateway';
import { launchPlatform } from '@shopforge/platform';
import type { ServiceName } from '@shopforge/service-kit';
import { createLogger } from '@shopforge/telemetry';

interface ChildConfig {
  databases: Record<ServiceName, string>;
  redisUrl: string;
  env: Record<string, string>;
}

const config = JSON.parse(process.env.LOAD_CHILD_CONFIG ?? '{}') as ChildConfig;
// Warnings and errors only, to stderr (the parent shows them when LOAD_VERBOSE=1).
const log = createLogger('gateway', { level: 'warn', destination: process.stderr });
const platform = await launchPlatform({
  database: (service) => ({ kind: 'postgres', url: config.databases[service] }),
  stores: redisStores(config.redisUrl),
  log,
  env: config.env,
  serviceLogLevel: 'warn',
  serviceLogDestination: process.stderr,
  relayPollIntervalMs: 25,
});
process.stdout.write(
  `READY ${JSON.stringify({
    gatewayUrl: platform.gatewayUrl,
    serviceUrls: platform.serviceUrls,
    operatorToken: platform.operatorToken,
  })}\n`,
);
