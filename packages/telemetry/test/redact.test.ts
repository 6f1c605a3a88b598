import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { startTelemetry, withSpan } from '../src/index';
import { redactQueryValues, stripQuery } from '../src/redact';

describe('stripQuery / redactQueryValues', () => {
  it('drops query and fragment from URLs', () => {
    expect(stripQuery('http://h:1/p?token=abc&x=1')).toBe('http://h:1/p');
    expect(stripQuery('/p#frag?x')).toBe('/p');
    expect(stripQuery('/p')).toBe('/p');
  });

  it('keeps parameter names but never values', () => {
    expect(redactQueryValues('?token=abc&page=2&flag')).toBe('token=REDACTED&page=REDACTED&flag=REDACTED');
    expect(redactQueryValues('')).toBe('');
  });
});

describe('RedactingSpanProcessor (installed by startTelemetry)', () => {
  const exporter = new InMemorySpanExporter();
  const telemetry = startTelemetry({
    serviceName: 'redact-test',
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  afterAll(() => telemetry.shutdown());

  it('scrubs URL, query and header attributes set by anyone, before export', async () => {
    await withSpan(
      'manual',
      {
        'url.full': 'https://svc/x?api_key=K1',
        'http.url': 'https://svc/x?token=K2',
        'http.target': '/x?token=K3',
        'url.query': 'token=K4',
        'http.request.header.authorization': ['Bearer K5'],
        'order.id': 'o-1',
      },
      () => undefined,
    );
    const [span] = exporter.getFinishedSpans();
    expect(span?.attributes).toEqual({
      'url.full': 'https://svc/x',
      'http.url': 'https://svc/x',
      'http.target': '/x',
      'url.query': 'token=REDACTED',
      'http.request.header.authorization': 'REDACTED',
      'order.id': 'o-1',
      'shopforge.component': 'redact-test',
    });
  });
});
