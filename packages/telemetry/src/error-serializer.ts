import { types } from 'node:util';
import { redactErrorText } from './error-text';

/** What a log line keeps of an error. */
export interface LoggedError {
  name?: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: LoggedError;
}

// Causes chain wrappers (an AppError around a driver error); a few levels tell the story.
const MAX_CAUSES = 3;
const STACK_FRAME = /^\s+at\s/;

/** An Error of any class, also one made in another realm (vitest, vm). */
export function isError(value: unknown): value is Error {
  return value instanceof Error || types.isNativeError(value);
}

/**
 * The one way an error reaches a log (docs/observability.md, "Errors in logs"): its name,
 * code, redacted message and stack, and its cause the same way. Nothing else an error carries
 * is kept, because that is where drivers put the statement's values: pg's and PGlite's
 * `detail` (`Key (email)=(…) already exists.`), `where`, PGlite's `query`, Prisma's `meta`
 * (the driver's error and its original message). Plain objects and other values are treated
 * alike, so what a caller logs as `err` never passes through unredacted.
 */
export function serializeError(value: unknown): LoggedError {
  return serialize(value, 0);
}

function serialize(value: unknown, depth: number): LoggedError {
  if (typeof value !== 'object' || value === null) return { message: redactErrorText(String(value)) };
  const error = value as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    stack?: unknown;
    cause?: unknown;
  };
  const name = typeof error.name === 'string' ? error.name : value.constructor?.name;
  const message = redactErrorText(typeof error.message === 'string' ? error.message : '');
  const logged: LoggedError = name === undefined ? { message } : { name, message };
  if (typeof error.code === 'string' || typeof error.code === 'number') logged.code = error.code;
  if (typeof error.stack === 'string')
    logged.stack = framesUnder(`${name ?? 'Error'}: ${message}`, error.stack);
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serialize(error.cause, depth + 1);
  return logged;
}

/** A stack starts with the raw message (Prisma's spans many lines): only its frames are kept. */
function framesUnder(header: string, stack: string): string {
  const lines = stack.split('\n');
  const first = lines.findIndex((line) => STACK_FRAME.test(line));
  return first === -1 ? header : [header, ...lines.slice(first)].join('\n');
}
