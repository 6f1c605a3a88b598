import { describe, expect, it } from 'vitest';
import {
  OTHER_CLIENT_ID,
  OTHER_CLIENT_SECRET,
  call,
  createOrder,
  orderBody,
  tokenFor,
  useStandIn,
} from './test-support';

describe('POST /v2/checkout/orders', () => {
  const t = useStandIn();

  it('with payment_source.paypal: 201 PAYER_ACTION_REQUIRED, minimal, with a payer-action link to the page', async () => {
    const answer = await call(t.standIn, 'POST', '/v2/checkout/orders', { body: orderBody() });
    expect(answer.status).toBe(201);
    const id = String(answer.json.id);
    expect(id).toMatch(/^[0-9A-Z]{17}$/);
    expect(answer.json).toEqual({
      id,
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      links: [
        { href: `${t.standIn.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${t.standIn.url}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
      ],
    });
  });

  it('legacy application_context: CREATED with approve, update and capture links', async () => {
    const { payment_source: _, ...legacy } = orderBody({
      application_context: { return_url: 'https://shop.example/r', cancel_url: 'https://shop.example/c' },
    });
    const answer = await call(t.standIn, 'POST', '/v2/checkout/orders', { body: legacy });
    const id = String(answer.json.id);
    expect(answer.json.status).toBe('CREATED');
    expect(answer.json.links).toEqual([
      { href: `${t.standIn.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
      { href: `${t.standIn.url}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
      { href: `${t.standIn.url}/v2/checkout/orders/${id}`, rel: 'update', method: 'PATCH' },
      { href: `${t.standIn.url}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
    ]);
  });

  it('Prefer: return=representation answers the whole order', async () => {
    const answer = await call(t.standIn, 'POST', '/v2/checkout/orders', {
      body: orderBody(),
      headers: { Prefer: 'return=representation' },
    });
    expect(answer.json).toMatchObject({
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      purchase_units: [
        {
          reference_id: 'inv_1',
          amount: { currency_code: 'USD', value: '25.00' },
          payee: {
            email_address: expect.stringMatching(/@business\.example\.com$/),
            merchant_id: expect.stringMatching(/^[0-9A-Z]{13}$/),
          },
          description: 'Invoice INV-1',
          custom_id: 'att_1',
          invoice_id: 'INV-1',
        },
      ],
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(answer.json.purchase_units).not.toContainEqual(
      expect.objectContaining({ payments: expect.anything() }),
    );
  });

  it('is recorded with its body and PayPal-Request-Id', async () => {
    await call(t.standIn, 'POST', '/v2/checkout/orders', {
      body: orderBody(),
      headers: { 'PayPal-Request-Id': 'req-1' },
    });
    expect(t.standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v2/checkout/orders',
      body: orderBody(),
      paypalRequestId: 'req-1',
    });
  });

  const cases: Array<[string, Record<string, unknown>, number, string, string]> = [
    ['no intent', { intent: undefined }, 400, 'MISSING_REQUIRED_PARAMETER', '/intent'],
    ['intent AUTHORIZE', { intent: 'AUTHORIZE' }, 400, 'INVALID_PARAMETER_VALUE', '/intent'],
    [
      'no purchase units',
      { purchase_units: undefined },
      400,
      'MISSING_REQUIRED_PARAMETER',
      '/purchase_units',
    ],
  ];
  it.each(cases)('refuses %s', async (_name, overrides, status, issue, field) => {
    const answer = await call(t.standIn, 'POST', '/v2/checkout/orders', { body: orderBody(overrides) });
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ details: [{ issue, field }] });
  });

  const amounts: Array<[string, unknown, number, string, string, string]> = [
    [
      'no amount',
      undefined,
      400,
      'INVALID_REQUEST',
      'MISSING_REQUIRED_PARAMETER',
      '/purchase_units/0/amount',
    ],
    [
      'no value',
      { currency_code: 'USD' },
      400,
      'INVALID_REQUEST',
      'MISSING_REQUIRED_PARAMETER',
      '/purchase_units/0/amount/value',
    ],
    [
      'a number value',
      { currency_code: 'USD', value: 25 },
      400,
      'INVALID_REQUEST',
      'INVALID_PARAMETER_SYNTAX',
      '/purchase_units/0/amount/value',
    ],
    [
      'a word value',
      { currency_code: 'USD', value: 'ten' },
      400,
      'INVALID_REQUEST',
      'INVALID_PARAMETER_SYNTAX',
      '/purchase_units/0/amount/value',
    ],
    [
      'a bad currency',
      { currency_code: 'usd', value: '1.00' },
      400,
      'INVALID_REQUEST',
      'INVALID_PARAMETER_SYNTAX',
      '/purchase_units/0/amount/currency_code',
    ],
    [
      'an unsupported currency',
      { currency_code: 'XYZ', value: '1.00' },
      422,
      'UNPROCESSABLE_ENTITY',
      'CURRENCY_NOT_SUPPORTED',
      '/purchase_units/0/amount/currency_code',
    ],
    [
      'three decimals',
      { currency_code: 'USD', value: '1.005' },
      422,
      'UNPROCESSABLE_ENTITY',
      'DECIMAL_PRECISION',
      '/purchase_units/0/amount/value',
    ],
    [
      'decimals in JPY',
      { currency_code: 'JPY', value: '100.5' },
      422,
      'UNPROCESSABLE_ENTITY',
      'DECIMAL_PRECISION',
      '/purchase_units/0/amount/value',
    ],
    [
      'zero',
      { currency_code: 'USD', value: '0.00' },
      422,
      'UNPROCESSABLE_ENTITY',
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      '/purchase_units/0/amount/value',
    ],
    [
      'a negative value',
      { currency_code: 'USD', value: '-1.00' },
      422,
      'UNPROCESSABLE_ENTITY',
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      '/purchase_units/0/amount/value',
    ],
  ];
  it.each(amounts)('refuses %s', async (_name, amount, status, name, issue, field) => {
    const answer = await call(t.standIn, 'POST', '/v2/checkout/orders', { body: orderBody({}, { amount }) });
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({
      name,
      debug_id: expect.any(String),
      details: [{ issue, field, description: expect.any(String) }],
      links: [{ rel: 'information_link', href: expect.stringContaining(`#error-${issue}`) }],
    });
  });

  it('takes 1000 JPY and amounts with a trailing zero beyond the decimals', async () => {
    const jpy = await call(t.standIn, 'POST', '/v2/checkout/orders', {
      body: orderBody({}, { amount: { currency_code: 'JPY', value: '1000' } }),
      headers: { Prefer: 'return=representation' },
    });
    expect(jpy.json).toMatchObject({ purchase_units: [{ amount: { currency_code: 'JPY', value: '1000' } }] });
    const usd = await call(t.standIn, 'POST', '/v2/checkout/orders', {
      body: orderBody({}, { amount: { currency_code: 'USD', value: '12.5' } }),
      headers: { Prefer: 'return=representation' },
    });
    expect(usd.json).toMatchObject({ purchase_units: [{ amount: { value: '12.50' } }] });
  });

  it('refuses a body that is not JSON with MALFORMED_REQUEST_JSON', async () => {
    const answer = await call(t.standIn, 'POST', '/v2/checkout/orders', { rawBody: '{"intent":' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ issue: 'MALFORMED_REQUEST_JSON' }],
    });
  });

  it('refuses a return_url that is no http(s) URL', async () => {
    const body = orderBody({
      payment_source: { paypal: { experience_context: { return_url: 'javascript:alert(1)' } } },
    });
    const answer = await call(t.standIn, 'POST', '/v2/checkout/orders', { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      details: [
        { issue: 'INVALID_PARAMETER_VALUE', field: '/payment_source/paypal/experience_context/return_url' },
      ],
    });
  });
});

describe('GET /v2/checkout/orders/:id', () => {
  const t = useStandIn();

  it('answers the order in full', async () => {
    const id = await createOrder(t.standIn);
    const answer = await call(t.standIn, 'GET', `/v2/checkout/orders/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id, intent: 'CAPTURE', status: 'PAYER_ACTION_REQUIRED' });
  });

  it('another client’s order, and an unknown id, are 404 INVALID_RESOURCE_ID', async () => {
    const id = await createOrder(t.standIn);
    const otherToken = await tokenFor(t.standIn, OTHER_CLIENT_ID, OTHER_CLIENT_SECRET);
    for (const [orderId, token] of [
      [id, otherToken],
      ['NOPE', undefined],
    ] as const) {
      const answer = await call(t.standIn, 'GET', `/v2/checkout/orders/${orderId}`, token ? { token } : {});
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        details: [{ field: 'order_id', value: orderId, location: 'path', issue: 'INVALID_RESOURCE_ID' }],
      });
    }
    const capture = await call(t.standIn, 'POST', `/v2/checkout/orders/${id}/capture`, { token: otherToken });
    expect(capture.status).toBe(404);
  });
});

describe('POST /v2/checkout/orders/:id/capture', () => {
  const t = useStandIn();

  it('before the buyer approved: 422 ORDER_NOT_APPROVED, and the order is unchanged', async () => {
    const id = await createOrder(t.standIn);
    const answer = await call(t.standIn, 'POST', `/v2/checkout/orders/${id}/capture`);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
      links: [
        {
          href: 'https://developer.paypal.com/docs/api/orders/v2/#error-ORDER_NOT_APPROVED',
          rel: 'information_link',
          method: 'GET',
        },
      ],
    });
    expect((await call(t.standIn, 'GET', `/v2/checkout/orders/${id}`)).json.status).toBe(
      'PAYER_ACTION_REQUIRED',
    );
  });

  it('an approved order: 201 COMPLETED with the capture and the payer; a second capture is ORDER_ALREADY_CAPTURED', async () => {
    const id = await createOrder(t.standIn);
    t.standIn.approve(id);
    const answer = await call(t.standIn, 'POST', `/v2/checkout/orders/${id}/capture`, { body: {} });
    expect(answer.status).toBe(201);
    const capture = (
      answer.json.purchase_units as Array<{ payments: { captures: Array<{ id: string }> } }>
    )[0]?.payments.captures[0];
    const captureId = String(capture?.id);
    expect(answer.json).toMatchObject({
      id,
      status: 'COMPLETED',
      payment_source: { paypal: { email_address: expect.any(String), account_status: 'VERIFIED' } },
      payer: {
        payer_id: expect.stringMatching(/^[0-9A-Z]{13}$/),
        email_address: expect.stringContaining('@'),
        name: { given_name: 'John', surname: 'Doe' },
      },
      links: [{ href: `${t.standIn.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' }],
    });
    expect(capture).toEqual({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '25.00' },
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      seller_receivable_breakdown: {
        gross_amount: { currency_code: 'USD', value: '25.00' },
        paypal_fee: { currency_code: 'USD', value: '1.36' },
        net_amount: { currency_code: 'USD', value: '23.64' },
      },
      invoice_id: 'INV-1',
      custom_id: 'att_1',
      links: [
        { href: `${t.standIn.url}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
        { href: `${t.standIn.url}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
        { href: `${t.standIn.url}/v2/checkout/orders/${id}`, rel: 'up', method: 'GET' },
      ],
      create_time: expect.any(String),
      update_time: expect.any(String),
    });
    const again = await call(t.standIn, 'POST', `/v2/checkout/orders/${id}/capture`);
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
  });
});
