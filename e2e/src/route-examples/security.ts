import { operatorCli } from '../cli';
import { call } from '../http';
import { FormBrowser, formFields, shopWithOwner } from '../oauth';
import type { ExampleContext, RouteExamples } from './types';

const REDIRECT_URI = 'https://app.example/callback';

/**
 * A shop of its own whose owner signed in to the consent page: the sign-in opens a dashboard
 * session and records `member.login` under it. The route-wide shop has no owner to sign in.
 */
async function signedInShop(ctx: ExampleContext): Promise<{ fullKey: string; sessionId: string }> {
  const { shop, owner, fullKey } = await shopWithOwner(ctx.p);
  const created = await operatorCli(ctx.p)(
    'oauth-app',
    'create',
    '--shop',
    shop.id,
    '--name',
    'Route-wide app',
    '--redirect-uri',
    REDIRECT_URI,
    '--scopes',
    'products.read',
    '--json',
  );
  if (created.code !== 0) throw new Error(`oauth-app create failed: ${created.stderr}`);
  const { client_id } = JSON.parse(created.stdout) as { client_id: string };
  const query = new URLSearchParams({
    response_type: 'code',
    client_id,
    redirect_uri: REDIRECT_URI,
    scope: 'products.read',
    state: 'route-wide',
  });
  const authorizeUrl = `${ctx.p.gatewayUrl}/dev/v1/oauth/authorize?${query}`;
  const browser = new FormBrowser(ctx.p.gatewayUrl);
  const login = await browser.follow(authorizeUrl);
  const consent = await browser.follow('/dev/v1/oauth/login', {
    ...formFields(login.body, '/dev/v1/oauth/login'),
    ...owner,
  });
  if (consent.status !== 200) throw new Error(`sign-in answered ${consent.status}: ${consent.body}`);
  const trail = await call(ctx.p.gatewayUrl, 'GET', '/dev/v1/security/audit-trail?type=member.login', {
    token: fullKey,
  });
  const [signIn] = (trail.body as { data: { session_id: string | null }[] }).data;
  if (!signIn?.session_id) throw new Error(`no member.login with a session: ${trail.text}`);
  return { fullKey, sessionId: signIn.session_id };
}

export const securityExamples: RouteExamples = {
  'GET /dev/v1/security/audit-trail': async () => ({
    path: '/dev/v1/security/audit-trail',
    query: { limit: '20' },
  }),
  'GET /dev/v1/security/session-trail/{session_id}': async (ctx) => {
    const { fullKey, sessionId } = await signedInShop(ctx);
    return { path: `/dev/v1/security/session-trail/${sessionId}`, token: fullKey };
  },
};
