import { call } from '../http';
import { authorizeAsMerchant, shopWithOwner } from '../oauth';
import { api, unique } from './api';
import type { ExampleContext, RouteExamples } from './types';

const REDIRECT_URI = 'https://app.example/callback';

const registered = (ctx: ExampleContext, token?: string) =>
  api<{ client_id: string }>(
    ctx,
    'POST',
    '/dev/v1/oauth-apps',
    { name: unique('Route-wide app '), redirect_uris: [REDIRECT_URI], scopes: ['products.read'] },
    token ? { token } : {},
  );

/**
 * A shop of its own with an app installed on it: registered through the Developer API, then
 * approved by the shop's owner on the consent page (the route-wide shop has no owner).
 */
async function installedApp(ctx: ExampleContext): Promise<{ fullKey: string; installationId: string }> {
  const { owner, fullKey } = await shopWithOwner(ctx.p);
  const { client_id } = await registered(ctx, fullKey);
  const query = new URLSearchParams({
    response_type: 'code',
    client_id,
    redirect_uri: REDIRECT_URI,
    scope: 'products.read',
    state: 'route-wide',
  });
  await authorizeAsMerchant(ctx.p.gatewayUrl, `${ctx.p.gatewayUrl}/dev/v1/oauth/authorize?${query}`, owner);
  const listed = await call(ctx.p.gatewayUrl, 'GET', '/dev/v1/oauth-installations', { token: fullKey });
  const [installation] = (listed.body as { data: { id: string }[] }).data;
  if (!installation) throw new Error(`no installation after approval: ${listed.text}`);
  return { fullKey, installationId: installation.id };
}

export const oauthAppExamples: RouteExamples = {
  'GET /dev/v1/oauth-apps': async (ctx) => {
    await registered(ctx);
    return { path: '/dev/v1/oauth-apps' };
  },
  'POST /dev/v1/oauth-apps': async () => ({
    path: '/dev/v1/oauth-apps',
    body: {
      name: unique('Route-wide app '),
      redirect_uris: [REDIRECT_URI, 'http://127.0.0.1:8080/cb'],
      scopes: ['products.read', 'orders.read'],
      client_type: 'confidential',
    },
  }),
  'PATCH /dev/v1/oauth-apps/{client_id}': async (ctx) => ({
    path: `/dev/v1/oauth-apps/${(await registered(ctx)).client_id}`,
    body: { name: 'Renamed app', scopes: ['orders.read'] },
  }),
  'POST /dev/v1/oauth-apps/{client_id}/rotate-secret': async (ctx) => ({
    path: `/dev/v1/oauth-apps/${(await registered(ctx)).client_id}/rotate-secret`,
  }),
  'DELETE /dev/v1/oauth-apps/{client_id}': async (ctx) => ({
    path: `/dev/v1/oauth-apps/${(await registered(ctx)).client_id}`,
  }),
  'GET /dev/v1/oauth-installations': async () => ({ path: '/dev/v1/oauth-installations' }),
  'DELETE /dev/v1/oauth-installations/{id}': async (ctx) => {
    const { fullKey, installationId } = await installedApp(ctx);
    return { path: `/dev/v1/oauth-installations/${installationId}`, token: fullKey };
  },
};
