import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { traceHttpServer } from '@shopforge/telemetry';
import type { AnyTRPCRouter } from '@trpc/server';
import { callerAuthenticator, type InternalCredentials } from './internal-auth';
import { createTRPCHandler } from './trpc-handler';

export const TRPC_PREFIX = '/trpc/';

export interface ServiceServerOptions {
  name: string;
  router: AnyTRPCRouter;
  credentials: InternalCredentials;
  host?: string;
  port?: number;
  /** Readiness: true when the service can do its work (database reachable, event bus connected). */
  ready: () => Promise<boolean>;
  onInternalError?: (error: unknown, path: string) => void;
}

export interface RunningServer {
  name: string;
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

/** tRPC-shaped refusal, so a stock tRPC client surfaces it as a proper UNAUTHORIZED error. */
function refuse(res: ServerResponse, path: string): void {
  const message = 'Missing or invalid internal credential.';
  sendJson(res, 401, {
    error: {
      message,
      code: -32001,
      data: { code: 'UNAUTHORIZED', httpStatus: 401, path, app: { code: 'UNAUTHORIZED', message } },
    },
  });
}

/**
 * One service's HTTP server: `/healthz` (liveness) and `/readyz` (readiness) for orchestrators,
 * and the tRPC router under `/trpc/`, reachable only with the internal or operator credential.
 */
export async function startServiceServer(options: ServiceServerOptions): Promise<RunningServer> {
  const handlers = {
    internal: createTRPCHandler({
      router: options.router,
      caller: 'internal',
      service: options.name,
      onInternalError: options.onInternalError,
    }),
    operator: createTRPCHandler({
      router: options.router,
      caller: 'operator',
      service: options.name,
      onInternalError: options.onInternalError,
    }),
  };

  const authenticateCaller = callerAuthenticator(options.credentials);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const pathname = url.split('?', 1)[0] ?? '/';
    if (pathname === '/healthz') return sendJson(res, 200, { service: options.name, status: 'ok' });
    if (pathname === '/readyz') {
      options.ready().then(
        (ok) => sendJson(res, ok ? 200 : 503, { service: options.name, status: ok ? 'ready' : 'not_ready' }),
        () => sendJson(res, 503, { service: options.name, status: 'not_ready' }),
      );
      return;
    }
    if (!pathname.startsWith(TRPC_PREFIX)) return sendJson(res, 404, { error: 'not found' });
    const path = decodeURIComponent(pathname.slice(TRPC_PREFIX.length));
    // The service's server span, child of the caller's client span (`traceparent`), named by the
    // procedure: the procedure path is the service's route.
    traceHttpServer(req, res, `${TRPC_PREFIX}${path}`, () => {
      const caller = authenticateCaller(req.headers);
      if (caller === null) {
        req.resume();
        return refuse(res, path);
      }
      void handlers[caller](req, res, path);
    });
  });
  // Longer than the client pool's idle timeout, so the client always closes first.
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  return {
    name: options.name,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    port: address.port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        // Finish in-flight calls, drop idle keep-alive sockets now, force the rest after 3 s.
        const force = setTimeout(() => server.closeAllConnections(), 3000);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
