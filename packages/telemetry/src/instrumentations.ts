import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { PrismaInstrumentation } from '@prisma/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { ShopforgeExpressInstrumentation } from './express-instrumentation';

// Probes and metric scrapes hit these every few seconds; tracing them only buries real traffic.
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** `/trpc/products.create?input=…` → `/trpc/products.create`: a route, never the input. */
function pathOnly(url: string): string {
  const q = url.search(/[?#]/);
  return q === -1 ? url : url.slice(0, q);
}

/**
 * Names a span after its route (`POST /trpc/products.create`) instead of the bare method: the
 * procedure path is the service's route and holds no ids. The gateway's own server spans are
 * named from Express's `http.route` instead.
 */
function nameByProcedure(span: Span, method: string | undefined, url: string | undefined): void {
  if (!url?.startsWith('/trpc/')) return;
  const route = pathOnly(url);
  span.updateName(`${method ?? 'GET'} ${route}`);
  span.setAttribute('http.route', route);
}

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
      requestHook: (span, request) => {
        if (!('getHeader' in request)) nameByProcedure(span, request.method, request.url);
      },
    }),
    // Only the route's handler: a span per middleware and router layer (a dozen per request)
    // costs more than it tells; the server span already names the route.
    new ShopforgeExpressInstrumentation({
      ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER],
    }),
    new UndiciInstrumentation({
      headersToSpanAttributes: {},
      requestHook: (span, request) => nameByProcedure(span, request.method, request.path),
    }),
    // Database spans: a transaction, each Prisma operation and each SQL statement it runs
    // (statement text with placeholders, never the values). Query compilation and the
    // transaction's begin/commit bookkeeping are left out: many spans, nothing to act on.
    new PrismaInstrumentation({
      ignoreSpanTypes: [
        /^prisma:client:(serialize|compile|connect)$/,
        /^prisma:client:(start|commit|rollback)_transaction$/,
        /^prisma:engine:/,
      ],
    }),
  ];
}
