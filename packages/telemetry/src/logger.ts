import { type DestinationStream, type Logger, pino } from 'pino';
import { currentTraceFields } from './context';

export type { Logger };

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
 * async context of the call site), which is what joins logs to traces.
 */
export function createLogger(component: string, options: LoggerOptions = {}): Logger {
  const config = {
    level: options.level ?? 'info',
    base: { component },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => currentTraceFields() ?? {},
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
  };
  // pino's default destination is synchronous stdout: slower than async, but a
  // crashing process still gets its last lines out.
  return options.destination ? pino(config, options.destination) : pino(config);
}
