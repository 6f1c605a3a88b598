import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { failureOf, sessionParams, useStandIn } from './test-support';

describe('failNext()', () => {
  const t = useStandIn();

  it('a 500 api_error reaches the SDK as StripeAPIError, for the armed count only', async () => {
    t.standIn.failNext(2, { status: 500, type: 'api_error' });
    for (let i = 0; i < 2; i += 1) {
      const error = await failureOf(t.stripe.checkout.sessions.create(sessionParams()));
      expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
      expect(error).toMatchObject({ statusCode: 500, message: 'An unknown error occurred' });
    }
    expect((await t.stripe.checkout.sessions.create(sessionParams())).status).toBe('open');
  });

  it('a 402 card_error with a code reaches the SDK as StripeCardError', async () => {
    t.standIn.failNext(1, { status: 402, type: 'card_error', code: 'card_declined', message: 'Declined.' });
    const error = await failureOf(t.stripe.checkout.sessions.create(sessionParams()));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'card_declined', message: 'Declined.' });
  });

  it('an injected failure is not kept for the idempotency key, so the retry is served', async () => {
    const options = { idempotencyKey: 'shopforge-attempt-att_1' };
    t.standIn.failNext(1, { status: 503, type: 'api_error' });
    await failureOf(t.stripe.checkout.sessions.create(sessionParams(), options));
    const session = await t.stripe.checkout.sessions.create(sessionParams(), options);
    expect(session.object).toBe('checkout.session');
    expect(t.standIn.requests).toHaveLength(2);
  });

  it('refuses a count or status that makes no fault', () => {
    expect(() => t.standIn.failNext(-1, { status: 500, type: 'api_error' })).toThrow();
    expect(() => t.standIn.failNext(1, { status: 200, type: 'api_error' })).toThrow();
  });
});
