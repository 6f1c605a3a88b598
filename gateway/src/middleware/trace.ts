import { traceHttpServer } from '@shopforge/telemetry';
import type { NextFunction, Request, Response } from 'express';
import { routeOf } from './observe';

// Probes hit these every few seconds; a trace of each would only bury real traffic.
const UNTRACED = new Set(['/healthz', '/readyz']);

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * The gateway's server span (docs/observability.md): first in the chain, so the rest of the
 * request (its log lines, its upstream calls) runs inside it; named by the route template
 * (`POST /dev/v1/products`, `GET /dev/v1/products/{id}`) once the router has matched it, as the
 * metrics and the access log name it.
 */
export function traceRequests(req: Request, res: Response, next: NextFunction): void {
  if (UNTRACED.has(pathOf(req.url))) next();
  else traceHttpServer(req, res, () => routeOf(req), next);
}
