import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { SpanKind, startTelemetry, withSpan } from '../src/index';

describe('startTelemetry', () => {
  // A fake collector on loopback, in the same process: the test also shows the
  // exporter's own requests do not feed back into the trace.
  const received: { url: string | undefined; body: string }[] = [];
  const collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ url: req.url, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  const exporter = new InMemorySpanExporter();
  let first: ReturnType<typeof startTelemetry> | undefined;

  afterAll(() => {
    collector.close();
  });

  it('first call wins; later calls get a flushing handle and do not re-register', async () => {
    collector.listen(0, '127.0.0.1');
    await once(collector, 'listening');
    const { port } = collector.address() as AddressInfo;

    first = startTelemetry({
      serviceName: 'shopforge',
      otlpEndpoint: `http://127.0.0.1:${port}/`,
      spanProcessors: [new SimpleSpanProcessor(exporter)],
    });
    const second = startTelemetry({ serviceName: 'catalog', spanProcessors: [] });

    expect(first.owner).toBe(true);
    expect(second.owner).toBe(false);
    expect(second.serviceName).toBe('shopforge');

    await withSpan('after-second-start', {}, () => undefined);
    await second.shutdown(); // flush only: the provider must still be alive
    await withSpan('after-second-shutdown', {}, () => undefined);

    const spans = exporter.getFinishedSpans();
    // What must not exist is a CLIENT span for the exporter's own request.
    expect(spans.filter((s) => s.name.startsWith('after-')).map((s) => s.name)).toEqual([
      'after-second-start',
      'after-second-shutdown',
    ]);
    expect(spans.filter((s) => s.kind === SpanKind.CLIENT)).toEqual([]);
    expect(exporter.getFinishedSpans()[0]?.resource.attributes['service.name']).toBe('shopforge');
  });

  it('exports over OTLP/HTTP to <endpoint>/v1/traces when an endpoint is given', async () => {
    await first?.shutdown();
    const traces = received.filter((r) => r.url === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const body = traces.map((r) => r.body).join('\n');
    expect(body).toContain('after-second-start');
    expect(body).toContain('shopforge');
  });
});
