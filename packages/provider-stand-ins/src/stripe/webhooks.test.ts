import { createServer } from 'node:http';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn } from './server';
import { SECRET_KEY, sessionParams, useStandIn } from './test-support';
import { type Receiver, startReceiver } from './test-receiver';

const WEBHOOK_SECRET = 'whsec_deliver_test';

describe('deliver()', () => {
  const t = useStandIn();
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver(t.stripe, WEBHOOK_SECRET);
    t.standIn.addWebhookEndpoint({ apiKey: SECRET_KEY, url: receiver.url, secret: WEBHOOK_SECRET });
  });
  afterEach(() => receiver.close());

  async function paidSession(): Promise<string> {
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.pay(session.id);
    return session.id;
  }

  it('sends a dispute event, signed, to the key’s endpoint and records the delivery', async () => {
    const event = t.standIn.dispute(await paidSession(), 'create', 'fraudulent');
    await t.standIn.deliver(event, SECRET_KEY);
    expect(receiver.received).toHaveLength(1);
    const verified = receiver.received[0]?.event;
    expect(verified).toEqual(event);
    expect((verified?.data.object as Stripe.Dispute | undefined)?.reason).toBe('fraudulent');
    expect(receiver.received[0]?.headers['user-agent']).toBe(
      'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    );
    expect(t.standIn.deliveries).toEqual([
      {
        eventId: event.id,
        type: 'charge.dispute.created',
        url: receiver.url,
        status: 200,
        body: '{"received":true}',
      },
    ]);
  });

  it('sends events in the order the test delivers them (created, then closed)', async () => {
    const sessionId = await paidSession();
    await t.standIn.deliver(t.standIn.dispute(sessionId, 'create'), SECRET_KEY);
    await t.standIn.deliver(t.standIn.dispute(sessionId, 'lost'), SECRET_KEY);
    expect(receiver.received.map((webhook) => webhook.event?.type)).toEqual([
      'charge.dispute.created',
      'charge.dispute.closed',
    ]);
  });

  it('a key without endpoints delivers nothing', async () => {
    const event = t.standIn.dispute(await paidSession(), 'create');
    await t.standIn.deliver(event, 'sk_test_nobody');
    expect(receiver.received).toEqual([]);
    expect(t.standIn.deliveries).toEqual([]);
  });

  it('an endpoint that redirects is recorded with its 3xx, not followed (Stripe counts it failed)', async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(302, { Location: receiver.url }).end('moved');
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const address = redirecting.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
    try {
      t.standIn.addWebhookEndpoint({ apiKey: 'sk_test_redirected', url, secret: WEBHOOK_SECRET });
      await t.standIn.deliver(t.standIn.dispute(await paidSession(), 'create'), 'sk_test_redirected');
      expect(t.standIn.deliveries.map(({ status, body }) => ({ status, body }))).toEqual([
        { status: 302, body: 'moved' },
      ]);
      expect(receiver.received).toEqual([]);
    } finally {
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });
});

describe('addWebhookEndpoint()', () => {
  const t = useStandIn();

  it('throws for an endpoint that could never be reached or verified', () => {
    const valid = { apiKey: SECRET_KEY, url: 'http://127.0.0.1:1/hook', secret: 'whsec_x' };
    expect(() => t.standIn.addWebhookEndpoint({ ...valid, url: 'not a url' })).toThrow(
      /not an http\(s\) URL/,
    );
    expect(() => t.standIn.addWebhookEndpoint({ ...valid, url: 'ftp://x/hook' })).toThrow(
      /not an http\(s\) URL/,
    );
    expect(() => t.standIn.addWebhookEndpoint({ ...valid, secret: '' })).toThrow(/secret is empty/);
    expect(() => t.standIn.addWebhookEndpoint({ ...valid, apiKey: '' })).toThrow(/apiKey is empty/);
    expect(() => t.standIn.addWebhookEndpoint(valid)).not.toThrow();
  });

  it('with validKeys, refuses a key no session could be created with', async () => {
    const standIn = await startStripeStandIn({ validKeys: [SECRET_KEY] });
    try {
      const endpoint = { url: 'http://127.0.0.1:1/hook', secret: 'whsec_x' };
      expect(() => standIn.addWebhookEndpoint({ ...endpoint, apiKey: 'sk_test_other' })).toThrow(/validKeys/);
      expect(() => standIn.addWebhookEndpoint({ ...endpoint, apiKey: SECRET_KEY })).not.toThrow();
    } finally {
      await standIn.close();
    }
  });
});
