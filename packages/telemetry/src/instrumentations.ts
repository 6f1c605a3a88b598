import type { IncomingMessage } from 'node:http';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { ShopforgeExpressInstrumentation } from './express-instrumentation';

// Probes hit these every few seconds; tracing them only buries real traffic.
const UNTRACED_PATHS = new Set(['/healthz', '/readyz']);

function isProbe(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  const q = url.indexOf('?');
  return UNTRACED_PATHS.has(q === -1 ? url : url.slice(0, q));
}

/**
 * Creating an instrumentation enables it immediately (it hooks require/import
 * from then on), so this must run before express/http are first loaded, or the
 * ESM hook must already be installed so import-in-the-middle can replay them.
 *
 * Header capture is left at its default (none) on purpose and not configurable
 * from outside: Authorization and cookies must never reach span attributes.
 */
export function createInstrumentations(): Instrumentation[] {
  return [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: isProbe,
      // Internal calls go over undici (traced below). The only node:http client is
      // @shopforge/outbound, calling merchant URLs: their query may hold a secret (it would land
      // in `url.full`) and they must not receive our trace context. The webhook worker makes
      // its own span for each attempt instead.
      ignoreOutgoingRequestHook: () => true,
      headersToSpanAttributes: { client: {}, server: {} },
    }),
    new ShopforgeExpressInstrumentation(),
    new UndiciInstrumentation({
      headersToSpanAttributes: {},
    }),
  ];
}
