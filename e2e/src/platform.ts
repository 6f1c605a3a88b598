import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { InProcessBus } from '@shopforge/events';
import { launchPlatform, type RunningPlatform } from '@shopforge/platform';
import {
  type PayPalStandIn,
  type StripeStandIn,
  startPayPalStandIn,
  startStripeStandIn,
} from '@shopforge/provider-stand-ins';
import type { Clock } from '@shopforge/service-kit';
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { TEST_WEBHOOK_ENV } from '@shopforge/service-webhook/testing';
import { createLogger, type MetricsHandle, startMetrics, startTelemetry } from '@shopforge/telemetry';
import { LogCapture } from './log-capture';

export interface TestPlatform extends RunningPlatform {
  spans: InMemorySpanExporter;
  /** The run's Prometheus scrape endpoint (`GET …/metrics` on a port of its own). */
  metricsUrl: string;
  /** Every log line of the run's platforms (gateway and services), as JSON text. */
  logs: LogCapture;
  /** The platform's bus, so a test can watch events (subscribe under its own group). */
  bus: InProcessBus;
  operator: ReturnType<typeof createServiceClient<OauthRouter>>;
  /** Stripe for this platform: a local stand-in in Stripe's wire format, which billing's SDK calls. */
  stripe: StripeStandIn;
  /** PayPal for this platform: a local stand-in in PayPal's wire format, which billing's SDK calls. */
  paypal: PayPalStandIn;
  /** Where buyer mail lands, one `.eml` per mail, as with `npm start` (unless `SMTP_URL` is given). */
  mailboxDir: string;
}

/** Signs the test provider's webhooks in e2e runs, so tests can send their own as the provider. */
export const OAUTH_REFRESH_GRACE_SECONDS = 2;

export const TEST_PROVIDER_SECRET = 'e2e-test-provider-secret-0123456789abcdef';

/** The bearer secret tests send as the platform's mail provider (`POST /mail/notifications`). */
export const MAIL_NOTIFICATIONS_SECRET = 'e2e-mail-provider-reports-0123456789abcdef';

let shared: Promise<TestPlatform> | undefined;
let telemetry: InMemorySpanExporter | undefined;
let metrics: Promise<MetricsHandle> | undefined;
const logs = new LogCapture();

/** One platform per test run, on throwaway PGlite directories, traced into memory. */
export function platform(): Promise<TestPlatform> {
  if (!shared) shared = bootTestPlatform();
  return shared;
}

/**
 * A platform of its own, for a file that must own something global, such as the test clock or
 * a setting (`env`, over the run's); its caller closes it. Every platform of a run traces into
 * the same exporter.
 */
export async function bootTestPlatform(
  options: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<TestPlatform> {
  if (!telemetry) {
    telemetry = new InMemorySpanExporter();
    startTelemetry({ serviceName: 'shopforge', spanProcessors: [new SimpleSpanProcessor(telemetry)] });
  }
  const spans = telemetry;
  // As `npm start` with METRICS_PORT: one MeterProvider for the run, scraped over HTTP by tests.
  metrics ??= startMetrics({ serviceName: 'shopforge', prometheusPort: 0 });
  const metricsUrl = (await metrics).prometheusUrl ?? '';
  const bus = new InProcessBus({ waitForHandlers: true });
  const stripe = await startStripeStandIn();
  const paypal = await startPayPalStandIn();
  const dataDir = mkdtempSync(join(tmpdir(), 'shopforge-e2e-'));
  const mailboxDir = join(dataDir, 'mailbox');
  const running = await launchPlatform({
    database: (service) => ({ kind: 'pglite', dataDir: join(dataDir, service) }),
    log: createLogger('gateway', { level: 'info', destination: logs }),
    // A short refresh grace window lets the reuse test wait it out.
    env: {
      ...TEST_WEBHOOK_ENV,
      TEST_PROVIDER_SECRET,
      OAUTH_REFRESH_GRACE_SECONDS: String(OAUTH_REFRESH_GRACE_SECONDS),
      STRIPE_API_URL: stripe.url,
      PAYPAL_API_URL: paypal.url,
      // Buyer mail is on, as with `npm start`: every paid order's receipt lands in the mailbox.
      MAILBOX_DIR: mailboxDir,
      MAIL_NOTIFICATIONS_SECRET,
      ...options.env,
    },
    bus,
    relayPollIntervalMs: 25,
    ...(options.clock ? { clock: options.clock } : {}),
    // Captured, not printed: lines at info are kept so the secret scan reads them too.
    serviceLogLevel: 'info',
    serviceLogDestination: logs,
  });
  const operator = createServiceClient<OauthRouter>({
    url: running.serviceUrls.oauth,
    credential: { operatorToken: running.operatorToken },
  });
  process.once('beforeExit', () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    ...running,
    spans,
    metricsUrl,
    logs,
    bus,
    operator,
    stripe,
    paypal,
    mailboxDir,
    close: async () => {
      await running.close();
      await stripe.close();
      await paypal.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
