import { describe, expect, it } from 'vitest';
import { startPayPalStandIn } from './server';
import { CLIENT_ID, CLIENT_SECRET, call, requestToken, useStandIn } from './test-support';

describe('POST /v1/oauth2/token', () => {
  const t = useStandIn();

  it('issues a Bearer token for client credentials, in PayPal’s shape', async () => {
    const { status, json } = await requestToken(t.standIn);
    expect(status).toBe(200);
    expect(json).toEqual({
      scope: expect.stringContaining('https://uri.paypal.com/services/payments/refund'),
      access_token: expect.stringMatching(/^A21AA[\w-]{80,}$/),
      token_type: 'Bearer',
      app_id: expect.stringMatching(/^APP-[0-9A-F]{17}$/),
      expires_in: 32400,
      nonce: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/),
    });
    expect(t.standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/oauth2/token',
      clientId: CLIENT_ID,
      body: { grant_type: 'client_credentials' },
      paypalRequestId: null,
    });
  });

  it('refuses missing credentials and an empty secret with invalid_client', async () => {
    const noAuth = await fetch(`${t.standIn.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client Authentication failed',
    });
    const emptySecret = await requestToken(t.standIn, CLIENT_ID, '');
    expect(emptySecret.status).toBe(401);
    expect(emptySecret.json.error).toBe('invalid_client');
  });

  it('refuses another grant type', async () => {
    const missing = await requestToken(t.standIn, CLIENT_ID, CLIENT_SECRET, '');
    expect(missing).toMatchObject({ status: 400, json: { error: 'unsupported_grant_type' } });
    const other = await requestToken(t.standIn, CLIENT_ID, CLIENT_SECRET, 'grant_type=password');
    expect(other).toMatchObject({ status: 400, json: { error: 'unsupported_grant_type' } });
  });

  it('with `clients`, only those credentials authenticate', async () => {
    const standIn = await startPayPalStandIn({
      clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }],
    });
    try {
      expect((await requestToken(standIn)).status).toBe(200);
      const wrongSecret = await requestToken(standIn, CLIENT_ID, 'wrong');
      expect(wrongSecret).toEqual(
        expect.objectContaining({
          status: 401,
          json: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        }),
      );
      expect((await requestToken(standIn, 'unknown', CLIENT_SECRET)).status).toBe(401);
    } finally {
      await standIn.close();
    }
  });
});

describe('API authentication', () => {
  const t = useStandIn();

  it('answers 401 AUTHENTICATION_FAILURE without a token or with one it never issued', async () => {
    for (const token of [null, 'A21AAnot-issued']) {
      const answer = await call(t.standIn, 'GET', '/v2/checkout/orders/5O190127TN364715T', { token });
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to missing authorization header, or invalid authentication credentials.',
        debug_id: expect.stringMatching(/^[0-9a-f]{13}$/),
        details: [],
        links: [expect.objectContaining({ rel: 'information_link' })],
      });
      expect(answer.headers.get('paypal-debug-id')).toBe(answer.json.debug_id);
    }
    expect(t.standIn.requests.map((request) => request.clientId)).toEqual([null, null]);
  });

  it('a token names its client in the request record', async () => {
    await call(t.standIn, 'GET', '/v2/checkout/orders/NOPE');
    expect(t.standIn.requests.at(-1)).toMatchObject({
      path: '/v2/checkout/orders/NOPE',
      clientId: CLIENT_ID,
    });
  });

  it('an unknown path is 404 RESOURCE_NOT_FOUND', async () => {
    const answer = await call(t.standIn, 'POST', '/v1/payments/payment', { body: {} });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
    });
  });
});
