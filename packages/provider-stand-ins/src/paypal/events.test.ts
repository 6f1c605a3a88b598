import { describe, expect, it } from 'vitest';
import { call, capturedOrder, createOrder, useStandIn } from './test-support';

describe('capture events', () => {
  const t = useStandIn();

  it('captureCompleted(): PAYMENT.CAPTURE.COMPLETED with the capture and its order id', async () => {
    const { orderId, captureId } = await capturedOrder(t.standIn);
    const event = t.standIn.captureCompleted(orderId);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^WH-/),
      event_version: '1.0',
      create_time: expect.any(String),
      resource_type: 'capture',
      resource_version: '2.0',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: 'Payment completed for $ 25.00 USD',
      resource: {
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '25.00' },
        custom_id: 'att_1',
        invoice_id: 'INV-1',
        supplementary_data: { related_ids: { order_id: orderId } },
      },
      links: [
        { href: `${t.standIn.url}/v1/notifications/webhooks-events/${event.id}`, rel: 'self', method: 'GET' },
        {
          href: `${t.standIn.url}/v1/notifications/webhooks-events/${event.id}/resend`,
          rel: 'resend',
          method: 'POST',
        },
      ],
    });
  });

  it('captureCompleted() throws for an order not captured, and for an unknown order', async () => {
    const orderId = await createOrder(t.standIn);
    expect(() => t.standIn.captureCompleted(orderId)).toThrow(/PAYER_ACTION_REQUIRED, not captured/);
    expect(() => t.standIn.captureCompleted('NOPE')).toThrow(/no order NOPE/);
  });

  it('captureDenied(): the capture is DECLINED and cannot be refunded', async () => {
    const { orderId, captureId } = await capturedOrder(t.standIn);
    const event = t.standIn.captureDenied(orderId);
    expect(event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.DENIED',
      resource_type: 'capture',
      summary: 'Payment denied for $ 25.00 USD',
      resource: { id: captureId, status: 'DECLINED' },
    });
    expect((await call(t.standIn, 'GET', `/v2/payments/captures/${captureId}`)).json.status).toBe('DECLINED');
    const refund = await call(t.standIn, 'POST', `/v2/payments/captures/${captureId}/refund`);
    expect(refund.json).toMatchObject({ details: [{ issue: 'REFUND_NOT_ALLOWED' }] });
    expect(() => t.standIn.captureDenied(orderId)).toThrow(/DECLINED/);
  });
});

describe('refund events', () => {
  const t = useStandIn();

  it('refundInDashboard(): a refund without custom_id, linked up to the capture, counted against it', async () => {
    const { orderId, captureId } = await capturedOrder(t.standIn);
    const event = t.standIn.refundInDashboard(orderId, '5.00');
    expect(event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource_version: '2.0',
      summary: 'A $ 5.00 USD capture payment was refunded',
      resource: {
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '5.00' },
        links: [
          { rel: 'self', href: expect.stringContaining('/v2/payments/refunds/') },
          { rel: 'up', href: `${t.standIn.url}/v2/payments/captures/${captureId}`, method: 'GET' },
        ],
      },
    });
    expect(event.resource).not.toHaveProperty('custom_id');
    expect((await call(t.standIn, 'GET', `/v2/payments/captures/${captureId}`)).json.status).toBe(
      'PARTIALLY_REFUNDED',
    );
    const rest = t.standIn.refundInDashboard(orderId);
    expect(rest.resource).toMatchObject({ amount: { value: '20.00' } });
    expect((await call(t.standIn, 'GET', `/v2/payments/captures/${captureId}`)).json.status).toBe('REFUNDED');
    expect(() => t.standIn.refundInDashboard(orderId, '1.00')).toThrow(/cannot be refunded/);
  });

  it('refundEvent(): the event of a refund made through the API, custom_id included', async () => {
    const { captureId } = await capturedOrder(t.standIn);
    const refund = await call(t.standIn, 'POST', `/v2/payments/captures/${captureId}/refund`, {
      body: { amount: { currency_code: 'USD', value: '2.50' }, custom_id: 'rf_9' },
    });
    const event = t.standIn.refundEvent(String(refund.json.id));
    expect(event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: { id: refund.json.id, custom_id: 'rf_9', amount: { value: '2.50' } },
    });
    expect(() => t.standIn.refundEvent('NOPE')).toThrow(/no refund NOPE/);
  });
});
