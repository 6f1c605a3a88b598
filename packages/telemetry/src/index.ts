export { COMPONENT_ATTRIBUTE, runAsComponent } from './component';
export {
  currentTraceFields,
  currentTraceId,
  extractContext,
  type IncomingHeaders,
  injectTraceHeaders,
  SpanKind,
  SpanStatusCode,
  type TraceCarrier,
  type TraceFields,
  type TraceHeaders,
  type WithSpanOptions,
  withSpan,
} from './context';
export { installEsmHook } from './esm-hook.mjs';
export { createLogger, type Logger, type LoggerOptions, REDACT_PATHS } from './logger';
export { startTelemetry, type TelemetryHandle, type TelemetryOptions } from './sdk';
