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

/** The three spans of the front→back hop exist, so the caller can assert on them. */
export function chainSpans(spans: SpanRecord[]) {
  const component = (span: SpanRecord) => span.attributes['shopforge.component'];
  const frontServer = find(
    spans,
    'front server',
    (s) => s.kind === SpanKind.SERVER && component(s) === 'gateway',
  );
  const client = find(
    spans,
    'client (front→back)',
    (s) => s.kind === SpanKind.CLIENT && component(s) === 'gateway',
  );
  const backServer = find(
    spans,
    'back server',
    (s) => s.kind === SpanKind.SERVER && component(s) === 'catalog',
  );
  return { frontServer, client, backServer };
}

export function isReady(result: ChainResult | undefined) {
  return (spans: SpanRecord[]): boolean => {
    if (result === undefined) return false;
    try {
      chainSpans(spans);
      return true;
    } catch {
      return false;
    }
  };
}

export function assertOneTraceWithParentChain(spans: SpanRecord[], result: ChainResult): void {
  const { frontServer, client, backServer } = chainSpans(spans);

  // Each span is named by its route; the front one only knew it once the router had matched.
  expect(frontServer.name).toBe('GET /api/items/:id');
  expect(frontServer.attributes['http.route']).toBe('/api/items/:id');
  expect(frontServer.attributes['http.response.status_code']).toBe(200);
  expect(client.name).toBe('GET /items/{id}');
  expect(backServer.name).toBe('GET /items/{id}');

  const traceId = frontServer.traceId;
  for (const span of [client, backServer]) expect(span.traceId).toBe(traceId);
  expect(client.parentSpanId).toBe(frontServer.spanId);
  expect(backServer.parentSpanId).toBe(client.spanId);

  // The back server saw a W3C header naming the client span as its parent, sampled.
  expect(result.backTraceparent).toBe(`00-${traceId}-${client.spanId}-01`);

  // Only the spans made by hand: no instrumentation traces the test client's own calls, the
  // untraced /healthz or the undici request underneath the client span.
  expect(spans).toHaveLength(3);
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
  const { client } = chainSpans(spans);
  expect(client.attributes['url.full']).toBe(`http://127.0.0.1:${result.backPort}/items/42`);
}
