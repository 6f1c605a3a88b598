import { type DestinationStream, type LogFn, type Logger, pino } from 'pino';
import { currentTraceFields } from './context';
import { serializeError } from './error-serializer';
import { withLoggableErrors } from './log-arguments';
import { currentRequestId } from './request-scope';

export type { Logger };
/** Where a logger writes: any writable of JSON lines (tests capture them). */
export type LogDestination = DestinationStream;

// Paths are pino/fast-redact syntax. Both the exact keys from request logging
// and one-level wildcards are listed, because secrets most often show up as a
// field of whatever object a caller decided to log.
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'token',
  'secret',
  'password',
  'api_key',
  '*.authorization',
  '*.token',
  '*.secret',
  '*.password',
  '*.api_key',
];

export interface LoggerOptions {
  /** Caller passes LOG_LEVEL; defaults to `info`. */
  level?: string;
  /** Where lines go; stdout by default. Tests pass a capturing stream. */
  destination?: DestinationStream;
}

/**
 * JSON logger for one component. Every line written while a span is active
 * carries its trace_id/span_id (pino `mixin` runs per line, so it sees the
 * async context of the call site), which is what joins logs to traces; and the request id of
 * the request being served (`runWithRequestId`), which is what a caller quotes. Errors, under
 * any key or on their own, are written by `serializeError` alone (docs/observability.md).
 */
export function createLogger(component: string, options: LoggerOptions = {}): Logger {
  const config = {
    level: options.level ?? 'info',
    base: { component },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      const trace = currentTraceFields();
      return requestId === undefined ? (trace ?? {}) : { ...trace, request_id: requestId };
    },
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    // pino's own `err` serializer copies every field of an error, and a driver's error keeps
    // the statement's values in some of them; the hook catches errors under any other key.
    serializers: { err: serializeError },
    hooks: {
      logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn) {
        method.apply(this, withLoggableErrors(args) as Parameters<LogFn>);
      },
    },
  };
  // pino's default destination is synchronous stdout: slower than async, but a
  // crashing process still gets its last lines out.
  return options.destination ? pino(config, options.destination) : pino(config);
}
