import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeStandIn } from './server';
import { SECRET_KEY, clientFor, failureOf, useStandIn } from './test-support';

describe('GET /v1/account', () => {
  const t = useStandIn();

  it('answers the key’s own standard account, ready to take payments', async () => {
    const account = await t.stripe.accounts.retrieve(null);
    expect(account.id).toMatch(/^acct_1[A-Za-z0-9]{15}$/);
    expect(account).toMatchObject({
      object: 'account',
      type: 'standard',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      country: 'US',
      default_currency: 'usd',
      email: 'shop@example.com',
      business_profile: { name: 'Stand-in Shop' },
      capabilities: { card_payments: 'active' },
      requirements: { currently_due: [], disabled_reason: null },
      external_accounts: { object: 'list', data: [], url: `/v1/accounts/${account.id}/external_accounts` },
    });
    expect(Math.abs(Number(account.created) - Date.now() / 1000)).toBeLessThan(5);
    expect(t.standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/account',
      apiKey: SECRET_KEY,
    });
  });

  it('is the same account for the same key, also in another stand-in, and another for another key', async () => {
    const first = await t.stripe.accounts.retrieve(null);
    expect(await t.stripe.accounts.retrieveCurrent()).toEqual(first);
    const other = await startStripeStandIn();
    try {
      expect((await clientFor(other).accounts.retrieveCurrent()).id).toBe(first.id);
      expect((await clientFor(other, 'sk_test_another_key_1234').accounts.retrieveCurrent()).id).not.toBe(
        first.id,
      );
    } finally {
      await other.close();
    }
  });

  it('with validKeys, an unknown key is refused with 401', async () => {
    const standIn = await startStripeStandIn({ validKeys: [SECRET_KEY] });
    try {
      expect((await clientFor(standIn).accounts.retrieveCurrent()).charges_enabled).toBe(true);
      const error = await failureOf(clientFor(standIn, 'sk_test_wrong_key_9876').accounts.retrieveCurrent());
      expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
      expect(error.statusCode).toBe(401);
    } finally {
      await standIn.close();
    }
  });
});
