import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { request } from 'undici';
import { endHttpClientSpan, runAsComponent, startHttpClientSpan, traceHttpServer } from '../../src/index';

// Static imports above on purpose: the child-process fixture imports this file
// before it calls startTelemetry, the worst case an entry point can have.

export interface ChainSecrets {
  clientAuthorization: string;
  clientToken: string;
  upstreamAuthorization: string;
  upstreamToken: string;
}

export interface ChainResult {
  frontPort: number;
  backPort: number;
  /** traceparent header as received by the back server (undefined = not propagated). */
  backTraceparent: string | undefined;
  /** Authorization as received by the back server: proves the secret really was sent. */
  backAuthorization: string | undefined;
  secrets: ChainSecrets;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * client --undici--> front (Express 5, "gateway") --undici--> back (node:http, "catalog").
 * Secrets ride in Authorization headers and ?token= query strings on both hops.
 */
export async function runChainScenario(): Promise<ChainResult> {
  const secrets: ChainSecrets = {
    clientAuthorization: `Bearer client-${randomUUID()}`,
    clientToken: `ct-${randomUUID()}`,
    upstreamAuthorization: `Bearer upstream-${randomUUID()}`,
    upstreamToken: `ut-${randomUUID()}`,
  };
  let backTraceparent: string | undefined;
  let backAuthorization: string | undefined;

  const answer = (res: http.ServerResponse) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  };
  // As a service's server: probes untraced, everything else in a span named by its route.
  const back = http.createServer((req, res) => {
    if (!req.url?.startsWith('/items/')) return answer(res);
    traceHttpServer(req, res, '/items/{id}', () => {
      const traceparent = req.headers.traceparent;
      backTraceparent = Array.isArray(traceparent) ? traceparent[0] : traceparent;
      backAuthorization = req.headers.authorization;
      answer(res);
    });
  });
  const backPort = await runAsComponent('catalog', () => listen(back));

  // As the gateway: the server span first, named by the route once the router matched it; the
  // upstream call in a client span that hands its traceparent on, as the wire client does.
  const app = express();
  app.use((req, res, next) => traceHttpServer(req, res, () => (req.route as { path?: string })?.path, next));
  app.get('/api/items/:id', async (req, res) => {
    const headers: Record<string, string> = { authorization: secrets.upstreamAuthorization };
    const url = `http://127.0.0.1:${backPort}/items/${req.params.id}`;
    const span = startHttpClientSpan('GET', '/items/{id}', url, headers);
    const upstream = await request(`${url}?token=${secrets.upstreamToken}&page=2`, { headers });
    endHttpClientSpan(span, upstream.statusCode);
    res.json({ upstream: await upstream.body.json() });
  });
  const front = http.createServer(app);
  const frontPort = await runAsComponent('gateway', () => listen(front));

  try {
    const response = await request(
      `http://127.0.0.1:${frontPort}/api/items/42?token=${secrets.clientToken}`,
      {
        headers: { authorization: secrets.clientAuthorization },
      },
    );
    await response.body.json();
    // Probe traffic must not produce spans.
    await (await request(`http://127.0.0.1:${backPort}/healthz`)).body.text();
  } finally {
    await close(front);
    await close(back);
  }
  return { frontPort, backPort, backTraceparent, backAuthorization, secrets };
}
