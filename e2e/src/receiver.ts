import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  /** The exact bytes received, as a receiver must verify them. */
  rawBody: string;
  at: number;
  /** What the receiver answered. */
  status: number;
}

/** A merchant's webhook endpoint on loopback: records deliveries, answers `status`. */
export async function startReceiver(initialStatus = 200) {
  const received: Received[] = [];
  let status = initialStatus;
  const waiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        status,
      });
      res.statusCode = status;
      res.end(status >= 400 ? 'failing on purpose' : 'ok');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    setStatus(next: number) {
      status = next;
    },
    /** Resolves once `count` deliveries arrived (or rejects after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 15_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} deliveries, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
