/**
 * Child process: the peer a Node user would build. A plain Express 5 reverse proxy, no
 * authentication, no rate limit, forwarding every request with the global `fetch` to the bare
 * baseline upstream and copying its status, headers and body back. Shopforge does far more per
 * request (authentication, scopes, rate limit, a tRPC hop to a service that validates its output),
 * so this is the floor for "a gateway in front of a service" on this machine.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { BaselineReply, ProxyRequest } from './protocol';

function reply(message: BaselineReply): void {
  process.send?.(message);
}

/** Hop-by-hop headers a proxy must not copy (RFC 9110 §7.6.1), plus what Node sets itself. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

function listen(upstream: string): void {
  const app = express();
  app.use(async (req, res) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (!NOT_FORWARDED.has(name) && typeof value === 'string') headers.set(name, value);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const answer = await fetch(`${upstream}${req.originalUrl}`, {
        method: req.method,
        headers,
        ...(hasBody ? { body: req, duplex: 'half' } : {}),
      } as RequestInit);
      res.status(answer.status);
      answer.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name)) res.setHeader(name, value);
      });
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      res.status(502).end();
    }
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    reply({ type: 'listening', url: `http://127.0.0.1:${port}` });
  });
  server.keepAliveTimeout = 65_000;
}

process.on('message', (message: ProxyRequest) => {
  if (message.type === 'init') listen(message.upstream);
  else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  else process.exit(0);
});
process.on('disconnect', () => process.exit(0));
