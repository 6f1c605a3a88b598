import { describe, expect, it } from 'vitest';
import { call, capturedOrder, createOrder, useStandIn } from './test-support';

describe('dispute()', () => {
  const t = useStandIn();

  it('create: CUSTOMER.DISPUTE.CREATED naming the capture as seller_transaction_id', async () => {
    const { orderId, captureId } = await capturedOrder(t.standIn);
    const event = t.standIn.dispute(orderId, 'create');
    const disputeId = String(event.resource.dispute_id);
    expect(disputeId).toMatch(/^PP-D-\d+$/);
    expect(event).toMatchObject({
      event_type: 'CUSTOMER.DISPUTE.CREATED',
      resource_type: 'dispute',
      summary: `A new dispute opened with Case # ${disputeId}`,
      resource: {
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        status: 'WAITING_FOR_SELLER_RESPONSE',
        dispute_amount: { currency_code: 'USD', value: '25.00' },
        disputed_transactions: [
          {
            seller_transaction_id: captureId,
            invoice_number: 'INV-1',
            custom: 'att_1',
            gross_amount: { currency_code: 'USD', value: '25.00' },
          },
        ],
        dispute_life_cycle_stage: 'INQUIRY',
        seller_response_due_date: expect.any(String),
      },
    });
    expect(event.resource).not.toHaveProperty('dispute_outcome');
    const read = await call(t.standIn, 'GET', `/v1/customer/disputes/${disputeId}`);
    expect(read.json).toMatchObject({ dispute_id: disputeId, status: 'WAITING_FOR_SELLER_RESPONSE' });
  });

  it('an open dispute refuses a partial refund (TRANSACTION_DISPUTED)', async () => {
    const { orderId, captureId } = await capturedOrder(t.standIn);
    t.standIn.dispute(orderId, 'create', 'UNAUTHORISED');
    const partial = await call(t.standIn, 'POST', `/v2/payments/captures/${captureId}/refund`, {
      body: { amount: { currency_code: 'USD', value: '1.00' } },
    });
    expect(partial.json).toMatchObject({ details: [{ issue: 'TRANSACTION_DISPUTED' }] });
  });

  it('won: RESOLVED in the seller’s favour, nothing refunded', async () => {
    const { orderId } = await capturedOrder(t.standIn);
    t.standIn.dispute(orderId, 'create');
    const event = t.standIn.dispute(orderId, 'won');
    expect(event).toMatchObject({
      event_type: 'CUSTOMER.DISPUTE.RESOLVED',
      resource: {
        status: 'RESOLVED',
        dispute_outcome: {
          outcome_code: 'RESOLVED_SELLER_FAVOUR',
          amount_refunded: { currency_code: 'USD', value: '0.00' },
        },
      },
    });
  });

  it('lost: RESOLVED in the buyer’s favour; the capture can no longer be refunded', async () => {
    const { orderId, captureId } = await capturedOrder(t.standIn);
    t.standIn.dispute(orderId, 'create', 'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED');
    const event = t.standIn.dispute(orderId, 'lost');
    expect(event.resource).toMatchObject({
      reason: 'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED',
      dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR', amount_refunded: { value: '25.00' } },
    });
    const refund = await call(t.standIn, 'POST', `/v2/payments/captures/${captureId}/refund`);
    expect(refund.json).toMatchObject({ details: [{ issue: 'REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK' }] });
  });

  it('throws for test mistakes: no capture, a second dispute, nothing to resolve, an unknown reason', async () => {
    const uncaptured = await createOrder(t.standIn);
    expect(() => t.standIn.dispute(uncaptured, 'create')).toThrow(/not captured/);
    const { orderId } = await capturedOrder(t.standIn);
    expect(() => t.standIn.dispute(orderId, 'won')).toThrow(/no open dispute/);
    expect(() => t.standIn.dispute(orderId, 'create', 'BORED')).toThrow(/no dispute reason/);
    t.standIn.dispute(orderId, 'create');
    expect(() => t.standIn.dispute(orderId, 'create')).toThrow(/already disputed/);
    t.standIn.dispute(orderId, 'lost');
    expect(() => t.standIn.dispute(orderId, 'won')).toThrow(/no open dispute/);
  });
});
