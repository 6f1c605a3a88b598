import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '@shopforge/webhook-signature';

/** A merchant endpoint on loopback: answers 200 and remembers each attempt, checking its signature. */
export async function startReceiver(secret: () => string) {
  const received: { deliveryId: string; event: string; signed: boolean }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({
        deliveryId: String(req.headers['x-shopforge-delivery'] ?? ''),
        event: String(req.headers['x-shopforge-event'] ?? ''),
        signed: verifyWebhook({
          secret: secret(),
          rawBody,
          headers: req.headers as IncomingHttpHeaders & Record<string, string>,
          toleranceSeconds: 3_600,
        }).ok,
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
