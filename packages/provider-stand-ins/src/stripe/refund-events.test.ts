import { describe, expect, it } from 'vitest';
import { sessionParams, useStandIn } from './test-support';

describe('refund events', () => {
  const t = useStandIn();

  it('a dashboard refund counts against the charge and answers refund.created without metadata', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.pay(created.id);
    const event = t.standIn.refundInDashboard(created.id, 700);
    expect(event.type).toBe('refund.created');
    expect(event.data.object).toMatchObject({
      object: 'refund',
      amount: 700,
      status: 'succeeded',
      metadata: {},
      payment_intent: expect.stringMatching(/^pi_/),
    });
    const charge = await t.stripe.charges.retrieve(String(event.data.object.charge));
    expect(charge.amount_refunded).toBe(700);
    expect(() => t.standIn.refundInDashboard(created.id, 1801)).toThrow(/cannot be refunded/);
  });

  it('refund.created of an API refund carries the metadata the refund was made with', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const paid = t.standIn.pay(created.id);
    const refund = await t.stripe.refunds.create({
      payment_intent: String(paid.data.object.payment_intent),
      amount: 500,
      metadata: { shopforge_refund: 'r-1' },
    });
    expect(t.standIn.refundCreated(refund.id).data.object).toMatchObject({
      id: refund.id,
      metadata: { shopforge_refund: 'r-1' },
    });
  });
});
