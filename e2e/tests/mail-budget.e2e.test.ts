import { SmtpCatcher } from '@shopforge/mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtCheckout } from '../src/checkout';
import { eventually } from '../src/eventually';
import { type ApiResponse, call, errorOf } from '../src/http';
import { bootTestPlatform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/**
 * The platform's mail cannot be used to spam (docs/email.md "The mail budget"): a shop mails at
 * most MAIL_BUDGET_PER_HOUR addresses that are not its customers an hour, whatever the path
 * (payment requests, receipts of orders marked paid by hand), and a merchant's text cannot put a
 * clickable link in the mail. A platform of its own with a budget of 5, so no test sends 100.
 */
const BUDGET = 5;
let p: TestPlatform;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = new SmtpCatcher();
  const url = await smtp.start();
  p = await bootTestPlatform({
    env: { SMTP_URL: url, MAIL_FROM: 'shops@shopforge.test', MAIL_BUDGET_PER_HOUR: String(BUDGET) },
  });
});
afterAll(async () => {
  await p.close();
  await smtp.close();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

const paymentRequest = (token: string, email: string, title = 'Deposit') =>
  call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
    token,
    body: { title, email, value: 9.5, currency: 'USD', send_email: true },
  });

/** The shop's invoices to one address (the budget's refusal must leave none behind). */
async function invoicesTo(token: string, email: string): Promise<number> {
  const filters = JSON.stringify([{ field: 'customer_email', op: 'eq', value: email }]);
  const res = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices?filters=${encodeURIComponent(filters)}`, {
    token,
  });
  expect(res.status, res.text).toBe(200);
  return dataOf<unknown[]>(res).length;
}

function expectBudgetSpent(res: ApiResponse): void {
  expect(res.status, res.text).toBe(429);
  const error = errorOf(res) as ReturnType<typeof errorOf> & { subcode?: string; retry_after?: number };
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.subcode).toBe('MAIL_BUDGET_SPENT');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(error.retry_after).toBe(retryAfter);
}

async function spend(token: string, prefix: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await paymentRequest(token, `${prefix}-${i}@strangers.example`);
    expect(res.status, res.text).toBe(201);
  }
}

describe('the mail budget', () => {
  it('payments with send_email mail at most MAIL_BUDGET_PER_HOUR strangers an hour; the next is 429 MAIL_BUDGET_SPENT with Retry-After and makes no invoice', async () => {
    const { fullKey: token } = await newShop(p, 'Budget Shop');
    await spend(token, 'budget', BUDGET);
    const refused = await paymentRequest(
      token,
      'one-too-many@strangers.example',
      'You won! Claim at evil.example',
    );
    expectBudgetSpent(refused);
    expect(await invoicesTo(token, 'one-too-many@strangers.example')).toBe(0);
    // Without send_email nothing is mailed, so nothing is spent: the payment is made.
    const silent = await call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
      token,
      body: { title: 'Deposit', email: 'quiet@strangers.example', value: 9.5, currency: 'USD' },
    });
    expect(silent.status, silent.text).toBe(201);
    await eventually('the five requests mailed', () =>
      smtp.received.filter((mail) => mail.to.some((to) => to.startsWith('budget-'))).length === BUDGET
        ? true
        : undefined,
    );
    expect(smtp.received.some((mail) => mail.to.includes('one-too-many@strangers.example'))).toBe(false);
  });

  it('mail to a customer (a buyer who paid through a provider) is not counted: they still get a payment request once the budget is spent', async () => {
    const { fullKey: token } = await newShop(p, 'Customer Shop');
    const first = dataOf<{ url: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/payments', {
        token,
        body: { title: 'First visit', email: 'regular@customers.example', value: 5, currency: 'USD' },
      }),
    );
    await payAtCheckout(p, first.url);
    await spend(token, 'customer-shop', BUDGET);
    expectBudgetSpent(await paymentRequest(token, 'stranger@strangers.example'));
    // Written in capitals by the merchant: the same address.
    const again = await paymentRequest(token, 'Regular@Customers.example', 'Second visit');
    expect(again.status, again.text).toBe(201);
    await eventually('the customer’s payment request', () =>
      smtp.received.find(
        (mail) =>
          mail.to.some((to) => to.toLowerCase() === 'regular@customers.example') &&
          mail.text.includes('Second visit'),
      ),
    );
  });

  it('marking an unpaid order paid by hand mails its buyer the receipt, so it spends the budget: once spent, fulfil is 429 and the order stays unpaid', async () => {
    const { fullKey: token } = await newShop(p, 'Manual Shop');
    const product = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: { title: 'Consulting', price: 10, type: 'SERVICE', service_text: 'Booked.' },
      }),
    );
    const order = async (email: string) => {
      const created = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: { customer_email: email, items: [{ product_id: product.id, quantity: 1 }] },
      });
      expect(created.status, created.text).toBe(201);
      return dataOf<{ id: string }>(created).id;
    };
    const first = await order('manual-first@strangers.example');
    const fulfilled = await call(p.gatewayUrl, 'POST', `/dev/v1/orders/${first}/fulfill`, { token });
    expect(fulfilled.status, fulfilled.text).toBe(200);
    expect(dataOf<{ status: string }>(fulfilled).status).toBe('COMPLETED');
    await spend(token, 'manual-shop', BUDGET - 1);
    const second = await order('manual-second@strangers.example');
    const refused = await call(p.gatewayUrl, 'POST', `/dev/v1/orders/${second}/fulfill`, { token });
    expectBudgetSpent(refused);
    const after = await call(p.gatewayUrl, 'GET', `/dev/v1/orders/${second}`, { token });
    expect(dataOf<{ status: string }>(after).status).toBe('PENDING');
  });

  it('requests racing for the last mail of the budget: exactly one passes', async () => {
    const { fullKey: token } = await newShop(p, 'Race Shop');
    await spend(token, 'race', BUDGET - 1);
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => paymentRequest(token, `racer-${i}@strangers.example`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429]);
  });

  it('links in a merchant’s text are not clickable in either part of the mail, and the text still reads the same', async () => {
    const { fullKey: token } = await newShop(p, 'Prize Shop');
    const title = 'You won! Claim at evil.example/x or https://evil.example/claim';
    const created = await paymentRequest(token, 'winner@strangers.example', title);
    expect(created.status, created.text).toBe(201);
    const mail = await eventually('the payment request', () =>
      smtp.received.find((m) => m.to.includes('winner@strangers.example')),
    );
    // The shop's own pay link is the only link; the merchant's text carries none.
    const links = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('/checkout/');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('https://evil');
      expect(part.replaceAll('\u200d', '')).toContain('Claim at evil.example/x');
    }
  });
});
