import { type IncomingHttpHeaders, createServer } from 'node:http';
import type Stripe from 'stripe';
import { readBody } from './http/read-body';

/** One webhook request as the product's endpoint got it, and what verifying it gave. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The event `constructEvent` verified, or null when it refused the request. */
  event: Stripe.Event | null;
}

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

/**
 * A webhook endpoint as a product writes one: it verifies the raw body with the SDK's
 * `constructEvent` and the endpoint's secret, answering 400 when that fails. `status` overrides
 * the answer to a verified event, for tests of failed deliveries.
 */
export async function startReceiver(stripe: Stripe, secret: string, status = 200): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const signature = String(request.headers['stripe-signature'] ?? '');
    let event: Stripe.Event | null = null;
    let answer = { status, text: JSON.stringify({ received: true }) };
    try {
      event = stripe.webhooks.constructEvent(body, signature, secret);
    } catch (error) {
      answer = { status: 400, text: `Webhook Error: ${(error as Error).message}` };
    }
    received.push({ headers: request.headers, body, event });
    response.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver: no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}/webhooks/stripe`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
