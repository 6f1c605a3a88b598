import { OffsetClock } from '@shopforge/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { bootTestPlatform, platform, type TestPlatform } from '../src/platform';
import { startReceiver } from '../src/receiver';
import { newKey, newShop } from '../src/shops';
import { verifyByHand } from '../src/signatures';

/**
 * Subscriptions through the gateway, on a platform of their own whose test clock the operator
 * moves (`shopforge clock advance`), as a merchant trying renewals would.
 */
let p: TestPlatform;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  p = await bootTestPlatform({ clock: new OffsetClock() });
});
afterAll(async () => {
  for (const receiver of receivers) await receiver.close();
  await p.close();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
interface Sub {
  id: string;
  status: string;
  invoices: string[];
  renewal_invoice_created: boolean;
  current_period_start: number;
  current_period_end: number;
}

async function subscribed(token: string) {
  const product = dataOf<{ id: string }>(
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: {
        title: 'Monthly box',
        price: 15,
        type: 'SERVICE',
        service_text: 'Thanks for subscribing',
        subtype: 'RECURRING',
        recurring_interval: 'MONTH',
      },
    }),
  );
  const order = dataOf<{ uniqid: string }>(
    await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token,
      body: { customer_email: 'member@example.com', items: [{ product_id: product.id, quantity: 1 }] },
    }),
  );
  expect((await operatorCli(p)('order', 'pay', '--invoice', order.uniqid)).code).toBe(0);
  const list = await call(p.gatewayUrl, 'GET', '/dev/v1/subscriptions?status=ACTIVE', { token });
  expect(list.status).toBe(200);
  const [sub] = dataOf<Sub[]>(list);
  if (!sub) throw new Error('no active subscription');
  return sub;
}

describe('subscriptions', () => {
  it('moving the test clock renews a subscription: a renewal invoice, its timeline, and a signed subscription:renewed', async () => {
    const { fullKey: token } = await newShop(p);
    const r = await startReceiver();
    receivers.push(r);
    const hook = await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token,
      body: { url: r.url, events: ['subscription:renewed'] },
    });
    const secret = dataOf<{ secret: string }>(hook).secret;
    const sub = await subscribed(token);
    const cli = operatorCli(p);

    const moved = await cli('clock', 'advance', '--days', '28');
    expect(moved.code, moved.stderr).toBe(0);
    const due = dataOf<Sub>(await call(p.gatewayUrl, 'GET', `/dev/v1/subscriptions/${sub.id}`, { token }));
    expect(due.renewal_invoice_created).toBe(true);
    const renewal = due.invoices[1] as string;
    const timeline = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${renewal}/timeline`, { token });
    expect(dataOf<{ events: { type: string; origin: string | null }[] }>(timeline).events[0]).toMatchObject({
      type: 'created',
      origin: 'SUBSCRIPTION',
    });

    expect((await cli('order', 'pay', '--invoice', renewal)).code).toBe(0);
    const renewed = dataOf<Sub>(
      await call(p.gatewayUrl, 'GET', `/dev/v1/subscriptions/${sub.id}`, { token }),
    );
    expect(renewed).toMatchObject({ status: 'ACTIVE', current_period_start: sub.current_period_end });
    const [delivery] = await r.waitFor(1);
    expect(verifyByHand(secret, delivery?.headers ?? {}, delivery?.rawBody ?? '')).toBe(true);
    const body = JSON.parse(delivery?.rawBody ?? '{}') as {
      event: string;
      data: { id: string; invoice_uniqid: string };
    };
    expect(body).toMatchObject({
      event: 'subscription:renewed',
      data: { id: sub.id, invoice_uniqid: renewal },
    });
  });

  it('pause, custom fields and cancel answer the record; bad input and unknown ids answer in the envelope', async () => {
    const { fullKey: token } = await newShop(p);
    const sub = await subscribed(token);
    const path = `/dev/v1/subscriptions/${sub.id}`;
    const paused = await call(p.gatewayUrl, 'POST', `${path}/pause`, { token, body: {} });
    expect(paused.status).toBe(200);
    expect(dataOf<{ paused_at: number | null }>(paused).paused_at).toEqual(expect.any(Number));
    const past = await call(p.gatewayUrl, 'POST', `${path}/pause`, { token, body: { resumes_at: 1 } });
    expect(past.status).toBe(422);
    expect(errorOf(past).details?.map((detail) => detail.field)).toEqual(['resumes_at']);
    expect((await call(p.gatewayUrl, 'POST', `${path}/resume`, { token })).status).toBe(200);

    const fields = await call(p.gatewayUrl, 'PATCH', `${path}/custom-fields`, {
      token,
      body: { custom_fields: { discord: 'member#1' } },
    });
    expect(dataOf<{ custom_fields: unknown }>(fields).custom_fields).toEqual({ discord: 'member#1' });
    const badFields = await call(p.gatewayUrl, 'PATCH', `${path}/custom-fields`, {
      token,
      body: { custom_fields: [] },
    });
    expect(badFields.status).toBe(422);

    const cancelled = await call(p.gatewayUrl, 'POST', `${path}/cancel`, {
      token,
      body: { comment: 'Moving on' },
    });
    expect(dataOf<{ status: string }>(cancelled).status).toBe('CANCELLED');
    const again = await call(p.gatewayUrl, 'POST', `${path}/cancel`, { token, body: {} });
    expect(again.status).toBe(400);
    const filtered = await call(p.gatewayUrl, 'GET', '/dev/v1/subscriptions?status=CANCELED', { token });
    expect(dataOf<Sub[]>(filtered).map((row) => row.id)).toEqual([sub.id]);

    const missing = await call(
      p.gatewayUrl,
      'GET',
      '/dev/v1/subscriptions/0190f5a0-0000-7000-8000-000000000000',
      {
        token,
      },
    );
    expect(missing.status).toBe(404);
    expect(errorOf(missing).code).toBe('SUBSCRIPTION_NOT_FOUND');
    const badStatus = await call(p.gatewayUrl, 'GET', '/dev/v1/subscriptions?status=PAUSED', { token });
    expect(badStatus.status).toBe(422);
    expect(errorOf(badStatus).details?.[0]?.field).toBe('status');
  });

  it('reading needs subscriptions.read and changing needs subscriptions.write', async () => {
    const { fullKey, shop } = await newShop(p);
    const sub = await subscribed(fullKey);
    const reader = await newKey(p, shop.id, ['subscriptions.read']);
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/subscriptions', { token: reader.api_key })).status).toBe(
      200,
    );
    const denied = await call(p.gatewayUrl, 'POST', `/dev/v1/subscriptions/${sub.id}/cancel`, {
      token: reader.api_key,
      body: {},
    });
    expect(denied.status).toBe(403);
  });
});

describe('test clock', () => {
  it('is refused on a platform started without it', async () => {
    const shared = await platform();
    const refused = await operatorCli(shared)('clock', 'advance', '--days', '1');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('SHOPFORGE_TEST_CLOCK=true');
  });
});
