import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPayPalStandIn } from './server';
import { CLIENT_ID, CLIENT_SECRET, call, capturedOrder, useStandIn } from './test-support';
import { type Receiver, startReceiver } from './test-receiver';

const WEBHOOK_ID = 'WEBHOOKDELIVER1';

describe('deliver()', () => {
  const t = useStandIn();
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver(t.standIn, WEBHOOK_ID);
    t.standIn.addWebhookEndpoint({ clientId: CLIENT_ID, url: receiver.url, webhookId: WEBHOOK_ID });
  });
  afterEach(() => receiver.close());

  it('posts the event, signed for the endpoint’s webhook id, and records the delivery', async () => {
    const { orderId } = await capturedOrder(t.standIn);
    const event = t.standIn.captureCompleted(orderId);
    await t.standIn.deliver(event, CLIENT_ID);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.verification).toBe('SUCCESS');
    expect(JSON.parse(String(receiver.received[0]?.body))).toEqual(event);
    expect(receiver.received[0]?.headers['user-agent']).toMatch(/^PayPal\//);
    expect(t.standIn.deliveries).toEqual([
      {
        eventId: event.id,
        type: 'PAYMENT.CAPTURE.COMPLETED',
        url: receiver.url,
        status: 200,
        body: 'SUCCESS',
      },
    ]);
  });

  it('a client without endpoints gets nothing', async () => {
    const { orderId } = await capturedOrder(t.standIn);
    await t.standIn.deliver(t.standIn.captureCompleted(orderId), 'someone-else');
    expect(receiver.received).toEqual([]);
    expect(t.standIn.deliveries).toEqual([]);
  });

  it('an endpoint that cannot be reached is recorded with status null; a redirect is not followed', async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(302, { Location: receiver.url }).end('moved');
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const address = redirecting.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
    try {
      t.standIn.addWebhookEndpoint({ clientId: 'other', url, webhookId: 'REDIRECTED1' });
      t.standIn.addWebhookEndpoint({
        clientId: 'other',
        url: 'http://127.0.0.1:1/refused',
        webhookId: 'REFUSED1',
      });
      const { orderId } = await capturedOrder(t.standIn);
      await t.standIn.deliver(t.standIn.captureCompleted(orderId), 'other');
      expect(t.standIn.deliveries.map(({ url: to, status, body }) => ({ to, status, body }))).toEqual([
        { to: url, status: 302, body: 'moved' },
        { to: 'http://127.0.0.1:1/refused', status: null, body: '' },
      ]);
      expect(receiver.received).toEqual([]);
    } finally {
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it('the event stays readable at GET /v1/notifications/webhooks-events/:id', async () => {
    const { orderId } = await capturedOrder(t.standIn);
    const event = t.standIn.captureCompleted(orderId);
    const answer = await call(t.standIn, 'GET', `/v1/notifications/webhooks-events/${event.id}`);
    expect(answer.json).toEqual(event);
  });
});

describe('addWebhookEndpoint()', () => {
  const t = useStandIn();

  it('throws for an endpoint that could never be reached or verified', () => {
    const valid = { clientId: CLIENT_ID, url: 'http://127.0.0.1:1/hook', webhookId: 'WH1' };
    expect(() => t.standIn.addWebhookEndpoint({ ...valid, url: 'not a url' })).toThrow(
      /not an http\(s\) URL/,
    );
    expect(() => t.standIn.addWebhookEndpoint({ ...valid, webhookId: 'WH-1' })).toThrow(/letters and digits/);
    expect(() => t.standIn.addWebhookEndpoint({ ...valid, clientId: '' })).toThrow(/clientId is empty/);
    expect(() => t.standIn.addWebhookEndpoint(valid)).not.toThrow();
    expect(() => t.standIn.addWebhookEndpoint({ ...valid, clientId: 'other' })).toThrow(/another client/);
  });

  it('with `clients`, refuses a client no order could be created with', async () => {
    const standIn = await startPayPalStandIn({
      clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }],
    });
    try {
      const endpoint = { url: 'http://127.0.0.1:1/hook', webhookId: 'WH1' };
      expect(() => standIn.addWebhookEndpoint({ ...endpoint, clientId: 'other' })).toThrow(
        /not one of clients/,
      );
      expect(() => standIn.addWebhookEndpoint({ ...endpoint, clientId: CLIENT_ID })).not.toThrow();
    } finally {
      await standIn.close();
    }
  });
});
