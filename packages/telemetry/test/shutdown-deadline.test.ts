import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterAll, describe, expect, it } from 'vitest';
import { FLUSH_DEADLINE_MS, withinDeadline } from '../src/deadline';
import { startMetrics } from '../src/metrics';
import { startTelemetry } from '../src/sdk';

// A collector address that accepts connections and never answers: the worst a stop can meet.
const sockets: Socket[] = [];
const blackhole = createServer((socket) => void sockets.push(socket));
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  blackhole.close();
});

describe('stopping with an OTLP endpoint that never answers', () => {
  it('withinDeadline gives up on work that outlasts it, and never rejects', async () => {
    expect(await withinDeadline(new Promise(() => undefined), 20)).toBe(false);
    expect(await withinDeadline(Promise.reject(new Error('export failed')), 20)).toBe(true);
    expect(await withinDeadline(Promise.resolve(), 20)).toBe(true);
  });

  it('tracing and metrics shut down within the flush deadline, well inside the 10 s a stop has', async () => {
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(blackhole.address() as AddressInfo).port}`;
    const tracing = startTelemetry({ serviceName: 'deadline-test', otlpEndpoint: endpoint });
    const metrics = await startMetrics({ serviceName: 'deadline-test', otlpEndpoint: endpoint });
    trace.getTracer('test').startSpan('waiting for a collector').end();
    const from = Date.now();
    await metrics.shutdown();
    await tracing.shutdown();
    expect(Date.now() - from).toBeLessThan(2 * FLUSH_DEADLINE_MS + 1_500);
  }, 20_000);
});
