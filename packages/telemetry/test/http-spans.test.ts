import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import {
  endHttpClientSpan,
  startHttpClientSpan,
  startTelemetry,
  traceHttpServer,
  withSpan,
} from '../src/index';
import { toRecord, waitForSpans } from './support/span-record';

describe('hand-made HTTP spans', () => {
  const exporter = new InMemorySpanExporter();
  const telemetry = startTelemetry({
    serviceName: 'http-spans',
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  afterAll(() => telemetry.shutdown());

  it('a server span whose answer is a 5xx, or is cut off, is an error; a 4xx is not', async () => {
    exporter.reset();
    const server = http.createServer((req, res) =>
      traceHttpServer(
        req,
        res,
        () => req.url,
        () => {
          if (req.url === '/cut') return res.destroy();
          res.statusCode = req.url === '/fail' ? 503 : 404;
          res.end();
        },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ['/fail', '/missing']) await (await request(`${base}${path}`)).body.dump();
    await request(`${base}/cut`).catch(() => undefined);
    const spans = await waitForSpans(
      () => exporter.getFinishedSpans().map(toRecord),
      (found) => found.length === 3,
    );
    server.close();
    const byName = Object.fromEntries(exporter.getFinishedSpans().map((s) => [s.name, s]));
    expect(spans).toHaveLength(3);
    expect(byName['GET /fail']?.status.code).toBe(SpanStatusCode.ERROR);
    expect(byName['GET /fail']?.attributes['error.type']).toBe('503');
    expect(byName['GET /missing']?.status.code).toBe(SpanStatusCode.UNSET);
    expect(byName['GET /missing']?.attributes['http.response.status_code']).toBe(404);
    expect(byName['GET /cut']?.attributes['error.type']).toBe('aborted');
  });

  it('a failed call records the failure by its class, never its message', async () => {
    exporter.reset();
    await withSpan('parent', {}, () => {
      const span = startHttpClientSpan(
        'POST',
        '/trpc/auth.resolve',
        'http://127.0.0.1:9/trpc/auth.resolve',
        {},
      );
      endHttpClientSpan(span, undefined, new TypeError('fetch failed for shx_secret'));
    });
    const client = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.CLIENT);
    expect(client?.status.code).toBe(SpanStatusCode.ERROR);
    expect(client?.attributes['error.type']).toBe('TypeError');
    expect(JSON.stringify([client?.attributes, client?.events, client?.status])).not.toContain('shx_secret');
  });
});
