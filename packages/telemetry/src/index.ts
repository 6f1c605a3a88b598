export { COMPONENT_ATTRIBUTE, runAsComponent } from './component';
export {
  currentTraceFields,
  currentTraceId,
  extractContext,
  type IncomingHeaders,
  injectTraceHeaders,
  linkFromTraceparent,
  SpanKind,
  SpanStatusCode,
  type TraceCarrier,
  type TraceFields,
  type TraceHeaders,
  type WithSpanOptions,
  withSpan,
} from './context';
export {
  endHttpClientSpan,
  type RouteOf,
  type Span,
  startHttpClientSpan,
  traceHttpServer,
} from './http-spans';
export { type LoggedError, serializeError } from './error-serializer';
export { createLogger, type LogDestination, type Logger, type LoggerOptions, REDACT_PATHS } from './logger';
export { currentRequestId, runWithRequestId } from './request-scope';
export {
  DELAY_BUCKETS_SECONDS,
  DURATION_BUCKETS_SECONDS,
  instrumentSet,
  type MetricsHandle,
  type MetricsOptions,
  meter,
  startMetrics,
} from './metrics';
export { startTelemetry, type TelemetryHandle, type TelemetryOptions } from './sdk';
