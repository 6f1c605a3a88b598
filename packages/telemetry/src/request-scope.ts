import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The request id of the work in progress, for log lines. Trace ids come from the active span;
 * the request id is what a caller quotes from `X-Request-Id`, so every line written while a
 * request is served carries both. One AsyncLocalStorage for the process: embedded mode runs
 * the gateway and six services in one process, each request in its own async context.
 */
const scope = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it starts) with `requestId` on every log line. */
export function runWithRequestId<T>(requestId: string | null | undefined, fn: () => T): T {
  return requestId ? scope.run(requestId, fn) : fn();
}

export function currentRequestId(): string | undefined {
  return scope.getStore();
}
