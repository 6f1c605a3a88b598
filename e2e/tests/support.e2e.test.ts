import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, payAtCheckout, postForm } from '../src/checkout';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { startReceiver } from '../src/receiver';
import { newShop } from '../src/shops';
import { verifyByHand } from '../src/signatures';

/**
 * Support surfaces through the real gateway (docs/support.md, docs/blacklist.md,
 * docs/escrow.md): the buyer acts on the hosted checkout's support page, the merchant through
 * the Developer API.
 */
let p: TestPlatform;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  p = await platform();
});
afterAll(async () => {
  for (const receiver of receivers) await receiver.close();
});

const BUYER = 'buyer@example.com';
const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
type Order = { id: string; uniqid: string; checkout_url: string; status: string };

async function orderFor(token: string, email = BUYER): Promise<Order> {
  const product = dataOf<{ id: string }>(
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Support Plan', price: 20, type: 'SERVICE', service_text: 'Welcome aboard' },
    }),
  );
  const res = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
    token,
    body: { customer_email: email, items: [{ product_id: product.id, quantity: 1 }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return dataOf<Order>(res);
}

async function paidOrder(token: string): Promise<Order> {
  const order = await orderFor(token);
  await payAtCheckout(p, order.checkout_url);
  return order;
}

const supportPath = (order: Order) => `${pathOf(order.checkout_url)}/support`;

describe('tickets and reviews', () => {
  it('a buyer opens a ticket and reviews a paid order; the merchant answers both; a webhook receives every query and feedback event, signed', async () => {
    const { fullKey: token } = await newShop(p);
    const receiver = await startReceiver();
    receivers.push(receiver);
    const hook = await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token,
      body: {
        url: receiver.url,
        events: ['query:created', 'query:replied', 'feedback:received', 'feedback:replied'],
      },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const secret = dataOf<{ secret: string }>(hook).secret;
    const order = await paidOrder(token);

    const checkout = await call(p.gatewayUrl, 'GET', pathOf(order.checkout_url));
    expect(String(checkout.body)).toContain(`href="${supportPath(order)}"`);
    const page = await call(p.gatewayUrl, 'GET', supportPath(order));
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('id="open-ticket"');
    expect(String(page.body)).toContain('id="leave-review"');

    const opened = await postForm(p, `${supportPath(order)}/tickets`, {
      email: BUYER,
      title: 'How do I start?',
      message: 'Where do I find the onboarding link?',
    });
    expect(opened.status).toBe(303);
    expect(String(opened.headers.location)).toBe(`${supportPath(order)}?done=ticket`);

    const tickets = await call(p.gatewayUrl, 'GET', `/dev/v1/tickets?invoice_uniqid=${order.uniqid}`, {
      token,
    });
    expect(tickets.status).toBe(200);
    const [ticket] = (tickets.body as { data: { id: string; status: string }[] }).data;
    expect(ticket).toMatchObject({ status: 'OPEN' });
    const replied = await call(p.gatewayUrl, 'POST', `/dev/v1/tickets/${ticket?.id}/reply`, {
      token,
      body: { message: 'It is in your receipt email.' },
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(dataOf<{ status: string }>(replied).status).toBe('ANSWERED');

    const reviewed = await postForm(p, `${supportPath(order)}/review`, {
      email: BUYER,
      score: '5',
      message: 'Quick and friendly.',
    });
    expect(reviewed.status).toBe(303);
    const reviews = await call(p.gatewayUrl, 'GET', '/dev/v1/reviews?score=5', { token });
    const [review] = (reviews.body as { data: { id: string; invoice_uniqid: string; feedback: string }[] })
      .data;
    expect(review).toMatchObject({ invoice_uniqid: order.uniqid, feedback: 'POSITIVE' });
    const answered = await call(p.gatewayUrl, 'POST', `/dev/v1/reviews/${review?.id}/reply`, {
      token,
      body: { reply: 'Thank you!' },
    });
    expect(dataOf<{ reply: string }>(answered).reply).toBe('Thank you!');

    const after = String((await call(p.gatewayUrl, 'GET', supportPath(order))).body);
    expect(after).toContain('It is in your receipt email.');
    expect(after).toContain('Thank you!');
    expect(after).not.toContain('id="leave-review"');

    const deliveries = await receiver.waitFor(4);
    const events = deliveries.map((delivery) => {
      expect(verifyByHand(secret, delivery.headers, delivery.rawBody)).toBe(true);
      return (JSON.parse(delivery.rawBody) as { event: string }).event;
    });
    expect(events.sort()).toEqual([
      'feedback:received',
      'feedback:replied',
      'query:created',
      'query:replied',
    ]);
  });

  it('the support page refuses a review of an unpaid order and a ticket under another email, with the reason', async () => {
    const { fullKey: token } = await newShop(p);
    const order = await orderFor(token);
    const review = await postForm(p, `${supportPath(order)}/review`, {
      email: BUYER,
      score: '4',
      message: 'x',
    });
    expect(review.status).toBe(400);
    expect(String(review.body)).toContain('Only a completed order can be reviewed');
    const ticket = await postForm(p, `${supportPath(order)}/tickets`, {
      email: 'someone-else@example.com',
      title: 'Hi',
      message: 'Hello',
    });
    expect(ticket.status).toBe(400);
    expect(String(ticket.body)).toContain('not the one the order was placed with');
    const empty = await postForm(p, `${supportPath(order)}/tickets`, {
      email: BUYER,
      title: '',
      message: '',
    });
    expect(empty.status).toBe(400);
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/tickets', { token })).body).toMatchObject({ data: [] });
  });
});

describe('blacklist', () => {
  it('a blacklisted email cannot pay (400, on the invoice timeline) nor order; removing the entry lets it pay', async () => {
    const { fullKey: token } = await newShop(p);
    const order = await orderFor(token, 'fraudster@example.com');
    const entry = await call(p.gatewayUrl, 'POST', '/dev/v1/blacklist', {
      token,
      body: { type: 'email', data: 'Fraudster@example.com', note: 'Chargebacks on three orders' },
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    const { id } = dataOf<{ id: string }>(entry);

    const pay = await postForm(p, `${pathOf(order.checkout_url)}/pay`, { gateway: 'TEST' });
    expect(pay.status).toBe(400);
    expect(String(pay.body)).toContain('does not accept orders or payments from you');
    const timeline = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}/timeline`, { token });
    expect(dataOf<{ events: { type: string; reason: string | null }[] }>(timeline).events).toContainEqual(
      expect.objectContaining({ type: 'payment_failed', reason: 'blacklisted' }),
    );
    const refused = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token,
      body: { customer_email: 'fraudster@example.com', items: [{ product_id: 'x', quantity: 1 }] },
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).code).toBe('BUYER_BLACKLISTED');
    expect(
      dataOf<{ hits: number }>(await call(p.gatewayUrl, 'GET', `/dev/v1/blacklist/${id}`, { token })).hits,
    ).toBe(2);

    expect((await call(p.gatewayUrl, 'DELETE', `/dev/v1/blacklist/${id}`, { token })).status).toBe(200);
    await payAtCheckout(p, order.checkout_url);
    expect(
      dataOf<Order>(await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${order.id}`, { token })).status,
    ).toBe('COMPLETED');
  });

  it('a malformed entry is 422 with details; a duplicate is 409', async () => {
    const { fullKey: token } = await newShop(p);
    const bad = await call(p.gatewayUrl, 'POST', '/dev/v1/blacklist', {
      token,
      body: { type: 'IP', data: '10.0.0.0/99' },
    });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).details).toEqual([expect.objectContaining({ field: 'data' })]);
    const body = { type: 'COUNTRY', data: 'kp' };
    expect((await call(p.gatewayUrl, 'POST', '/dev/v1/blacklist', { token, body })).status).toBe(201);
    const again = await call(p.gatewayUrl, 'POST', '/dev/v1/blacklist', { token, body });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('CONFLICT');
  });
});

