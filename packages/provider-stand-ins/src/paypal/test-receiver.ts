import { type IncomingHttpHeaders, createServer } from 'node:http';
import { readBody } from '../stripe/http/read-body';
import { tokenFor } from './test-support';
import type { PayPalStandIn } from './types';

/** One webhook request as the product's endpoint got it, and what PayPal said of its signature. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  verification: string;
}

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

const header = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? '');

/**
 * A webhook endpoint as a product writes one for PayPal: it posts the headers and the parsed event
 * to `verify-webhook-signature` with its app's token and answers 400 unless that says SUCCESS.
 */
export async function startReceiver(
  standIn: PayPalStandIn,
  webhookId: string,
  credentials?: { clientId: string; secret: string },
): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const token = await (credentials
      ? tokenFor(standIn, credentials.clientId, credentials.secret)
      : tokenFor(standIn));
    const verify = await fetch(`${standIn.url}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        auth_algo: header(request.headers, 'paypal-auth-algo'),
        cert_url: header(request.headers, 'paypal-cert-url'),
        transmission_id: header(request.headers, 'paypal-transmission-id'),
        transmission_sig: header(request.headers, 'paypal-transmission-sig'),
        transmission_time: header(request.headers, 'paypal-transmission-time'),
        webhook_id: webhookId,
        webhook_event: JSON.parse(body),
      }),
    });
    const { verification_status: verification } = (await verify.json()) as { verification_status: string };
    received.push({ headers: request.headers, body, verification });
    response
      .writeHead(verification === 'SUCCESS' ? 200 : 400, { 'Content-Type': 'text/plain' })
      .end(verification);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver: no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}/webhooks/paypal`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
