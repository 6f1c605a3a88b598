import { SpanKind } from '@opentelemetry/api';
import { expect } from 'vitest';
import type { ChainResult } from './chain-scenario';
import type { SpanRecord } from './span-record';

function find(spans: SpanRecord[], label: string, match: (span: SpanRecord) => boolean): SpanRecord {
  const found = spans.find(match);
  if (found === undefined) {
    const seen = spans.map((s) => `${s.scope} ${s.kind} ${s.name} ${JSON.stringify(s.attributes)}`);
    throw new Error(`no ${label} span among:\n${seen.join('\n')}`);
  }
  return found;
}

/** All four spans of the front→back hop exist, so the caller can assert on them. */
export function chainSpans(spans: SpanRecord[], result: ChainResult) {
  const frontServer = find(
    spans,
    'front http server',
    (s) =>
      s.kind === SpanKind.SERVER &&
      s.scope.endsWith('instrumentation-http') &&
      s.attributes['server.port'] === result.frontPort,
  );
  const expressHandler = find(
    spans,
    'express request handler',
    (s) => s.scope.endsWith('instrumentation-express') && s.attributes['express.type'] === 'request_handler',
  );
  const undiciClient = find(
    spans,
    'undici client (front→back)',
    (s) =>
      s.kind === SpanKind.CLIENT &&
      s.scope.endsWith('instrumentation-undici') &&
      s.attributes['server.port'] === result.backPort,
  );
  const backServer = find(
    spans,
    'back http server',
    (s) =>
      s.kind === SpanKind.SERVER &&
      s.scope.endsWith('instrumentation-http') &&
      s.attributes['server.port'] === result.backPort,
  );
  return { frontServer, expressHandler, undiciClient, backServer };
}

export function isReady(result: ChainResult | undefined) {
  return (spans: SpanRecord[]): boolean => {
    if (result === undefined) return false;
    try {
      chainSpans(spans, result);
      return true;
    } catch {
      return false;
    }
  };
}

export function assertOneTraceWithParentChain(spans: SpanRecord[], result: ChainResult): void {
  const { frontServer, expressHandler, undiciClient, backServer } = chainSpans(spans, result);

  // Express named the server span after the route, proving it patched the router.
  expect(frontServer.name).toBe('GET /api/items/:id');
  expect(frontServer.attributes['http.route']).toBe('/api/items/:id');

  const traceId = frontServer.traceId;
  for (const span of [expressHandler, undiciClient, backServer]) expect(span.traceId).toBe(traceId);

  expect(expressHandler.parentSpanId).toBe(frontServer.spanId);
  expect(undiciClient.parentSpanId).toBe(expressHandler.spanId);
  expect(backServer.parentSpanId).toBe(undiciClient.spanId);

  // The back server saw a W3C header naming the undici span as its parent.
  expect(result.backTraceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
  expect(result.backTraceparent).toBe(`00-${traceId}-${undiciClient.spanId}-01`);

  // Embedded mode: one process, components told apart by attribute.
  expect(frontServer.attributes['shopforge.component']).toBe('gateway');
  expect(expressHandler.attributes['shopforge.component']).toBe('gateway');
  expect(undiciClient.attributes['shopforge.component']).toBe('gateway');
  expect(backServer.attributes['shopforge.component']).toBe('catalog');

  const probes = spans.filter((s) => s.attributes['url.path'] === '/healthz' && s.kind === SpanKind.SERVER);
  expect(probes).toEqual([]);
}

export function assertNoSecretsInSpans(spans: SpanRecord[], result: ChainResult): void {
  // The secrets really travelled, otherwise "not recorded" would prove nothing.
  expect(result.backAuthorization).toBe(result.secrets.upstreamAuthorization);

  const dump = JSON.stringify(spans);
  for (const secret of Object.values(result.secrets)) {
    expect(dump).not.toContain(secret);
    // Authorization values without the scheme, in case something split them.
    expect(dump).not.toContain(secret.replace(/^Bearer /, ''));
  }
  for (const span of spans) {
    for (const key of Object.keys(span.attributes)) expect(key).not.toMatch(/header/);
    for (const key of ['url.full', 'http.url', 'http.target']) {
      const value = span.attributes[key];
      if (typeof value === 'string') expect(value).not.toContain('?');
    }
  }
  const { undiciClient, frontServer } = chainSpans(spans, result);
  expect(undiciClient.attributes['url.full']).toBe(`http://127.0.0.1:${result.backPort}/items/42`);
  expect(undiciClient.attributes['url.query']).toBe('token=REDACTED&page=REDACTED');
  expect(frontServer.attributes['url.query']).toBe('token=REDACTED');
}
