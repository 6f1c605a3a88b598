/**
 * Why a fetch got no answer, in a few words. Node says only `fetch failed`; the reason
 * (`connect ECONNREFUSED 127.0.0.1:4000`) is its cause, which for a host with several addresses
 * is an AggregateError with a code and no message.
 */
export function fetchFailureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer in time';
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
    return cause.message || code || error.message;
  }
  return error.message;
}
