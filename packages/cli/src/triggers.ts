import { z } from 'zod';
import { CommandFailure } from './command-failure';
import { apiUrl, callApi, isHttpUrl, type MerchantApi, reach } from './merchant-api';

/** What a trigger did: the records it made, and one sentence for people. */
export interface Triggered {
  result: Record<string, unknown>;
  summary: string;
}

type Trigger = (api: MerchantApi) => Promise<Triggered>;

/** Everything a trigger makes carries these, so a merchant recognises it and can tidy up. */
const TITLE = 'Shopforge trigger';
const BUYER = 'trigger@example.com';

// Only the fields the triggers use: the records have many more, which are not the CLI's concern.
const answer = <T extends z.ZodType>(record: T) => z.object({ data: record });
const productAnswer = answer(z.object({ id: z.string(), uniqid: z.string() }));
const orderAnswer = answer(z.object({ id: z.string(), uniqid: z.string() }));
const shopAnswer = answer(z.object({ currency: z.string() }));
const capabilitiesAnswer = answer(z.object({ enabledPaymentMethods: z.array(z.string()) }));
const paymentAnswer = answer(
  z.object({ uniqid: z.string(), checkout_url: z.string().optional(), session_id: z.string().optional() }),
);

export const NOT_TEST_MODE =
  'trigger order:paid pays through the built-in test provider, and this shop does not take test ' +
  'payments (its payment method TEST is off). Use a test-mode shop: the embedded platform ' +
  '(`npm start`, TEST_PAYMENTS=true) gives new shops TEST, and an operator turns it on with ' +
  '`shopforge shop payment-methods --shop <id> --enable TEST`.';

async function createProduct(api: MerchantApi) {
  const body = { title: TITLE, price: 1, type: 'SERVICE' };
  return (await callApi(api, 'POST', '/dev/v1/products', productAnswer, body)).data;
}

const productCreated: Trigger = async (api) => {
  const product = await createProduct(api);
  return {
    result: { event: 'product:created', product },
    summary: `Triggered product:created: product ${product.uniqid} ("${TITLE}") created.`,
  };
};

const orderCreated: Trigger = async (api) => {
  const product = await createProduct(api);
  const body = { customer_email: BUYER, items: [{ product_id: product.id, quantity: 1 }] };
  const order = (await callApi(api, 'POST', '/dev/v1/orders', orderAnswer, body)).data;
  return {
    result: { event: 'order:created', product, order },
    summary:
      `Triggered order:created: order ${order.uniqid}, left unpaid, for product ${product.uniqid} ` +
      '(which fired product:created).',
  };
};

/**
 * A developer payment (no lines, so nothing to deliver) paid by acting as the buyer at the test
 * provider's page, as `order pay` does for the operator: the platform then emits order:created
 * and order:paid as for any sale. Asks first whether the shop takes test payments, so a shop
 * that does not is told why before anything is written.
 */
const orderPaid: Trigger = async (api) => {
  const { data: capabilities } = await callApi(api, 'GET', '/dev/v1/me/capabilities', capabilitiesAnswer);
  if (!capabilities.enabledPaymentMethods.includes('TEST')) throw new CommandFailure(NOT_TEST_MODE);
  const { data: shop } = await callApi(api, 'GET', '/dev/v1/me', shopAnswer);
  const body = { title: TITLE, email: BUYER, value: 1, currency: shop.currency, gateway: 'TEST' };
  const { data: payment } = await callApi(api, 'POST', '/dev/v1/payments', paymentAnswer, body);
  const page = payment.checkout_url && new URL(payment.checkout_url, apiUrl(api, '/'));
  if (!page || !isHttpUrl(page.href)) {
    throw new CommandFailure(`Payment ${payment.uniqid} came without the test provider's page to pay it at.`);
  }
  const paid = await reach(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'succeed' }).toString(),
    // 303 back to the checkout is the test provider's "paid"; the checkout page is not needed.
    redirect: 'manual',
  });
  await paid.body?.cancel();
  if (paid.status !== 303) {
    throw new CommandFailure(
      `The test provider answered ${paid.status} instead of paying payment ${payment.uniqid}; it is left unpaid.`,
    );
  }
  return {
    result: {
      event: 'order:paid',
      payment: { uniqid: payment.uniqid, session_id: payment.session_id ?? null },
    },
    summary:
      `Triggered order:paid: payment ${payment.uniqid} paid through the test provider ` +
      '(order:created fired first).',
  };
};

/** The events `shopforge trigger` fires, each by doing through the API what makes it happen. */
export const TRIGGERS: ReadonlyMap<string, Trigger> = new Map([
  ['product:created', productCreated],
  ['order:created', orderCreated],
  ['order:paid', orderPaid],
]);
