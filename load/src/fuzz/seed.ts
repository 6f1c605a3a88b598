import { call } from '../http';
import { dev, resellerSetup } from '../fixtures';
import type { LoadPlatform } from '../platform';

export interface FuzzSeed {
  devKey: string;
  resellerKeys: string[];
  /** `api:segment:param` → an existing resource of the fuzzed shop (see `idKey`). */
  realIds: Map<string, string>;
  /** Resources that could not be seeded (their routes are fuzzed with unknown ids only). */
  skipped: string[];
}

/**
 * One shop with one of most kinds of resource, so that bad requests also reach routes with ids
 * that exist: a bad body for a real product must be refused just like one for an unknown one.
 */
export async function seedFuzzShop(p: LoadPlatform): Promise<FuzzSeed> {
  const setup = await resellerSetup(p, { serials: 20, topup: '50.00', keyCount: 10, prefix: 'FUZZ' });
  const key = setup.merchantKey;
  const ids = new Map<string, string>();
  const skipped: string[] = [];
  const seed = async (name: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (error) {
      skipped.push(`${name}: ${(error as Error).message.slice(0, 160)}`);
    }
  };
  type Created = { id: string; uniqid?: string; code?: string };

  ids.set('dev:products:id', setup.productId);
  ids.set('dev:resellers:reseller_relationship_id', setup.relationshipId);
  await seed('product uniqid', async () => {
    const product = await dev<Created>(p, key, 'GET', `/dev/v1/products/${setup.productId}`);
    if (product.uniqid) ids.set('dev:products:uniqid', product.uniqid);
  });
  await seed('variant', async () => {
    const variant = await dev<Created>(p, key, 'POST', `/dev/v1/products/${setup.productId}/variants`, {
      title: 'Fuzz variant',
      price: 3,
    });
    ids.set('dev:variants:variantId', variant.id);
  });
  await seed('variant field', async () => {
    const field = await dev<Created>(p, key, 'POST', `/dev/v1/products/${setup.productId}/variants/fields`, {
      name: 'Region',
    });
    ids.set('dev:fields:fieldId', field.id);
  });
  await seed('coupon', async () => {
    const coupon = await dev<Created>(p, key, 'POST', '/dev/v1/coupons', {
      code: 'FUZZ10',
      type: 'PERCENTAGE',
      discount: 10,
    });
    ids.set('dev:coupons:id', coupon.id);
    ids.set('dev:code:code', 'FUZZ10');
  });
  for (const [segment, path, body] of [
    ['categories', '/dev/v1/categories', { title: 'Fuzz category' }],
    ['groups', '/dev/v1/groups', { title: 'Fuzz group' }],
    ['customers', '/dev/v1/customers', { email: 'fuzz-customer@example.com' }],
    ['blacklist', '/dev/v1/blacklist', { type: 'EMAIL', data: 'blocked@example.com' }],
    ['segments', '/dev/v1/email-marketing/segments', { name: 'Fuzz segment' }],
    ['reports', '/dev/v1/analytics/reports', { name: 'Fuzz report' }],
    ['licenses', '/dev/v1/licenses', { product_id: setup.productId }],
    ['tiers', '/dev/v1/reseller-program/tiers', { name: 'Gold', discount_percent: 60, rank: 5 }],
  ] as const) {
    await seed(segment, async () => {
      const created = await dev<Created>(p, key, 'POST', path, body);
      ids.set(`dev:${segment}:${segment === 'tiers' ? 'tier_id' : 'id'}`, created.id);
    });
  }
  await seed('webhook', async () => {
    // Subscribed to an event nothing in the fuzz run causes, so no delivery changes the queue.
    const hook = await dev<Created>(p, key, 'POST', '/dev/v1/webhooks', {
      url: 'http://127.0.0.1:9/fuzz-hook',
      events: ['dispute:opened'],
    });
    ids.set('dev:webhooks:id', hook.id);
  });
  await seed('payment link', async () => {
    const link = await dev<Created>(p, key, 'POST', '/dev/v1/payment-links', {
      title: 'Fuzz link',
      amount: 5,
    });
    ids.set('dev:payment-links:id', link.id);
  });
  await seed('order', async () => {
    const order = await dev<Created & { invoice?: { uniqid?: string } }>(p, key, 'POST', '/dev/v1/orders', {
      customer_email: 'fuzz-buyer@example.com',
      items: [{ product_id: setup.productId, quantity: 1 }],
    });
    ids.set('dev:orders:id', order.id);
    const uniqid = order.uniqid ?? order.invoice?.uniqid;
    if (uniqid) {
      ids.set('dev:invoices:uniqid', uniqid);
      ids.set('dev:payments:uniqid', uniqid);
    }
  });
  await seed('theme', async () => {
    const theme = await dev<Created>(p, key, 'POST', '/dev/v1/themes/control/create', { name: 'Fuzz theme' });
    ids.set('dev:themes:id', theme.id);
  });
  await seed('embed campaign', async () => {
    const campaign = await dev<Created>(
      p,
      key,
      'POST',
      `/dev/v1/resellers/${setup.relationshipId}/embed-campaigns`,
      { name: 'Fuzz campaign', product_ids: [setup.productId] },
    );
    ids.set('dev:embed-campaigns:campaign_id', campaign.id);
  });
  await seed('reseller order', async () => {
    const res = await call(p.gatewayUrl, 'POST', '/reseller/v1/orders', {
      token: setup.keys[0],
      headers: { 'idempotency-key': 'fuzz-seed-order' },
      body: { items: [{ product_id: setup.productId, quantity: 1 }] },
    });
    if (res.status !== 201) throw new Error(`answered ${res.status}: ${res.text.slice(0, 200)}`);
    ids.set('reseller:orders:id', (res.body as { data: { order: { uniqid: string } } }).data.order.uniqid);
  });
  return { devKey: key, resellerKeys: setup.keys, realIds: ids, skipped };
}
