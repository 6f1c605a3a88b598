import { BlockedAddressError } from './guarded-lookup';

const MAX_TEXT = 300;

const BY_CODE: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset by the endpoint',
  EPIPE: 'connection closed by the endpoint',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  ENOTFOUND: 'the host does not resolve',
  EAI_AGAIN: 'the host could not be resolved (temporary DNS failure)',
  ABORT_ERR: 'aborted',
};

/**
 * Why an exchange produced no complete answer, as a closed set (metrics labels, never text):
 * the guard refused the address, the time ran out, the URL was unusable, the caller aborted,
 * or the network or TLS failed.
 */
export type OutboundFailure = 'ssrf_refused' | 'timeout' | 'invalid_url' | 'aborted' | 'network_error';

/** The class of a transport failure that `describeFailure` turns into text. */
export function failureKind(error: unknown): OutboundFailure {
  if (error instanceof BlockedAddressError) return 'ssrf_refused';
  const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
  if (code === 'ABORT_ERR' || (error instanceof Error && error.name === 'AbortError')) return 'aborted';
  return 'network_error';
}

/** OpenSSL wraps its one readable phrase in library coordinates nobody outside can use. */
function tlsReason(message: string): string {
  return /SSL routines:[^:]*:([^:]+):/.exec(message)?.[1] ?? message.trim();
}

/**
 * Turns a transport failure into the short text merchants see in delivery logs. Node's own
 * messages are kept only where they are the useful part (TLS), and never the resolved address.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof BlockedAddressError) return error.message;
  const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string') {
    const known = BY_CODE[code];
    if (known) return known;
    if (code.startsWith('HPE_')) return 'the endpoint sent an invalid HTTP response';
  }
  if (/certificate|SSL|TLS/i.test(`${code ?? ''} ${message}`))
    return `TLS error: ${tlsReason(message)}`.slice(0, MAX_TEXT);
  return (message || 'request failed').slice(0, MAX_TEXT);
}
