import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { authorizeAsMerchant, FormBrowser, formFields, shopWithOwner } from '../src/oauth';
import { OAUTH_REFRESH_GRACE_SECONDS, platform, type TestPlatform } from '../src/platform';

/**
 * OAuth 2.0 for installable apps through the real gateway, driven by an independent client
 * library (oauth4webapi) where a client would use one, and by plain HTTP where the test needs
 * to misbehave.
 */
const REDIRECT = 'https://app.example/callback';
const insecure = { [oauth.allowInsecureRequests]: true };

let p: TestPlatform;
let as: oauth.AuthorizationServer;

beforeAll(async () => {
  p = await platform();
  const issuer = new URL(p.gatewayUrl);
  as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { ...insecure, algorithm: 'oauth2' }),
  );
});

interface AppSetup {
  owner: { email: string; password: string };
  shopId: string;
  fullKey: string;
  client: oauth.Client;
  secret: string | null;
}

async function setUp(
  scopes = 'products.read webhooks.read',
  options: { public?: boolean } = {},
): Promise<AppSetup> {
  const { shop, owner, fullKey } = await shopWithOwner(p);
  const cli = operatorCli(p);
  const args = ['oauth-app', 'create', '--shop', shop.id, '--name', 'Stock Sync', '--redirect-uri', REDIRECT];
  args.push('--redirect-uri', 'http://127.0.0.1:9/cb', '--scopes', scopes, '--json');
  if (options.public) args.push('--public');
  const created = await cli(...args);
  expect(created.code, created.stderr).toBe(0);
  const app = JSON.parse(created.stdout) as { client_id: string; client_secret: string | null };
  return { owner, shopId: shop.id, fullKey, client: { client_id: app.client_id }, secret: app.client_secret };
}

async function authorizeUrl(setup: AppSetup, extra: Record<string, string>) {
  const url = new URL(as.authorization_endpoint ?? '');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', setup.client.client_id);
  url.searchParams.set('redirect_uri', REDIRECT);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url.toString();
}

const clientAuth = (setup: AppSetup) => (setup.secret ? oauth.ClientSecretBasic(setup.secret) : oauth.None());

async function codeFlow(setup: AppSetup, options: { pkce: boolean; scope?: string }) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const extra: Record<string, string> = { scope: options.scope ?? 'products.read', state };
  if (options.pkce) {
    extra.code_challenge = await oauth.calculatePKCECodeChallenge(verifier);
    extra.code_challenge_method = 'S256';
  }
  const landed = await authorizeAsMerchant(p.gatewayUrl, await authorizeUrl(setup, extra), setup.owner);
  const params = oauth.validateAuthResponse(as, setup.client, landed, state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    setup.client,
    clientAuth(setup),
    params,
    REDIRECT,
    options.pkce ? verifier : oauth.nopkce,
    insecure,
  );
  const tokens = await oauth.processAuthorizationCodeResponse(as, setup.client, response);
  return { tokens, landed, params, verifier };
}

const refreshRequest = (setup: AppSetup, refreshToken: string) =>
  oauth.refreshTokenGrantRequest(as, setup.client, clientAuth(setup), refreshToken, insecure);

const api = (token: string, path: string) => call(p.gatewayUrl, 'GET', path, { token });

