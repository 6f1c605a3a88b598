/**
 * Child process for the `tracing` scenario: the embedded platform as `npm start` runs it, with
 * tracing in the mode BENCH_TRACING names: `off` (no OpenTelemetry at all), `on` (as shipped:
 * spans made, no exporter) or `otlp` (every span exported over OTLP/HTTP to BENCH_OTLP_URL, as
 * with OTEL_EXPORTER_OTLP_ENDPOINT). One platform per mode, so a mode is never switched inside
 * a running process.
 */
import { startTelemetry } from '@shopforge/telemetry';
import { type PlatformTarget, startPlatformTarget } from './platform-target';
import type { TracingPlatformReply, TracingPlatformRequest } from './protocol';

const mode = process.env.BENCH_TRACING ?? 'on';
const telemetry =
  mode === 'off'
    ? undefined
    : startTelemetry({
        serviceName: 'shopforge',
        otlpEndpoint: mode === 'otlp' ? process.env.BENCH_OTLP_URL : undefined,
      });

function reply(message: TracingPlatformReply): void {
  process.send?.(message);
}

let target: PlatformTarget | undefined;

async function start(): Promise<void> {
  target = await startPlatformTarget();
  reply({ type: 'ready', url: target.me.url, headers: target.headers });
}

async function stop(): Promise<void> {
  await target?.close();
  // A last export the sink can no longer take is not the bench's concern.
  await telemetry?.shutdown().catch(() => undefined);
  process.exit(0);
}

process.on('message', (message: TracingPlatformRequest) => {
  if (message.type === 'start')
    start().catch((error: unknown) => reply({ type: 'failed', message: String(error) }));
  else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  else void stop();
});
process.on('disconnect', () => process.exit(0));
