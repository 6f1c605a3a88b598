/**
 * Child process: the baseline. A bare `node:http` server that answers every request with the
 * body and headers of a real `GET /dev/v1/me` (content-type, the gateway's other headers, a
 * fresh x-request-id per response, same keep-alive timeout). It is the floor
 * any Node HTTP service on this machine pays, so the platform is reported as a ratio to it.
 *
 * It runs in its own process, without the OpenTelemetry hook, because in the platform's
 * process the http instrumentation would patch this server too and tax the baseline.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaselineReply, BaselineRequest } from './protocol';

function reply(message: BaselineReply): void {
  process.send?.(message);
}

function listen(body: Buffer, headers: Record<string, string>): void {
  const server = createServer((_req, res) => {
    // The gateway mints a UUID per request when the caller sends no id; so does the baseline.
    res.writeHead(200, { ...headers, 'content-length': body.length, 'x-request-id': randomUUID() });
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    reply({ type: 'listening', url: `http://127.0.0.1:${port}` });
  });
}

process.on('message', (message: BaselineRequest) => {
  if (message.type === 'init') listen(Buffer.from(message.body, 'utf8'), message.headers);
  else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  else process.exit(0);
});
// The parent going away must not leave a server behind.
process.on('disconnect', () => process.exit(0));
