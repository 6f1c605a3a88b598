import { AsyncLocalStorage } from 'node:async_hooks';
import { context, createContextKey } from '@opentelemetry/api';
import { tracingRegistered } from './registry';

/*
 * The request id of the work in progress, for log lines. Trace ids come from the active span;
 * the request id is what a caller quotes from `X-Request-Id`, so every line written while a
 * request is served carries both. Embedded mode runs the gateway and six services in one
 * process, each request in its own async context.
 *
 * With tracing started, the id is a value of the OpenTelemetry context, so one
 * AsyncLocalStorage carries the span and the id: each store Node keeps is copied onto every
 * promise and callback a request creates, about 10 µs of a `/me` request for a second store
 * (docs/performance.md, fourth pass). Without tracing, a store of its own.
 */
const REQUEST_ID = createContextKey('shopforge.request_id');
const untraced = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it starts) with `requestId` on every log line. */
export function runWithRequestId<T>(requestId: string | null | undefined, fn: () => T): T {
  if (!requestId) return fn();
  return tracingRegistered()
    ? context.with(context.active().setValue(REQUEST_ID, requestId), fn)
    : untraced.run(requestId, fn);
}

export function currentRequestId(): string | undefined {
  if (!tracingRegistered()) return untraced.getStore();
  const value = context.active().getValue(REQUEST_ID);
  return typeof value === 'string' ? value : undefined;
}
