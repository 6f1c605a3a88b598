import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, useStandIn } from './test-support';

const disputeOf = (event: { data: { object: Record<string, unknown> } }) =>
  event.data.object as unknown as Stripe.Dispute;

describe('dispute()', () => {
  const t = useStandIn();

  async function paid(): Promise<{ sessionId: string; intentId: string }> {
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    return { sessionId: session.id, intentId: String(t.standIn.pay(session.id).data.object.payment_intent) };
  }

  it('create answers charge.dispute.created with a needs_response dispute on the charge', async () => {
    const { sessionId, intentId } = await paid();
    const event = t.standIn.dispute(sessionId, 'create', 'fraudulent');
    expect(event.type).toBe('charge.dispute.created');
    const dispute = disputeOf(event);
    expect(dispute.id).toMatch(/^dp_/);
    const intent = await t.stripe.paymentIntents.retrieve(intentId);
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 2500,
      currency: 'usd',
      charge: intent.latest_charge,
      payment_intent: intentId,
      reason: 'fraudulent',
      status: 'needs_response',
      livemode: false,
      evidence_details: { has_evidence: false, past_due: false, submission_count: 0 },
    });
    expect(dispute.evidence_details.due_by).toBeGreaterThan(dispute.created);
    expect(await t.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({ disputed: true });
    expect(await t.stripe.disputes.retrieve(dispute.id)).toMatchObject({ status: 'needs_response' });
  });

  it('won and lost answer charge.dispute.closed with that status', async () => {
    for (const outcome of ['won', 'lost'] as const) {
      const { sessionId } = await paid();
      const opened = disputeOf(t.standIn.dispute(sessionId, 'create'));
      expect(opened.reason).toBe('general');
      const closed = t.standIn.dispute(sessionId, outcome);
      expect(closed.type).toBe('charge.dispute.closed');
      expect(disputeOf(closed)).toMatchObject({ id: opened.id, status: outcome });
    }
  });

  it('throws for closing without an open dispute, disputing twice, or an unpaid session', async () => {
    const { sessionId } = await paid();
    expect(() => t.standIn.dispute(sessionId, 'won')).toThrow(/no open dispute/);
    t.standIn.dispute(sessionId, 'create');
    expect(() => t.standIn.dispute(sessionId, 'create')).toThrow(/already disputed/);
    const open = await t.stripe.checkout.sessions.create(sessionParams());
    expect(() => t.standIn.dispute(open.id, 'create')).toThrow(/is open, not complete/);
  });
});