describe('escrow', () => {
  it('holds a paid order until the buyer confirms on the support page; cancelling another refunds it', async () => {
    const { fullKey: token } = await newShop(p);
    const order = await paidOrder(token);
    const held = await call(p.gatewayUrl, 'POST', '/dev/v1/escrow', {
      token,
      body: { invoice_id: order.uniqid, hold_days: 10 },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const escrow = dataOf<{ id: string; status: string; amount: number }>(held);
    expect(escrow).toMatchObject({ status: 'HELD', amount: 20 });
    expect(String((await call(p.gatewayUrl, 'GET', supportPath(order))).body)).toContain(
      'id="confirm-escrow"',
    );
    const confirmed = await postForm(p, `${supportPath(order)}/escrow/confirm`, { email: BUYER });
    expect(confirmed.status).toBe(303);
    expect(
      dataOf<{ status: string; release_reason: string }>(
        await call(p.gatewayUrl, 'GET', `/dev/v1/escrow/${escrow.id}`, { token }),
      ),
    ).toMatchObject({ status: 'RELEASED', release_reason: 'BUYER_CONFIRMED' });

    const other = await paidOrder(token);
    const second = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/escrow', { token, body: { invoice_id: other.id } }),
    );
    const cancelled = await call(p.gatewayUrl, 'POST', `/dev/v1/escrow/${second.id}/cancel`, {
      token,
      body: { reason: 'Could not deliver' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(dataOf<{ status: string }>(cancelled).status).toBe('CANCELLED');
    expect(
      dataOf<Order>(await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${other.id}`, { token })).status,
    ).toBe('REFUNDED');
  });
});

describe('another shop’s ids', () => {
  it('each support resource answers its own *_NOT_FOUND code for another shop’s id', async () => {
    const owner = await newShop(p);
    const order = await paidOrder(owner.fullKey);
    await postForm(p, `${supportPath(order)}/tickets`, { email: BUYER, title: 'Q', message: 'M' });
    await postForm(p, `${supportPath(order)}/review`, { email: BUYER, score: '3', message: 'Ok' });
    const first = async (path: string) =>
      ((await call(p.gatewayUrl, 'GET', path, { token: owner.fullKey })).body as { data: { id: string }[] })
        .data[0]?.id;
    const ids = {
      ticket: await first('/dev/v1/tickets'),
      review: await first('/dev/v1/reviews'),
      blacklist: dataOf<{ id: string }>(
        await call(p.gatewayUrl, 'POST', '/dev/v1/blacklist', {
          token: owner.fullKey,
          body: { type: 'EMAIL', data: 'x@example.com' },
        }),
      ).id,
      escrow: dataOf<{ id: string }>(
        await call(p.gatewayUrl, 'POST', '/dev/v1/escrow', {
          token: owner.fullKey,
          body: { invoice_id: order.id },
        }),
      ).id,
    };
    const stranger = await newShop(p);
    const cases: [string, string, string][] = [
      ['GET', `/dev/v1/tickets/${ids.ticket}`, 'TICKET_NOT_FOUND'],
      ['POST', `/dev/v1/tickets/${ids.ticket}/close`, 'TICKET_NOT_FOUND'],
      ['GET', `/dev/v1/reviews/${ids.review}`, 'REVIEW_NOT_FOUND'],
      ['GET', `/dev/v1/blacklist/${ids.blacklist}`, 'BLACKLIST_ENTRY_NOT_FOUND'],
      ['DELETE', `/dev/v1/blacklist/${ids.blacklist}`, 'BLACKLIST_ENTRY_NOT_FOUND'],
      ['GET', `/dev/v1/escrow/${ids.escrow}`, 'ESCROW_NOT_FOUND'],
      ['POST', `/dev/v1/escrow/${ids.escrow}/release`, 'ESCROW_NOT_FOUND'],
    ];
    for (const [method, path, code] of cases) {
      const res = await call(p.gatewayUrl, method, path, {
        token: stranger.fullKey,
        body: method === 'POST' ? {} : undefined,
      });
      expect([res.status, errorOf(res).code], `${method} ${path}`).toEqual([404, code]);
    }
  });
});
