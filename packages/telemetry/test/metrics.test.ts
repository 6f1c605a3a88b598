import { afterEach, describe, expect, it } from 'vitest';
import { instrumentSet, type MetricsHandle, startMetrics } from '../src/index';
import { MetricsRecorder } from '../src/testing';

// Declared at import time, before any startMetrics, as the gateway and services declare theirs.
const instruments = instrumentSet('metrics-test', (meter) => ({
  requests: meter.createHistogram('http.server.request.duration', { unit: 's' }),
  rejections: meter.createCounter('shopforge.rate_limit.rejections'),
}));

let handles: MetricsHandle[] = [];
afterEach(async () => {
  // Owner last: the others only flush.
  for (const handle of handles.reverse()) await handle.shutdown();
  handles = [];
});

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

describe('startMetrics', () => {
  it('is one MeterProvider per process: the first call wins, later calls share it and its endpoint', async () => {
    const recorder = new MetricsRecorder();
    const first = await startMetrics({ serviceName: 'shopforge', prometheusPort: 0, readers: [recorder] });
    const second = await startMetrics({ serviceName: 'shopforge-catalog', prometheusPort: 0 });
    handles.push(first, second);

    expect(first.owner).toBe(true);
    expect(second.owner).toBe(false);
    expect(second.serviceName).toBe('shopforge');
    expect(second.prometheusUrl).toBe(first.prometheusUrl);

    instruments().rejections.add(1, { 'shopforge.rate_limit.name': 'dev_api' });
    await second.shutdown(); // flush only: the provider must still be alive
    instruments().rejections.add(1, { 'shopforge.rate_limit.name': 'dev_api' });
    expect(await recorder.total('shopforge.rate_limit.rejections')).toBe(2);
  });

  it('serves Prometheus text on its own port, only at GET /metrics', async () => {
    const handle = await startMetrics({ serviceName: 'shopforge', prometheusPort: 0 });
    handles.push(handle);
    const url = handle.prometheusUrl ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);

    instruments().rejections.add(3, { 'shopforge.rate_limit.name': 'reseller_api' });
    const text = await scrape(url);
    expect(text).toMatch(
      /^shopforge_rate_limit_rejections_total\{[^}]*shopforge_rate_limit_name="reseller_api"[^}]*\} 3$/m,
    );
    expect((await fetch(url.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('labels a request by its route template in the scraped text, never by its raw path or id', async () => {
    const handle = await startMetrics({ serviceName: 'shopforge', prometheusPort: 0 });
    handles.push(handle);

    instruments().requests.record(0.012, {
      'http.request.method': 'GET',
      'http.route': '/dev/v1/products/{id}',
      'http.response.status_code': 200,
    });
    const text = await scrape(handle.prometheusUrl ?? '');
    expect(text).toContain('# UNIT http_server_request_duration s');
    const count = text.split('\n').find((line) => line.startsWith('http_server_request_duration_count{'));
    expect(count).toContain('http_route="/dev/v1/products/{id}"');
    expect(count).toContain('http_request_method="GET"');
    expect(count).toContain('http_response_status_code="200"');
    expect(count).toMatch(/\} 1$/);
    expect(text).toContain('service_name="shopforge"');
  });

  it('without a port opens no endpoint; shutdown releases the provider so instruments follow the next one', async () => {
    const first = new MetricsRecorder();
    const handle = await startMetrics({ serviceName: 'a', readers: [first] });
    expect(handle.prometheusUrl).toBeUndefined();
    instruments().rejections.add(1);
    expect(await first.total('shopforge.rate_limit.rejections')).toBe(1);
    await handle.shutdown();

    instruments().rejections.add(1); // no provider: a no-op, and no error

    const second = new MetricsRecorder();
    handles.push(await startMetrics({ serviceName: 'b', readers: [second] }));
    instruments().rejections.add(5);
    expect(await second.total('shopforge.rate_limit.rejections')).toBe(5);
  });

  it('refuses a taken port loudly and leaves the process free to start again', async () => {
    const holder = await startMetrics({ serviceName: 'holder', prometheusPort: 0 });
    const port = Number(new URL(holder.prometheusUrl ?? '').port);
    await holder.shutdown();
    const { createServer } = await import('node:http');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startMetrics({ serviceName: 'x', prometheusPort: port })).rejects.toThrow(/EADDRINUSE/);
      const again = await startMetrics({ serviceName: 'y' });
      handles.push(again);
      expect(again.owner).toBe(true);
    } finally {
      blocker.close();
    }
  });
});
