import { describe, expect, it } from 'vitest';
import { call, createOrder, orderBody, requestToken, useStandIn } from './test-support';

describe('failNext()', () => {
  const t = useStandIn();

  it('the next calls answer the armed error in PayPal’s shape, then calls are served again', async () => {
    const token = String((await requestToken(t.standIn)).json.access_token);
    t.standIn.failNext(2, { status: 503, name: 'SERVICE_UNAVAILABLE' });
    for (let i = 0; i < 2; i += 1) {
      const answer = await call(t.standIn, 'POST', '/v2/checkout/orders', { body: orderBody(), token });
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({
        name: 'SERVICE_UNAVAILABLE',
        message: 'Service Unavailable.',
        debug_id: expect.any(String),
        details: [],
        links: [expect.objectContaining({ rel: 'information_link' })],
      });
    }
    expect((await call(t.standIn, 'POST', '/v2/checkout/orders', { body: orderBody(), token })).status).toBe(
      201,
    );
  });

  it('an issue and message become the details entry; the OAuth call is not counted', async () => {
    const id = await createOrder(t.standIn);
    t.standIn.approve(id);
    t.standIn.failNext(1, {
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'INSTRUMENT_DECLINED',
      message: 'Declined.',
    });
    expect((await requestToken(t.standIn)).status).toBe(200);
    const answer = await call(t.standIn, 'POST', `/v2/checkout/orders/${id}/capture`);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      message: 'Declined.',
      details: [{ issue: 'INSTRUMENT_DECLINED', description: 'Declined.' }],
    });
    // The capture never happened: a retry captures.
    expect((await call(t.standIn, 'POST', `/v2/checkout/orders/${id}/capture`)).status).toBe(201);
  });

  it('refuses nonsense', () => {
    expect(() => t.standIn.failNext(1, { status: 200, name: 'OK' })).toThrow(/no error status/);
    expect(() => t.standIn.failNext(-1, { status: 500, name: 'INTERNAL_SERVER_ERROR' })).toThrow(
      /whole number/,
    );
    expect(() => t.standIn.failNext(1, { status: 500, name: '' })).toThrow(/name is empty/);
  });
});
