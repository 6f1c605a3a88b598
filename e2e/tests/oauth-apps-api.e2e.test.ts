import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { authorizeAsMerchant, shopWithOwner } from '../src/oauth';
import { platform, type TestPlatform } from '../src/platform';

/** A shop's OAuth apps through the Developer API: what the dashboard's apps page does. */
let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const REDIRECT = 'https://app.example/callback';

describe('OAuth apps through the Developer API', () => {
  it('an app registered with the API is installed by the owner; its token works until the shop uninstalls it', async () => {
    const { owner, fullKey } = await shopWithOwner(p);
    const registered = await call(p.gatewayUrl, 'POST', '/dev/v1/oauth-apps', {
      token: fullKey,
      body: { name: 'Stock Sync', redirect_uris: [REDIRECT], scopes: ['products.read'] },
    });
    expect(registered.status).toBe(201);
    const { client_id: clientId, client_secret: secret } = (
      registered.body as { data: { client_id: string; client_secret: string } }
    ).data;
    expect(secret).toMatch(/^shcs_/);

    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'products.read',
      state: 'api-apps',
    });
    const back = await authorizeAsMerchant(
      p.gatewayUrl,
      `${p.gatewayUrl}/dev/v1/oauth/authorize?${query}`,
      owner,
    );
    const exchanged = await call(p.gatewayUrl, 'POST', '/dev/v1/oauth/token', {
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        redirect_uri: REDIRECT,
      }).toString(),
    });
    expect(exchanged.status, exchanged.text).toBe(200);
    const accessToken = (exchanged.body as { access_token: string }).access_token;
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: accessToken })).status).toBe(200);

    // Its token holds products.read only (an app's token is refused even with oauth_apps scopes:
    // services/oauth/test/shop-apps-behaviour.ts).
    const byApp = await call(p.gatewayUrl, 'GET', '/dev/v1/oauth-installations', { token: accessToken });
    expect(byApp.status).toBe(403);

    const installations = await call(p.gatewayUrl, 'GET', '/dev/v1/oauth-installations', { token: fullKey });
    const [installation] = (
      installations.body as {
        data: { id: string; app: { client_id: string }; approved_by: { email: string } }[];
      }
    ).data;
    expect(installation?.app.client_id).toBe(clientId);
    expect(installation?.approved_by.email).toBe(owner.email);

    const uninstalled = await call(
      p.gatewayUrl,
      'DELETE',
      `/dev/v1/oauth-installations/${installation?.id}`,
      {
        token: fullKey,
      },
    );
    expect(uninstalled.status).toBe(200);
    expect((uninstalled.body as { data: { revoked_at: number | null } }).data.revoked_at).not.toBeNull();
    const after = await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: accessToken });
    expect(after.status).toBe(401);
    expect(errorOf(after).code).toBe('UNAUTHORIZED');
  });
});
