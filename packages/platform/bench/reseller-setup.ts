/**
 * A shop selling serial codes wholesale and resellers ready to buy them, built the way a merchant
 * and the operator would: Developer API calls through the gateway, operator procedures for what
 * only the operator does (accepting an invitation, topping up a balance, minting keys).
 */
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import type { ResellerRouter } from '@shopforge/service-reseller/router';
import type { RunningPlatform } from '../src/launch';

export interface ResellerFixture {
  productId: string;
  /** Per buyer (one reseller each), its API keys. */
  buyers: string[][];
}

const CODES_PER_UPLOAD = 10_000;

/** A Developer API call that must succeed; its `data`. */
export async function api(
  platform: Pick<RunningPlatform, 'gatewayUrl'>,
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  const res = await fetch(`${platform.gatewayUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as { data: Record<string, unknown> };
}

/** In batches, so a few thousand keys do not open a few thousand connections at once. */
async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

export async function setUpResellers(
  platform: Pick<RunningPlatform, 'gatewayUrl' | 'operatorToken' | 'serviceUrls'>,
  options: { buyers: number; keysPerBuyer: number; codes: number },
): Promise<ResellerFixture> {
  const credential = { operatorToken: platform.operatorToken };
  const operator = createServiceClient<OauthRouter>({ url: platform.serviceUrls.oauth, credential });
  const reseller = createServiceClient<ResellerRouter>({ url: platform.serviceUrls.reseller, credential });
  const shop = await operator.operator.createShop.mutate({
    name: 'Bench Wholesale Shop',
    currency: 'USD',
    plan: 'enterprise',
  });
  const merchant = shop.api_key;
  await api(platform, 'PATCH', '/dev/v1/reseller-program', merchant, {
    is_enabled: true,
    default_wholesale_discount_percent: 20,
  });
  const product = await api(platform, 'POST', '/dev/v1/products', merchant, {
    title: 'Bench Key',
    price: 1,
    type: 'SERIALS',
  });
  const productId = String(product.data.id);
  for (let uploaded = 0; uploaded < options.codes; uploaded += CODES_PER_UPLOAD) {
    const count = Math.min(CODES_PER_UPLOAD, options.codes - uploaded);
    const serials = Array.from({ length: count }, (_, i) => `BENCH-${uploaded + i}`);
    await api(platform, 'POST', `/dev/v1/products/${productId}/serials`, merchant, { serials });
  }
  const buyers = await inBatches(options.buyers, 10, async (i) => {
    const invited = await api(platform, 'POST', '/dev/v1/resellers/invite', merchant, {
      email: `buyer-${i}@bench.example`,
      product_access: [{ product_id: productId }],
    });
    const invitation = invited.data.invitation as { id: string };
    const relationship = await reseller.operator.acceptInvitation.mutate({ invitation_id: invitation.id });
    await reseller.operator.topup.mutate({ relationship_id: relationship.id, amount: '1000000.00' });
    return inBatches(options.keysPerBuyer, 10, async () => {
      const created = await reseller.keys.create.mutate({ relationship_id: relationship.id });
      return created.api_key;
    });
  });
  return { productId, buyers };
}

/** What a load run of `POST /reseller/v1/orders` needs: where, what, whose keys, one real answer. */
export interface ResellerOrderTarget {
  url: string;
  body: string;
  buyers: string[][];
  sample: { status: number; body: string; headers: Record<string, string> };
}

/** Resellers ready to buy (`setUpResellers`) and one order placed, as the load will place them. */
export async function resellerOrderTarget(
  platform: Pick<RunningPlatform, 'gatewayUrl' | 'operatorToken' | 'serviceUrls'>,
  options: { buyers: number; keysPerBuyer: number; codes: number },
  tag: string,
): Promise<ResellerOrderTarget> {
  const fixture = await setUpResellers(platform, options);
  const body = JSON.stringify({ items: [{ product_id: fixture.productId, quantity: 1 }] });
  const url = `${platform.gatewayUrl}/reseller/v1/orders`;
  const sample = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${fixture.buyers[0]?.[0]}`,
      'content-type': 'application/json',
      'idempotency-key': `sample-${tag}`,
    },
    body,
  });
  const text = await sample.text();
  if (sample.status !== 201 && sample.status !== 200) {
    throw new Error(`POST /reseller/v1/orders answered ${sample.status}: ${text.slice(0, 300)}`);
  }
  return {
    url,
    body,
    buyers: fixture.buyers,
    sample: { status: sample.status, body: text, headers: Object.fromEntries(sample.headers.entries()) },
  };
}
