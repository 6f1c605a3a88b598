import { createServer, type Server } from 'node:http';
import { verifyWebhook } from '@shopforge/webhook-signature';

/** A Shopforge webhook receiver on plain `node:http`: read the whole body, then verify it. */
export function nodeHttpReceiver(secret: string, onEvent: (event: string, payload: unknown) => void): Server {
  return createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/webhooks/shopforge') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const result = verifyWebhook({ secret, rawBody, headers: req.headers });
      if (!result.ok) {
        res.writeHead(400).end(result.reason);
        return;
      }
      // Deliveries can repeat: skip result.deliveryId when it was handled before.
      onEvent(result.event, JSON.parse(rawBody.toString('utf8')));
      res.writeHead(200).end();
    });
  });
}

// nodeHttpReceiver(process.env.SHOPFORGE_WEBHOOK_SECRET!, console.log).listen(4000);
