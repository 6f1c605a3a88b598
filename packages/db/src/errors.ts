/**
 * Whether a statement failed on a unique constraint: Prisma's P2002, or PostgreSQL's 23505 from
 * hand-written SQL (pg and PGlite both carry it as `code`). Structural, so it works on the error
 * of any service's generated client: each has its own `PrismaClientKnownRequestError`.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as DriverFailure;
  const cause = failure.meta?.driverAdapterError?.cause;
  return [failure.code, cause?.originalCode, cause?.code].some(
    (code) => code === 'P2002' || code === '23505',
  );
}

/** PostgreSQL's codes for text it cannot hold: U+0000 in text (22021) or in jsonb (22P05). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

interface DriverFailure {
  code?: unknown;
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } };
}

/**
 * Whether a query failed because a value held text PostgreSQL cannot store or compare (the
 * NUL character, U+0000). That is the caller's input, not a fault: no row can hold such text,
 * so a lookup by it finds nothing and a write of it must be refused. Structural, like
 * `isUniqueViolation`, and the same on PostgreSQL (pg) and PGlite.
 */
export function isUnstorableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as DriverFailure;
  const cause = failure.meta?.driverAdapterError?.cause;
  return [cause?.originalCode, cause?.code, failure.code].some(
    (code) => typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code),
  );
}

/** PostgreSQL's connection-exception class (08…) and shutdown / not-yet-ready codes (57P0x). */
const CONNECTION_CODES = /^(08\d{3}|57P0[1-3]|P1001|P1002|P1017|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;
const CONNECTION_MESSAGES =
  /connection terminated|connection is closed|server closed the connection|terminating connection|connection error and is not queryable/i;

/**
 * Whether a query failed because the database connection was lost or refused: the database is
 * down or restarting, not the request wrong, so callers answer 503 and the client retries.
 * Walks the error's causes and the driver-adapter details, as the errors above do.
 */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const failure = error as DriverFailure & { message?: unknown; cause?: unknown };
  const adapterCause = failure.meta?.driverAdapterError?.cause;
  const codes = [failure.code, adapterCause?.code, adapterCause?.originalCode];
  if (codes.some((code) => typeof code === 'string' && CONNECTION_CODES.test(code))) return true;
  if (typeof failure.message === 'string' && CONNECTION_MESSAGES.test(failure.message)) return true;
  return isConnectionLoss(failure.cause, depth + 1) || isConnectionLoss(adapterCause, depth + 1);
}
