import { context, createNoopMeter, type MeterProvider, propagation, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { ComponentSpanProcessor } from './component';
import { createInstrumentations } from './instrumentations';
import { RedactingSpanProcessor } from './redact';
import { setTracingState, tracingState } from './registry';
import { withinDeadline } from './deadline';
import { platformSampler, samplingRatio } from './sampler';

export interface TelemetryOptions {
  /** `service.name`; in embedded mode the launcher passes `shopforge`. */
  serviceName: string;
  /** Base OTLP/HTTP endpoint (e.g. http://collector:4318). Unset: no export. */
  otlpEndpoint?: string;
  /** Extra processors, e.g. SimpleSpanProcessor(InMemorySpanExporter) in tests. */
  spanProcessors?: SpanProcessor[];
  /**
   * Share of new traces kept when exporting, 0–1; default: the standard's
   * `OTEL_TRACES_SAMPLER_ARG`, else 1 (every trace).
   */
  sampleRatio?: number;
}

export interface TelemetryHandle {
  /** Flushes; the first caller's handle also shuts the provider down. */
  shutdown(): Promise<void>;
  /** True for the handle of the call that actually configured the process. */
  readonly owner: boolean;
  readonly serviceName: string;
}

const NO_METRICS: MeterProvider = { getMeter: () => createNoopMeter() };

function traceExporterUrl(endpoint: string): string {
  // Same rule as OTEL_EXPORTER_OTLP_ENDPOINT: a base URL, signal path appended.
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * Configures tracing for the whole process. The first call wins: embedded mode
 * starts seven components in one process and they must share one provider
 * (two global providers cannot coexist). Later calls return a handle whose
 * shutdown only flushes, and ignore their options.
 */
export function startTelemetry(opts: TelemetryOptions): TelemetryHandle {
  const existing = tracingState();
  if (existing !== undefined) {
    const { provider, serviceName } = existing;
    return {
      owner: false,
      serviceName,
      shutdown: async () => void (await withinDeadline(provider.forceFlush())),
    };
  }

  const processors: SpanProcessor[] = [
    // Must precede exporting processors: it rewrites attributes in onEnding,
    // which the SDK runs for all processors before any onEnd.
    new RedactingSpanProcessor(),
    new ComponentSpanProcessor(opts.serviceName),
    ...(opts.spanProcessors ?? []),
  ];
  if (opts.otlpEndpoint) {
    processors.push(
      new BatchSpanProcessor(new OTLPTraceExporter({ url: traceExporterUrl(opts.otlpEndpoint) })),
    );
  }

  // Without an exporter or a test's processor no span is recorded (sampler.ts): ids and
  // propagation only. Prisma's tracing helper is then not installed either, so statements do
  // not pay for spans no one records.
  const exporting = Boolean(opts.otlpEndpoint) || (opts.spanProcessors?.length ?? 0) > 0;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: opts.serviceName }),
    sampler: platformSampler({
      exporting,
      ratio: opts.sampleRatio ?? samplingRatio(process.env.OTEL_TRACES_SAMPLER_ARG),
    }),
    spanProcessors: processors,
  });
  // Sets the global tracer provider, the AsyncLocalStorage context manager and
  // the W3C traceparent + baggage propagator.
  provider.register();

  const disableInstrumentations = registerInstrumentations({
    tracerProvider: provider,
    // Never the SDK's meters, even when startMetrics ran first: the platform's metrics are its
    // own, labelled by route template (metrics.ts).
    meterProvider: NO_METRICS,
    instrumentations: exporting ? createInstrumentations() : [],
  });

  setTracingState({ provider, serviceName: opts.serviceName });
  return {
    owner: true,
    serviceName: opts.serviceName,
    shutdown: async () => {
      disableInstrumentations();
      await withinDeadline(provider.shutdown());
      // Release the globals so a later startTelemetry (tests) can register again.
      trace.disable();
      context.disable();
      propagation.disable();
      setTracingState(undefined);
    },
  };
}
