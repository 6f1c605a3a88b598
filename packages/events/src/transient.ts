/**
 * Whether a handler's failure is the infrastructure's, not the event's: a database or peer that
 * is restarting, a connection cut, a pool exhausted. Retrying later fixes those, so an event that
 * failed that way must wait for its dependency rather than go to the dead-letter stream, where
 * nothing delivers it again. An error the event itself causes (a bug, bad data) is not transient.
 */
const TRANSIENT_CODES = new Set([
  // Node's sockets and DNS.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  // PostgreSQL: connection exceptions (class 08), shutdown and "cannot connect now" (57P0x),
  // too many connections, serialization and deadlock (retry is the documented answer).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '40001',
  '40P01',
  // Prisma: database unreachable, timed out, closed the connection, pool timeout.
  'P1001',
  'P1002',
  'P1008',
  'P1017',
  'P2024',
]);

const TRANSIENT_MESSAGES = [
  /connection terminated/i,
  /terminating connection/i,
  /connection is closed/i,
  /server closed the connection/i,
  /socket hang up/i,
  /fetch failed/i,
  /max retries per request/i,
  /timeout exceeded when trying to connect/i,
];

function codeOf(error: object): string | undefined {
  const { code, errorCode } = error as { code?: unknown; errorCode?: unknown };
  if (typeof code === 'string') return code;
  return typeof errorCode === 'string' ? errorCode : undefined;
}

export function isTransientError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // The cause chain: a tRPC or Prisma error wraps the socket error that explains it.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = codeOf(current);
    if (code && TRANSIENT_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && TRANSIENT_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
