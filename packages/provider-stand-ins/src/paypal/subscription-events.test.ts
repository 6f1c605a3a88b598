import { describe, expect, it } from 'vitest';
import { activeSubscription, pendingSubscription } from './subscription-support';
import { call, useStandIn } from './test-support';

describe('subscription events on PayPal’s side', () => {
  const t = useStandIn();

  it('approveSubscription: BILLING.SUBSCRIPTION.ACTIVATED with billing_info; saleCompleted for its sale', async () => {
    const id = String((await pendingSubscription(t.standIn)).id);
    const event = t.standIn.approveSubscription(id);
    expect(event).toMatchObject({
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      resource_type: 'subscription',
      resource_version: '2.0',
      summary: 'Subscription activated',
      resource: { id, status: 'ACTIVE', custom_id: 'sub_1', billing_info: { failed_payments_count: 0 } },
    });
    const [saleId = ''] = t.standIn.subscriptionSales(id);
    expect(t.standIn.saleCompleted(saleId)).toMatchObject({
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource_type: 'sale',
      resource_version: '1.0',
      resource: { id: saleId, billing_agreement_id: id, amount: { total: '15.00', currency: 'EUR' } },
    });
    expect(() => t.standIn.approveSubscription(id)).toThrow(/ACTIVE/);
    const stored = await call(t.standIn, 'GET', `/v1/notifications/webhooks-events/${event.id}`);
    expect(stored.json.id).toBe(event.id);
  });

  it('renewSubscription: a new sale with its PAYMENT.SALE.COMPLETED', async () => {
    const { subscriptionId, saleId } = await activeSubscription(t.standIn);
    const event = t.standIn.renewSubscription(subscriptionId);
    expect(event.event_type).toBe('PAYMENT.SALE.COMPLETED');
    expect(event.resource.id).not.toBe(saleId);
    expect(t.standIn.subscriptionSales(subscriptionId)).toEqual([saleId, event.resource.id]);
  });

  it('failSubscriptionPayment counts failures, makes the price outstanding and suspends at the threshold', async () => {
    const { subscriptionId } = await activeSubscription(t.standIn);
    const first = t.standIn.failSubscriptionPayment(subscriptionId);
    expect(first).toMatchObject({
      event_type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
      resource_type: 'subscription',
      resource: {
        status: 'ACTIVE',
        billing_info: {
          failed_payments_count: 1,
          outstanding_balance: { value: '15.00', currency_code: 'EUR' },
          last_failed_payment: { amount: { value: '15.00' } },
        },
      },
    });
    t.standIn.failSubscriptionPayment(subscriptionId);
    const third = t.standIn.failSubscriptionPayment(subscriptionId);
    expect(third.resource).toMatchObject({ status: 'SUSPENDED', billing_info: { failed_payments_count: 3 } });
    expect(() => t.standIn.renewSubscription(subscriptionId)).toThrow(/SUSPENDED/);
  });

  it('a renewal after a failure bills what is outstanding too and resets the count', async () => {
    const { subscriptionId } = await activeSubscription(t.standIn);
    t.standIn.failSubscriptionPayment(subscriptionId);
    const renewal = t.standIn.renewSubscription(subscriptionId);
    expect(renewal.resource).toMatchObject({ amount: { total: '30.00' } });
    const read = await call(t.standIn, 'GET', `/v1/billing/subscriptions/${subscriptionId}`);
    expect(read.json).toMatchObject({
      billing_info: { failed_payments_count: 0, outstanding_balance: { value: '0.00' } },
    });
  });

  it('cancelSubscriptionAtPayPal: BILLING.SUBSCRIPTION.CANCELLED; then the API refuses cancel', async () => {
    const { subscriptionId } = await activeSubscription(t.standIn);
    expect(t.standIn.cancelSubscriptionAtPayPal(subscriptionId)).toMatchObject({
      event_type: 'BILLING.SUBSCRIPTION.CANCELLED',
      resource: { id: subscriptionId, status: 'CANCELLED' },
    });
    const refused = await call(t.standIn, 'POST', `/v1/billing/subscriptions/${subscriptionId}/cancel`, {
      body: { reason: 'x' },
    });
    expect(refused).toMatchObject({
      status: 422,
      json: { details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] },
    });
  });

  it('saleRefundedInDashboard: PAYMENT.SALE.REFUNDED with the v1 refund naming sale_id', async () => {
    const { saleId } = await activeSubscription(t.standIn);
    const event = t.standIn.saleRefundedInDashboard(saleId, '5.00');
    expect(event).toMatchObject({
      event_type: 'PAYMENT.SALE.REFUNDED',
      resource_version: '1.0',
      resource: { sale_id: saleId, state: 'completed', amount: { total: '5.00', currency: 'EUR' } },
    });
    expect(t.standIn.saleRefundedInDashboard(saleId).resource).toMatchObject({ amount: { total: '10.00' } });
    expect(() => t.standIn.saleRefundedInDashboard(saleId)).toThrow(/cannot be refunded/);
  });
});
