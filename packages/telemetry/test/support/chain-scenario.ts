import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { request } from 'undici';
import { runAsComponent } from '../../src/index';

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

  const back = http.createServer((req, res) => {
    if (req.url?.startsWith('/items/')) {
      const traceparent = req.headers.traceparent;
      backTraceparent = Array.isArray(traceparent) ? traceparent[0] : traceparent;
      backAuthorization = req.headers.authorization;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  });
  const backPort = await runAsComponent('catalog', () => listen(back));

  const app = express();
  app.get('/api/items/:id', async (req, res) => {
    const upstream = await request(
      `http://127.0.0.1:${backPort}/items/${req.params.id}?token=${secrets.upstreamToken}&page=2`,
      { headers: { authorization: secrets.upstreamAuthorization } },
    );
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
