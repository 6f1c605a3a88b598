import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, useStandIn } from './test-support';

const SECRET = 'whsec_stand_in_test_secret';

describe('sign()', () => {
  const t = useStandIn();

  async function completedEvent() {
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    return t.standIn.pay(session.id);
  }

  it('signs so that the SDK’s constructEvent verifies the event', async () => {
    const event = await completedEvent();
    const { body, header } = t.standIn.sign(event, SECRET);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
    const verified = t.stripe.webhooks.constructEvent(body, header, SECRET);
    expect(verified).toEqual(event);
  });

  it('a tampered body or another secret fails with StripeSignatureVerificationError', async () => {
    const { body, header } = t.standIn.sign(await completedEvent(), SECRET);
    const tampered = body.replace('"amount_total": 2500', '"amount_total": 1');
    expect(tampered).not.toBe(body);
    expect(() => t.stripe.webhooks.constructEvent(tampered, header, SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => t.stripe.webhooks.constructEvent(body, header, `${SECRET}x`)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('posts the event pretty-printed, as Stripe does, so only the raw bytes verify', async () => {
    const event = await completedEvent();
    const { body, header } = t.standIn.sign(event, SECRET);
    expect(JSON.parse(body)).toEqual(event);
    expect(() => t.stripe.webhooks.constructEvent(JSON.stringify(JSON.parse(body)), header, SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
