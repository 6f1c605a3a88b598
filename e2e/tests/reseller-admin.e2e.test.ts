import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const cli = (...args: string[]) => operatorCli(p)(...args);

describe('reseller program administration', () => {
  it('program settings, an invitation with product access, acceptance and a top-up', async () => {
    const { fullKey } = await newShop(p);
    const initial = await call(p.gatewayUrl, 'GET', '/dev/v1/reseller-program', { token: fullKey });
    expect((initial.body as { data: unknown }).data).toMatchObject({
      is_enabled: false,
      default_mode: 'BOTH',
    });
    const patched = await call(p.gatewayUrl, 'PATCH', '/dev/v1/reseller-program', {
      token: fullKey,
      body: { is_enabled: true, default_commission_percent: 12.5, min_payout_threshold: 50 },
    });
    expect((patched.body as { data: unknown }).data).toMatchObject({
      is_enabled: true,
      default_commission_percent: 12.5,
      min_payout_threshold: 50,
      default_mode: 'BOTH',
    });

    const product = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'Wholesale Key', price: 10, type: 'SERIALS' },
    });
    const productId = (product.body as { data: { id: string; uniqid: string } }).data;
    const invited = await call(p.gatewayUrl, 'POST', '/dev/v1/resellers/invite', {
      token: fullKey,
      body: {
        email: 'Partner@Example.com',
        mode: 'WHOLESALE',
        purchase_limit_daily: 500,
        product_access: [{ product_id: productId.uniqid, commission_percent_override: 20, max_quantity: 10 }],
      },
    });
    expect(invited.status).toBe(201);
    const invitation = (
      invited.body as { data: { invitation: { id: string; status: string; product_access: unknown[] } } }
    ).data.invitation;
    expect(invitation).toMatchObject({
      status: 'PENDING',
      product_access: [{ product_id: productId.id, commission_percent_override: 20, max_quantity: 10 }],
    });

    const accepted = await cli('reseller', 'accept', '--invitation', invitation.id, '--json');
    expect(accepted.code).toBe(0);
    const relationshipId = (JSON.parse(accepted.stdout) as { reseller_relationship_id: string })
      .reseller_relationship_id;
    const topped = await cli('reseller', 'topup', '--relationship', relationshipId, '--amount', '100.00');
    expect(topped.stdout).toBe('Balance 100.00 EUR (available 100.00).\n');

    const list = await call(p.gatewayUrl, 'GET', '/dev/v1/resellers', { token: fullKey });
    expect((list.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        id: relationshipId,
        email: 'partner@example.com',
        status: 'ACTIVE',
        mode: 'WHOLESALE',
        commission_percent: 12.5,
        purchase_limit_daily: 500,
      }),
    ]);
    // Another shop sees none of it.
    const other = await newShop(p);
    const otherList = await call(p.gatewayUrl, 'GET', '/dev/v1/resellers', { token: other.fullKey });
    expect((otherList.body as { data: unknown[] }).data).toEqual([]);
  });

  it('refuses products of another shop and bad terms, naming each field; needs the reseller scopes', async () => {
    const a = await newShop(p);
    const b = await newShop(p);
    const foreign = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: b.fullKey,
      body: { title: 'Not yours', price: 1, type: 'SERIALS' },
    });
    const foreignId = (foreign.body as { data: { id: string } }).data.id;
    const bad = await call(p.gatewayUrl, 'POST', '/dev/v1/resellers/invite', {
      token: a.fullKey,
      body: {
        email: 'x@example.com',
        custom_commission_percent: 150,
        product_access: [{ product_id: foreignId }],
      },
    });
    expect(bad.status).toBe(422);
    const fields = (bad.body as { error: { details: { field: string }[] } }).error.details.map(
      (detail) => detail.field,
    );
    expect(fields).toEqual(['custom_commission_percent']);
    const notOurs = await call(p.gatewayUrl, 'POST', '/dev/v1/resellers/invite', {
      token: a.fullKey,
      body: { email: 'x@example.com', product_access: [{ product_id: foreignId }] },
    });
    expect((notOurs.body as { error: { details: unknown[] } }).error.details).toEqual([
      { field: 'product_access.0.product_id', message: 'No such product in this shop.' },
    ]);
    const readOnly = await newKey(p, a.shop.id, ['reseller_programs.read']);
    const denied = await call(p.gatewayUrl, 'PATCH', '/dev/v1/reseller-program', {
      token: readOnly.api_key,
      body: { is_enabled: true },
    });
    expect([denied.status, errorOf(denied).message]).toEqual([403, 'Missing required API scope.']);
  });
});
