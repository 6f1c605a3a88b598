import { isError, serializeError } from './error-serializer';

// Log objects are a few levels deep; the limit only bounds the walk of an unusual one.
const MAX_DEPTH = 8;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * `value` with every error inside it (in plain objects and arrays) replaced by its serialized
 * form. Objects are copied only when something in them changes.
 */
export function withErrorsSerialized(value: unknown, depth = 0): unknown {
  if (isError(value)) return serializeError(value);
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => withErrorsSerialized(item, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const serialized = withErrorsSerialized(item, depth + 1);
    if (serialized === item) continue;
    copy ??= { ...value };
    copy[key] = serialized;
  }
  return copy ?? value;
}

/**
 * A log call's arguments as pino may see them: no error object left in the merge object or
 * the format arguments, whatever key a caller put it under. An error logged on its own becomes
 * `{ err }`, and its redacted message the line's `msg`, which pino would otherwise have taken
 * from the raw error.
 */
export function withLoggableErrors(args: readonly unknown[]): unknown[] {
  const [first, ...rest] = args;
  const params = rest.map((item) => withErrorsSerialized(item));
  if (!isError(first)) return args.length === 0 ? [] : [withErrorsSerialized(first), ...params];
  const err = serializeError(first);
  return typeof params[0] === 'string' ? [{ err }, ...params] : [{ err }, err.message, ...params];
}
