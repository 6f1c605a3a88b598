import express, { type Express } from 'express';
import { verifyWebhook } from '@shopforge/webhook-signature';

/**
 * A Shopforge webhook receiver in Express. `express.raw`, not `express.json`: the signature
 * covers the bytes that were sent, which a parsed-and-reserialized body no longer is.
 */
export function expressReceiver(secret: string, onEvent: (event: string, payload: unknown) => void): Express {
  const app = express();
  app.post('/webhooks/shopforge', express.raw({ type: 'application/json' }), (req, res) => {
    const result = verifyWebhook({ secret, rawBody: req.body as Buffer, headers: req.headers });
    if (!result.ok) {
      res.status(400).send(result.reason);
      return;
    }
    // Deliveries can repeat: skip result.deliveryId when it was handled before.
    onEvent(result.event, JSON.parse((req.body as Buffer).toString('utf8')));
    res.sendStatus(200);
  });
  return app;
}

// expressReceiver(process.env.SHOPFORGE_WEBHOOK_SECRET!, console.log).listen(4000);
