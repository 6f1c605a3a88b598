import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lockDownDataDir, restrictNewFiles } from '@shopforge/db';
import { OffsetClock } from '@shopforge/service-kit';
import { createLogger, startMetrics, startTelemetry } from '@shopforge/telemetry';
import { describeSmtpUrl } from '@shopforge/mail';
import { embeddedServiceEnv } from './embedded-settings';
import { readEmbeddedEnv } from './env';
import { launchPlatform } from './launch';
import { removeRuntimeFile, writeRuntimeFile } from './runtime-file';
import { ensureDemoShop } from './seed';

/** `npm start`: the whole platform in one process on embedded defaults. */
const env = readEmbeddedEnv();
const telemetry = startTelemetry({ serviceName: 'shopforge', otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT });
// One MeterProvider for the gateway and the six services; `service.name` is `shopforge` and
// metrics tell components apart by their own labels (docs/observability.md).
const metrics = await startMetrics({
  serviceName: 'shopforge',
  prometheusPort: env.METRICS_PORT,
  prometheusHost: env.HOST,
  otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
});
const log = createLogger('platform', { level: env.LOG_LEVEL });
const dataDir = resolve(env.SHOPFORGE_DATA_DIR);
restrictNewFiles();
mkdirSync(dataDir, { recursive: true });
const openedBefore = lockDownDataDir(dataDir);
if (openedBefore > 0) {
  log.warn(
    { data_dir: dataDir, entries: openedBefore },
    'Files or folders of the data directory were open to other users; they are now owner-only (0600/0700).',
  );
}

const startedAt = Date.now();
const serviceEnv = embeddedServiceEnv(dataDir, process.env, (message) => log.warn(message));
process.stdout.write(`Starting Shopforge (embedded mode, data in ${dataDir}) ...\n`);
const platform = await launchPlatform({
  database: (service) => ({ kind: 'pglite', dataDir: join(dataDir, service) }),
  port: env.PORT,
  host: env.HOST,
  log,
  serviceLogLevel: env.LOG_LEVEL,
  credentialCache: { ttlMs: env.CREDENTIAL_CACHE_TTL_SECONDS * 1000, maxEntries: env.CREDENTIAL_CACHE_SIZE },
  ...(env.SHOPFORGE_TEST_CLOCK ? { clock: new OffsetClock() } : {}),
  env: serviceEnv,
});
const demo = await ensureDemoShop(dataDir, platform);
// Whatever was created while starting, in case a writer set its own mode; only then does the
// runtime file tell the CLI and the tests that the platform is up.
lockDownDataDir(dataDir);
writeRuntimeFile(dataDir, platform);

const base = platform.gatewayUrl;
process.stdout.write(
  [
    '',
    `Shopforge is ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    `  Developer API   ${base}/dev/v1`,
    `  Dashboard       ${base}/dashboard  (sign in with the demo login below)`,
    `  API reference   ${base}/docs`,
    `  Health          ${base}/readyz`,
    ...(metrics.prometheusUrl ? [`  Metrics         ${metrics.prometheusUrl}`] : []),
    `  Demo shop       ${demo.shop_name} (${demo.shop_id})`,
    `  Demo API key    ${demo.api_key}`,
    `  Try             curl -H "Authorization: Bearer ${demo.api_key}" ${base}/dev/v1/me`,
    '  Operator CLI    pnpm shopforge --help   (connection in .data/platform.json)',
    ...(env.SHOPFORGE_TEST_CLOCK ? ['  Test clock      on: pnpm shopforge clock advance --days 30'] : []),
    ...(platform.testPayments
      ? ['  Test payments   on: new shops pay with the simulated provider (TEST_PAYMENTS=false: off)']
      : []),
    `  Demo login      ${demo.owner_email} / see ${join(dataDir, 'demo.json')}`,
    serviceEnv.SMTP_URL
      ? `  Buyer mail      ${describeSmtpUrl(serviceEnv.SMTP_URL)}`
      : `  Buyer mail      ${serviceEnv.MAILBOX_DIR}  (one .eml file per mail)`,
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: stopping Shopforge ...\n`);
  // The spec'd budget: everything stops cleanly within 5 s, or we stop anyway.
  setTimeout(() => {
    process.stderr.write('shutdown took longer than 5 s; exiting\n');
    process.exit(1);
  }, 5000).unref();
  await platform.close();
  removeRuntimeFile(dataDir);
  await metrics.shutdown();
  await telemetry.shutdown();
  process.stdout.write('Stopped.\n');
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
