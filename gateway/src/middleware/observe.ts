import type { ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import type { GatewayLogger } from '../logger';
import { toSpecPath } from '../http/path-template';
import { gatewayInstruments } from '../metrics';

/**
 * Where a request's time went: started when the gateway took it, plus the summed time of its
 * upstream (tRPC) calls, which the service clients add to `upstreamMs`.
 */
export class RequestTiming {
  upstreamMs = 0;
  /** Set once the response's headers were stamped and its duration recorded. */
  done = false;
  constructor(readonly startMs: number) {}
}

/** The first middleware: the request's clock starts here. */
export function startTiming(_req: Request, res: Response, next: NextFunction): void {
  res.locals.timing = new RequestTiming(performance.now());
  next();
}

export function timingOf(res: Response): RequestTiming | undefined {
  return res.locals.timing as RequestTiming | undefined;
}

const ROUTE_TEMPLATE = Symbol('shopforge.routeTemplate');
type RouteLike = { path?: unknown; [ROUTE_TEMPLATE]?: string };

/** Express's `/dev/v1/products/:id` → the spec's `/dev/v1/products/{id}`, once per route. */
function templateOf(route: RouteLike): string {
  let template = route[ROUTE_TEMPLATE];
  if (template === undefined) {
    template = toSpecPath(String(route.path));
    route[ROUTE_TEMPLATE] = template;
  }
  return template;
}

/**
 * The matched route's template; else the mount path of the router that answered (static
 * assets); else nothing (no route matched: the label is left out rather than the raw path).
 */
export function routeOf(req: Request): string | undefined {
  const route = req.route as RouteLike | undefined;
  if (route !== undefined) return templateOf(route);
  return req.baseUrl || undefined;
}

/** Methods outside the known set share one label, so a client cannot mint new series. */
function methodLabel(method: string): string {
  switch (method) {
    case 'GET':
    case 'HEAD':
    case 'POST':
    case 'PUT':
    case 'PATCH':
    case 'DELETE':
    case 'OPTIONS':
      return method;
    default:
      return '_OTHER';
  }
}

const ms = (value: number) => Math.round(value * 100) / 100;

/**
 * Runs once per response, as its headers are written (explicit `writeHead` or the implicit
 * one of `end`): `Server-Timing: gateway;dur=…, upstream;dur=…` (milliseconds; upstream is
 * the summed time of the request's tRPC calls, gateway the rest) and one point of
 * `http.server.request.duration`, and one access-log line at `info`.
 */
function stamp(res: ServerResponse, status: unknown, log: GatewayLogger): void {
  const locals = (res as unknown as Response).locals as { timing?: RequestTiming } | undefined;
  const timing = locals?.timing;
  if (timing === undefined || timing.done) return;
  timing.done = true;
  const totalMs = performance.now() - timing.startMs;
  const upstreamMs = timing.upstreamMs;
  res.setHeader(
    'Server-Timing',
    `gateway;dur=${ms(Math.max(0, totalMs - upstreamMs))}, upstream;dur=${ms(upstreamMs)}`,
  );
  const req = (res as unknown as Response).req;
  const route = routeOf(req);
  const statusCode = typeof status === 'number' ? status : res.statusCode;
  gatewayInstruments().requestDuration.record(
    totalMs / 1000,
    route === undefined
      ? { 'http.request.method': methodLabel(req.method), 'http.response.status_code': statusCode }
      : {
          'http.request.method': methodLabel(req.method),
          'http.route': route,
          'http.response.status_code': statusCode,
        },
  );
  // The access log: the route's template, never the raw path (a checkout address is a buyer's
  // capability, a query may hold a token); request_id and trace_id come from the logger.
  log.info(
    {
      method: req.method,
      route: route ?? null,
      status: statusCode,
      duration_ms: ms(totalMs),
      upstream_ms: ms(upstreamMs),
    },
    'request',
  );
}

/**
 * Hooks `writeHead` on this app's response prototype (no per-request closure or listener):
 * every response of the app, errors included, is stamped just before its headers go out.
 */
export function observeResponses(app: Express, log: GatewayLogger): void {
  const proto = app.response as unknown as ServerResponse;
  const writeHead = proto.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  // Fixed arity rather than rest arguments: no array per response. Node's own writeHead reads
  // (statusCode, reason | headers, headers), so passing undefined for the missing ones is the same.
  proto.writeHead = function observedWriteHead(
    this: ServerResponse,
    statusCode: unknown,
    reason?: unknown,
    headers?: unknown,
  ): ServerResponse {
    if (!this.headersSent) stamp(this, statusCode, log);
    return writeHead.call(this, statusCode, reason, headers);
  } as unknown as ServerResponse['writeHead'];
}