describe('OAuth 2.0 with a real client library', () => {
  it('publishes RFC 8414 metadata naming every endpoint, S256 and the iss response parameter', () => {
    expect(as.issuer).toBe(p.gatewayUrl);
    expect(as.token_endpoint).toBe(`${p.gatewayUrl}/dev/v1/oauth/token`);
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
    expect(as.authorization_response_iss_parameter_supported).toBe(true);
  });

  for (const pkce of [true, false]) {
    it(`authorize → sign in → approve → code → API call → refresh, ${pkce ? 'with' : 'without'} PKCE`, async () => {
      const setup = await setUp();
      const { tokens, landed } = await codeFlow(setup, { pkce });
      expect(landed.searchParams.get('iss')).toBe(p.gatewayUrl);
      expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope: 'products.read' });
      expect(tokens.access_token).toMatch(/^shpat_/);
      expect(tokens.refresh_token).toMatch(/^shprt_/);
      const products = await oauth.protectedResourceRequest(
        tokens.access_token,
        'GET',
        new URL(`${p.gatewayUrl}/dev/v1/products`),
        undefined,
        undefined,
        insecure,
      );
      expect(products.status).toBe(200);
      const refreshed = await oauth.processRefreshTokenResponse(
        as,
        setup.client,
        await refreshRequest(setup, tokens.refresh_token ?? ''),
      );
      expect(refreshed.access_token).not.toBe(tokens.access_token);
      expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
      expect((await api(refreshed.access_token, '/dev/v1/products')).status).toBe(200);
    });
  }

  it('a public app (no secret) completes the flow with PKCE and client_id alone', async () => {
    const setup = await setUp('products.read', { public: true });
    expect(setup.secret).toBeNull();
    const { tokens } = await codeFlow(setup, { pkce: true });
    expect((await api(tokens.access_token, '/dev/v1/me')).status).toBe(200);
  });

  it('an OAuth token with products.read reads products and gets 403 Missing required API scope. elsewhere', async () => {
    const setup = await setUp('products.read webhooks.read orders.read');
    const { tokens } = await codeFlow(setup, { pkce: true, scope: 'products.read' });
    expect((await api(tokens.access_token, '/dev/v1/products')).status).toBe(200);
    for (const path of ['/dev/v1/webhooks', '/dev/v1/orders', '/dev/v1/security/audit-trail']) {
      const denied = await api(tokens.access_token, path);
      expect(denied.status).toBe(403);
      expect(errorOf(denied)).toMatchObject({ code: 'FORBIDDEN', message: 'Missing required API scope.' });
    }
    const capabilities = await api(tokens.access_token, '/dev/v1/me/capabilities');
    expect(capabilities.body).toMatchObject({
      data: {
        scopes: ['products.read'],
        credential: { type: 'oauth_token' },
        oauthClient: { clientId: setup.client.client_id, name: 'Stock Sync' },
      },
    });
  });

  it('uses the refresh request of the spec: a JSON body with client_id and client_secret; answers are no-store', async () => {
    const setup = await setUp();
    const { tokens } = await codeFlow(setup, { pkce: true });
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/oauth/token', {
      body: {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: setup.client.client_id,
        client_secret: setup.secret,
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      access_token: expect.stringMatching(/^shpat_/),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^shprt_/),
      scope: 'products.read',
    });
  });
});

