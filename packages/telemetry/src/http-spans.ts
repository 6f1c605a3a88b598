import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { context, type Span, SpanKind, SpanStatusCode, type TextMapGetter, trace } from '@opentelemetry/api';
import { TRACER_NAME, w3c } from './context';

/*
 * The platform's HTTP spans, made by hand where the platform owns the request: the gateway's
 * server span, the wire client's client span, each service's server span. The stock http, express
 * and undici instrumentations wrapped every emitter, computed a dozen attributes per span and
 * patched every router layer; they cost more CPU than the request they described
 * (docs/adr/0008-hand-made-http-spans.md). These spans carry only what a reader acts on: the
 * route, the method, the status.
 */

export type { Span };

const headerGetter: TextMapGetter<IncomingHttpHeaders> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

const headerSetter = {
  set: (carrier: Record<string, string>, key: string, value: string) => {
    carrier[key] = value;
  },
};

/** A route that is known only once the request was routed (the gateway's Express router). */
export type RouteOf = () => string | undefined;

function endServerSpan(span: Span, method: string, route: string | undefined, res: ServerResponse): void {
  if (route !== undefined) {
    span.updateName(`${method} ${route}`);
    span.setAttribute('http.route', route);
  }
  const status = res.statusCode;
  span.setAttribute('http.response.status_code', status);
  // A response cut off before it was written is an error whatever its status says.
  if (status >= 500 || !res.writableFinished) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute('error.type', res.writableFinished ? String(status) : 'aborted');
  }
  span.end();
}

/**
 * Runs `handle` inside a SERVER span for `req`: the child of the caller's `traceparent` when it
 * sent one, else a new trace. Its parent is the active context without its span, so the
 * component that owns the listener (runAsComponent, inherited from `listen()`) is kept and a span
 * that leaked into the connection's context is not. A span that is not recorded (nothing is
 * exported) still has its ids, for the logs and for the next hop's `traceparent`; only a
 * recorded one waits for the response to close, to be named by its route and ended.
 */
export function traceHttpServer(
  req: IncomingMessage,
  res: ServerResponse,
  route: string | RouteOf,
  handle: () => void,
): void {
  const method = req.method ?? 'GET';
  const base = trace.deleteSpan(context.active());
  const parent = req.headers.traceparent === undefined ? base : w3c.extract(base, req.headers, headerGetter);
  const known = typeof route === 'string' ? route : undefined;
  const span = trace
    .getTracer(TRACER_NAME)
    .startSpan(
      known === undefined ? method : `${method} ${known}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
      parent,
    );
  if (span.isRecording()) {
    res.once('close', () => endServerSpan(span, method, typeof route === 'string' ? route : route(), res));
  }
  context.with(trace.setSpan(parent, span), handle);
}

/**
 * Starts the CLIENT span of an internal call, a child of the active span, and writes its
 * `traceparent` into `headers`. It is not made active: nothing runs inside it but the call.
 * `url` must hold no query string (a query's input may carry a token).
 */
export function startHttpClientSpan(
  method: string,
  route: string,
  url: string,
  headers: Record<string, string>,
): Span {
  const parent = context.active();
  const span = trace.getTracer(TRACER_NAME).startSpan(
    `${method} ${route}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': method, 'http.route': route, 'url.full': url },
    },
    parent,
  );
  w3c.inject(trace.setSpan(parent, span), headers, headerSetter);
  return span;
}

/**
 * Ends a client span with the answer's status, or with the failure that left it without one.
 * A failure is recorded by its class only: its message may quote the call.
 */
export function endHttpClientSpan(span: Span, statusCode: number | undefined, error?: unknown): void {
  if (!span.isRecording()) return;
  if (statusCode !== undefined) span.setAttribute('http.response.status_code', statusCode);
  if (error !== undefined || statusCode === undefined || statusCode >= 500) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute(
      'error.type',
      error instanceof Error ? error.name : statusCode === undefined ? 'unknown' : String(statusCode),
    );
  }
  span.end();
}
