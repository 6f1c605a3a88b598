/**
 * Child process: the baseline. A bare `node:http` server that answers each route the bench
 * measures with the status, body and headers of a real platform response (content-type, the
 * gateway's other headers, a fresh x-request-id per response, same keep-alive timeout). It is
 * the floor any Node HTTP service on this machine pays, so the platform is reported as a ratio
 * to it. It also serves as the upstream of the Express proxy peer.
 *
 * It runs in its own process, without the OpenTelemetry hook, because in the platform's
 * process the http instrumentation would patch this server too and tax the baseline.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaselineReply, BaselineRequest, SampleResponse } from './protocol';

function reply(message: BaselineReply): void {
  process.send?.(message);
}

function listen(responses: Record<string, SampleResponse>): void {
  const prepared = new Map(
    Object.entries(responses).map(([route, sample]) => [
      route,
      { ...sample, bytes: Buffer.from(sample.body) },
    ]),
  );
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    const sample = prepared.get(`${req.method} ${path}`);
    // A body, if any, is read to the end as a real server would before answering.
    req.resume();
    req.on('end', () => {
      if (sample === undefined) {
        res.writeHead(404).end();
        return;
      }
      // The gateway mints a UUID per request when the caller sends no id; so does the baseline.
      res.writeHead(sample.status, {
        ...sample.headers,
        'content-length': sample.bytes.length,
        'x-request-id': randomUUID(),
      });
      res.end(sample.bytes);
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    reply({ type: 'listening', url: `http://127.0.0.1:${port}` });
  });
}

process.on('message', (message: BaselineRequest) => {
  if (message.type === 'init') listen(message.responses);
  else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  else process.exit(0);
});
// The parent going away must not leave a server behind.
process.on('disconnect', () => process.exit(0));