describe('OAuth failures answer RFC 6749 errors and revoke what they must', () => {
  it('a replayed code is invalid_grant and revokes the tokens issued from it', async () => {
    const setup = await setUp();
    const { tokens, params, verifier } = await codeFlow(setup, { pkce: true });
    const replay = await oauth.authorizationCodeGrantRequest(
      as,
      setup.client,
      clientAuth(setup),
      params,
      REDIRECT,
      verifier,
      insecure,
    );
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await api(tokens.access_token, '/dev/v1/products')).status).toBe(401);
  });

  it('a wrong redirect_uri and a wrong code_verifier are invalid_grant', async () => {
    const setup = await setUp();
    for (const mistake of ['redirect', 'verifier'] as const) {
      const verifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const url = await authorizeUrl(setup, {
        scope: 'products.read',
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const params = oauth.validateAuthResponse(
        as,
        setup.client,
        await authorizeAsMerchant(p.gatewayUrl, url, setup.owner),
        state,
      );
      const res = await call(p.gatewayUrl, 'POST', '/dev/v1/oauth/token', {
        headers: {
          authorization: `Basic ${Buffer.from(`${setup.client.client_id}:${setup.secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: params.get('code') ?? '',
          redirect_uri: mistake === 'redirect' ? 'http://127.0.0.1:9/cb' : REDIRECT,
          code_verifier: mistake === 'verifier' ? oauth.generateRandomCodeVerifier() : verifier,
        }).toString(),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String) });
    }
  });

  it('reusing a rotated refresh token after the grace window revokes the whole family', async () => {
    const setup = await setUp();
    const { tokens } = await codeFlow(setup, { pkce: true });
    const refresh = (token: string) => refreshRequest(setup, token);
    const second = await oauth.processRefreshTokenResponse(
      as,
      setup.client,
      await refresh(tokens.refresh_token ?? ''),
    );
    // Inside the grace window the old token replays the same pair (two workers refreshing at once).
    const replayed = (await (await refresh(tokens.refresh_token ?? '')).json()) as { refresh_token: string };
    expect(replayed.refresh_token).toBe(second.refresh_token);
    await new Promise((resolve) => setTimeout(resolve, OAUTH_REFRESH_GRACE_SECONDS * 1000 + 200));
    const reuse = await refresh(tokens.refresh_token ?? '');
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await api(second.access_token, '/dev/v1/products')).status).toBe(401);
    const afterReuse = await refresh(second.refresh_token ?? '');
    expect(afterReuse.status).toBe(400);
  });

  it('a refresh refused for a wider scope leaves the refresh token usable and revokes nothing', async () => {
    const setup = await setUp();
    const { tokens } = await codeFlow(setup, { pkce: true });
    const wide = await oauth.refreshTokenGrantRequest(
      as,
      setup.client,
      clientAuth(setup),
      tokens.refresh_token ?? '',
      { ...insecure, additionalParameters: { scope: 'products.read webhooks.read' } },
    );
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({ error: 'invalid_scope' });
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      setup.client,
      await refreshRequest(setup, tokens.refresh_token ?? ''),
    );
    expect((await api(refreshed.access_token, '/dev/v1/products')).status).toBe(200);
    expect((await api(tokens.access_token, '/dev/v1/products')).status).toBe(200);
    const trail = await api(setup.fullKey, '/dev/v1/security/audit-trail?limit=100');
    const types = (trail.body as { data: { type: string }[] }).data.map((event) => event.type);
    expect(types).not.toContain('oauth_refresh_token.reused');
  });

  it('a wrong client secret is invalid_client 401 with a Basic challenge; a missing grant is unsupported', async () => {
    const setup = await setUp();
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/oauth/token', {
      headers: {
        authorization: `Basic ${Buffer.from(`${setup.client.client_id}:shcs_wrong`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=authorization_code&code=x&redirect_uri=x',
    });
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toContain('Basic');
    expect(res.body).toMatchObject({ error: 'invalid_client' });
    const unsupported = await call(p.gatewayUrl, 'POST', '/dev/v1/oauth/token', {
      body: {
        grant_type: 'client_credentials',
        client_id: setup.client.client_id,
        client_secret: setup.secret,
      },
    });
    expect(unsupported.body).toMatchObject({ error: 'unsupported_grant_type' });
    const broken = await call(p.gatewayUrl, 'POST', '/dev/v1/oauth/token', { body: '{not json' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: 'invalid_request' });
  });

  it('an unknown client or unregistered redirect URI shows a page and never redirects; other errors redirect', async () => {
    const setup = await setUp();
    const browser = new FormBrowser(p.gatewayUrl);
    const unknown = await browser.open(
      `/dev/v1/oauth/authorize?response_type=code&client_id=shoc_nope&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s`,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.location).toBeNull();
    expect(unknown.body).toContain('No app is registered');
    const evil = await browser.open(
      await authorizeUrl(setup, { redirect_uri: 'https://evil.example/cb', state: 's' }),
    );
    expect(evil.status).toBe(400);
    expect(evil.location).toBeNull();
    const scope = await browser.open(await authorizeUrl(setup, { scope: 'licenses.write', state: 's1' }));
    expect(scope.status).toBe(303);
    const location = new URL(scope.location ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      error: 'invalid_scope',
      state: 's1',
      iss: p.gatewayUrl,
    });
  });

  it('deny sends access_denied back with the state', async () => {
    const setup = await setUp();
    const landed = await authorizeAsMerchant(
      p.gatewayUrl,
      await authorizeUrl(setup, { scope: 'products.read', state: 'deny-me' }),
      setup.owner,
      'deny',
    );
    expect(Object.fromEntries(landed.searchParams)).toMatchObject({
      error: 'access_denied',
      state: 'deny-me',
    });
  });

  it('approve with a forged or missing CSRF token is refused and issues no code', async () => {
    const setup = await setUp();
    const browser = new FormBrowser(p.gatewayUrl);
    const login = await browser.follow(await authorizeUrl(setup, { scope: 'products.read', state: 'c' }));
    const consent = await browser.follow('/dev/v1/oauth/login', {
      ...formFields(login.body, '/dev/v1/oauth/login'),
      ...setup.owner,
    });
    const fields = formFields(consent.body, '/dev/v1/oauth/authorize');
    const forged = await browser.open('/dev/v1/oauth/authorize', {
      ...fields,
      csrf: 'f'.repeat(40),
      decision: 'approve',
    });
    expect(forged.status).toBe(403);
    expect(forged.location).toBeNull();
    const { csrf: _csrf, ...withoutCsrf } = fields;
    const missing = await browser.open('/dev/v1/oauth/authorize', { ...withoutCsrf, decision: 'approve' });
    expect(missing.status).toBe(403);
    const anonymous = new FormBrowser(p.gatewayUrl);
    const noSession = await anonymous.open('/dev/v1/oauth/authorize', { ...fields, decision: 'approve' });
    expect(noSession.status).toBe(401);
    expect(noSession.body).toContain('Sign in');
  });

  it('sign-in is limited per email: a guessing run waits after five failures (429 with Retry-After)', async () => {
    const setup = await setUp();
    const browser = new FormBrowser(p.gatewayUrl);
    const login = await browser.follow(await authorizeUrl(setup, { scope: 'products.read', state: 'r' }));
    const fields = formFields(login.body, '/dev/v1/oauth/login');
    const statuses: number[] = [];
    let last = null;
    // After the fifth failure each wait doubles from 1 s: one soon outlasts a request.
    for (let attempt = 0; attempt < 10 && last?.status !== 429; attempt++) {
      last = await browser.open('/dev/v1/oauth/login', {
        ...fields,
        email: setup.owner.email,
        password: `guess-${attempt}-xx`,
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect(last?.body).toContain('Too many failed sign-in attempts for this email');
  });

  it('a member whose role may not approve sees why', async () => {
    const setup = await setUp();
    const staff = { email: `staff-${Date.now()}@oauth.test`, password: 'staff password 123' };
    const cli = operatorCli(p);
    const added = await cli(
      'member',
      'create',
      '--shop',
      setup.shopId,
      '--email',
      staff.email,
      '--password',
      staff.password,
      '--role',
      'staff',
    );
    expect(added.code, added.stderr).toBe(0);
    const browser = new FormBrowser(p.gatewayUrl);
    const login = await browser.follow(await authorizeUrl(setup, { scope: 'products.read', state: 's' }));
    const consent = await browser.follow('/dev/v1/oauth/login', {
      ...formFields(login.body, '/dev/v1/oauth/login'),
      ...staff,
    });
    expect(consent.status).toBe(200);
    expect(consent.body).toContain('Only the shop owner or an admin can approve apps');
    expect(consent.body).not.toContain('id="approve"');
  });
});

describe('OAuth apps from the CLI, revocation, introspection and the security trails', () => {
  it('oauth-app list, rotate-secret, installs, uninstall and delete act on the running platform', async () => {
    const setup = await setUp();
    const { tokens } = await codeFlow(setup, { pkce: true });
    const cli = operatorCli(p);
    const listed = JSON.parse((await cli('oauth-app', 'list', '--shop', setup.shopId, '--json')).stdout);
    expect(listed.apps).toEqual([
      expect.objectContaining({ client_id: setup.client.client_id, name: 'Stock Sync' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(setup.secret ?? 'none');
    const rotated = JSON.parse(
      (await cli('oauth-app', 'rotate-secret', '--client-id', setup.client.client_id, '--json')).stdout,
    );
    expect(rotated.client_secret).toMatch(/^shcs_/);
    const installs = JSON.parse(
      (await cli('oauth-app', 'installs', '--shop', setup.shopId, '--json')).stdout,
    );
    expect(installs.installs).toEqual([
      expect.objectContaining({
        app: { client_id: setup.client.client_id, name: 'Stock Sync' },
        revoked_at: null,
      }),
    ]);
    expect((await api(tokens.access_token, '/dev/v1/products')).status).toBe(200);
    const uninstall = await cli(
      'oauth-app',
      'uninstall',
      '--shop',
      setup.shopId,
      '--installation',
      installs.installs[0].id,
    );
    expect(uninstall.code, uninstall.stderr).toBe(0);
    expect((await api(tokens.access_token, '/dev/v1/products')).status).toBe(401);
    const deleted = await cli('oauth-app', 'delete', '--client-id', setup.client.client_id);
    expect(deleted.code).toBe(0);
  });

  it('RFC 7009 revocation ends the grant; RFC 7662 introspection reports it', async () => {
    const setup = await setUp();
    const { tokens } = await codeFlow(setup, { pkce: true });
    const introspect = async (token: string) =>
      oauth.processIntrospectionResponse(
        as,
        setup.client,
        await oauth.introspectionRequest(as, setup.client, clientAuth(setup), token, insecure),
      );
    expect(await introspect(tokens.access_token)).toMatchObject({
      active: true,
      client_id: setup.client.client_id,
      scope: 'products.read',
      token_type: 'Bearer',
    });
    const revoked = await oauth.revocationRequest(
      as,
      setup.client,
      clientAuth(setup),
      tokens.refresh_token ?? '',
      insecure,
    );
    expect(revoked.status).toBe(200);
    expect((await introspect(tokens.access_token)).active).toBe(false);
    expect((await api(tokens.access_token, '/dev/v1/products')).status).toBe(401);
  });

  it('the audit trail and the session trail show the sign-in, the approval and the tokens', async () => {
    const setup = await setUp();
    const { tokens } = await codeFlow(setup, { pkce: true });
    await refreshRequest(setup, tokens.refresh_token ?? '');
    const trail = await api(setup.fullKey, '/dev/v1/security/audit-trail?limit=100');
    expect(trail.status).toBe(200);
    const events = (trail.body as { data: { type: string; session_id: string | null }[] }).data;
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'oauth_token.refreshed',
        'oauth_token.issued',
        'oauth_app.authorized',
        'member.login',
        'oauth_app.created',
      ]),
    );
    const login = events.find((event) => event.type === 'member.login');
    const session = await api(setup.fullKey, `/dev/v1/security/session-trail/${login?.session_id}`);
    expect(session.status).toBe(200);
    expect((session.body as { data: { type: string }[] }).data.map((event) => event.type)).toEqual([
      'member.login',
      'oauth_app.authorized',
      'oauth_token.issued',
    ]);
    const other = await shopWithOwner(p);
    const foreign = await api(other.fullKey, `/dev/v1/security/session-trail/${login?.session_id}`);
    expect(foreign.status).toBe(404);
  });
});
