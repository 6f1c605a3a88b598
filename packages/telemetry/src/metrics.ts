import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNoopMeter, type Meter, metrics } from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { type IMetricReader, MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { withinDeadline } from './deadline';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export interface MetricsOptions {
  /** `service.name`; in embedded mode the launcher passes `shopforge`. */
  serviceName: string;
  /**
   * Port of the Prometheus scrape endpoint (`GET /metrics`), a listener of its own so metrics
   * never share the public port. Unset: no scrape endpoint. `0`: any free port (tests).
   */
  prometheusPort?: number;
  /** Address of the scrape endpoint (the process's `HOST`); default `127.0.0.1`. */
  prometheusHost?: string;
  /** Base OTLP/HTTP endpoint (e.g. http://collector:4318); metrics are pushed to `/v1/metrics`. */
  otlpEndpoint?: string;
  /** How often the OTLP exporter pushes (default 15 s). */
  otlpIntervalMs?: number;
  /** Extra readers, e.g. a PeriodicExportingMetricReader over an InMemoryMetricExporter in tests. */
  readers?: IMetricReader[];
}

export interface MetricsHandle {
  /** True for the handle of the call that actually configured the process. */
  readonly owner: boolean;
  readonly serviceName: string;
  /** `http://host:port/metrics` when the owning call opened a scrape endpoint. */
  readonly prometheusUrl: string | undefined;
  /** Collects and pushes now; the owner's handle also closes the endpoint and the provider. */
  shutdown(): Promise<void>;
}

interface MetricsState {
  /** None when nothing would read the metrics: the instruments then stay no-ops. */
  provider: MeterProvider | undefined;
  serviceName: string;
  prometheusUrl: string | undefined;
}

// As in sdk.ts: module state would be duplicated if two copies of this package were loaded
// (vitest inlining one, tsx another), so the singleton and the instrument sets live on
// globalThis under registry symbols.
const STATE = Symbol.for('shopforge.telemetry.meterProvider');
const INSTRUMENT_SETS = Symbol.for('shopforge.telemetry.instrumentSets');
type Holder = {
  [STATE]?: MetricsState;
  [INSTRUMENT_SETS]?: Set<() => unknown>;
};
const holder = globalThis as Holder;

/** Histogram buckets for durations in seconds (the OpenTelemetry HTTP semantic conventions'). */
export const DURATION_BUCKETS_SECONDS: readonly number[] = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
];

/** Buckets for delays that are normally seconds to minutes (outbox publish delay). */
export const DELAY_BUCKETS_SECONDS: readonly number[] = [
  0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600,
];

function metricsExporterUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/metrics`;
}

function instrumentSets(): Set<() => unknown> {
  holder[INSTRUMENT_SETS] ??= new Set();
  return holder[INSTRUMENT_SETS];
}

/**
 * The process's meter for `scope`: the SDK's once startMetrics ran, a no-op one before.
 * Instruments taken from it do not follow a later startMetrics: use `instrumentSet` for those
 * created at import time.
 */
export function meter(scope: string): Meter {
  return holder[STATE]?.provider?.getMeter(scope) ?? createNoopMeter();
}

/**
 * Instruments created on first use and again whenever the process's MeterProvider changes
 * (startMetrics after import, tests that restart it), so modules may declare them at import
 * time. The getter costs one property read on the hot path. startMetrics creates every set at
 * once, so observable instruments exist even before anything records.
 */
export function instrumentSet<T>(scope: string, build: (meter: Meter) => T): () => T {
  let builtFor: MeterProvider | null | undefined;
  let built: T | undefined;
  const get = (): T => {
    const provider = holder[STATE]?.provider ?? null;
    if (built === undefined || provider !== builtFor) {
      builtFor = provider;
      built = build(provider ? provider.getMeter(scope) : createNoopMeter());
    }
    return built;
  };
  instrumentSets().add(get);
  return get;
}

async function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server.address() as AddressInfo;
}

/**
 * Configures metrics for the whole process: one MeterProvider, registered globally. The first
 * call wins, as with startTelemetry: embedded mode starts seven components in one process and
 * they share one provider and one scrape endpoint. Later calls return a handle whose shutdown
 * only flushes, and ignore their options.
 */
export async function startMetrics(opts: MetricsOptions): Promise<MetricsHandle> {
  const existing = holder[STATE];
  if (existing !== undefined) {
    const { provider, serviceName, prometheusUrl } = existing;
    return {
      owner: false,
      serviceName,
      prometheusUrl,
      shutdown: async () => {
        if (provider) await withinDeadline(provider.forceFlush());
      },
    };
  }

  const readers: IMetricReader[] = [...(opts.readers ?? [])];
  let prometheus: PrometheusExporter | undefined;
  if (opts.prometheusPort !== undefined) {
    // Served by our own listener (below) so the port can be 0 and its address is known.
    prometheus = new PrometheusExporter({ preventServerStart: true });
    readers.push(prometheus);
  }
  if (opts.otlpEndpoint) {
    readers.push(
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter({ url: metricsExporterUrl(opts.otlpEndpoint) }),
        exportIntervalMillis: opts.otlpIntervalMs ?? 15_000,
      }),
    );
  }
  // Without a reader nothing would ever collect: no provider at all, so recording costs nothing.
  const provider =
    readers.length === 0
      ? undefined
      : new MeterProvider({
          resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: opts.serviceName }),
          readers,
        });
  const state: MetricsState = { provider, serviceName: opts.serviceName, prometheusUrl: undefined };
  // Claimed before the first await, so a concurrent second call sees it.
  holder[STATE] = state;
  if (provider) metrics.setGlobalMeterProvider(provider);

  let server: Server | undefined;
  if (prometheus) {
    const exporter = prometheus;
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const path = (req.url ?? '/').split('?', 1)[0];
      if (req.method === 'GET' && path === '/metrics') return exporter.getMetricsRequestHandler(req, res);
      res.statusCode = 404;
      res.end('not found\n');
    });
    try {
      const host = opts.prometheusHost ?? '127.0.0.1';
      const address = await listen(server, opts.prometheusPort ?? 0, host);
      const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      state.prometheusUrl = `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}/metrics`;
    } catch (error) {
      await provider?.shutdown().catch(() => undefined);
      metrics.disable();
      delete holder[STATE];
      throw error;
    }
  }
  for (const get of instrumentSets()) get();

  return {
    owner: true,
    serviceName: opts.serviceName,
    prometheusUrl: state.prometheusUrl,
    shutdown: async () => {
      if (server) {
        const closing = server;
        await new Promise<void>((resolve) => {
          closing.close(() => resolve());
          closing.closeAllConnections();
        });
      }
      if (provider) await withinDeadline(provider.shutdown());
      // Release the globals so a later startMetrics (tests) can register again.
      metrics.disable();
      delete holder[STATE];
    },
  };
}
