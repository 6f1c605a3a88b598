import { isConnectionLoss, isUnstorableText } from '@shopforge/db/errors';
import { AppError, toAppError, toWire, validationError, type WireAppError } from '@shopforge/errors';
import type { TRPCError } from '@trpc/server';

interface IssueCarrier {
  issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string }>;
}

function hasIssues(value: unknown): value is IssueCarrier {
  return typeof value === 'object' && value !== null && Array.isArray((value as IssueCarrier).issues);
}

/** Standard Schema paths may hold `{key}` segments; zod's hold plain keys. */
function normalizePath(path: IssueCarrier['issues'][number]['path']): PropertyKey[] {
  return (path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment));
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Try again shortly.';
export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain the NUL character (U+0000).';

/** Turns whatever a procedure threw into the AppError the gateway will render. */
export function appErrorFromTRPC(error: TRPCError): AppError {
  const cause = error.cause;
  if (cause instanceof AppError) return cause;
  if (error.code === 'BAD_REQUEST' && hasIssues(cause)) {
    return validationError(
      cause.issues.map((issue) => ({ path: normalizePath(issue.path), message: issue.message })),
    );
  }
  if (error.code === 'NOT_FOUND') return new AppError('NOT_FOUND', 'No such procedure.');
  if (error.code === 'BAD_REQUEST' || error.code === 'PARSE_ERROR')
    return new AppError('BAD_REQUEST', error.message);
  if (error.code === 'METHOD_NOT_SUPPORTED') return new AppError('METHOD_NOT_ALLOWED', error.message);
  if (error.code === 'PAYLOAD_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', error.message);
  if (error.code === 'UNAUTHORIZED') return new AppError('UNAUTHORIZED', error.message);
  if (error.code === 'FORBIDDEN') return new AppError('FORBIDDEN', error.message);
  // Text with U+0000 in a path, query or body: PostgreSQL refuses it, so it is the input's fault.
  if (isUnstorableText(cause)) return validationError([{ path: [], message: UNSTORABLE_TEXT_MESSAGE }]);
  // The database went away (restart, failover, terminated backend): 503, worth a retry.
  if (isConnectionLoss(cause)) return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  return toAppError(cause ?? error);
}

export interface AppErrorShapeData {
  app: WireAppError;
  httpStatus: number;
}

/** Puts the AppError on the wire and drops stack traces, so nothing internal leaves the service. */
export function formatError<TShape extends { data: { httpStatus: number; stack?: string } }>(opts: {
  shape: TShape;
  error: TRPCError;
}): TShape & { data: AppErrorShapeData } {
  const app = appErrorFromTRPC(opts.error);
  const { stack: _stack, ...data } = opts.shape.data;
  return { ...opts.shape, data: { ...data, httpStatus: app.status, app: toWire(app) } };
}
