import type { Principal, TokenAnswer } from '@shopforge/contracts';
import { createCallerFactory, hashToken, type ManualClock, OWASP_SCRYPT_COST } from '@shopforge/service-kit';
import {
  failureOf,
  internalContext,
  type OpenTestDatabase,
  operatorContext,
} from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { s256 } from '../src/domain/oauth/pkce';
import type { OauthPrisma } from '../src/db/client';
import type { createOauthRouter } from '../src/router';
import { openOauthRouter, TEST_ISSUER } from './open-router';

const REDIRECT = 'https://app.example/callback';
const OWNER = { email: 'owner@nordic.test', password: 'correct horse battery' };
const CLIENT = { ip: '203.0.113.9', user_agent: 'vitest' };
const VERIFIER = 'v'.repeat(20) + 'e'.repeat(30);
const START = '2026-11-24T10:00:00Z';
// OWNER's password as hashPassword stored it before the cost went up to OWASP's.
const HASH_AT_N_2_15 =
  'scrypt$32768$8$1$6JAdkWcUxXw6pFzJlzbOVw==$rZGQ3VWa6RFDKjYAzXvxh1UMUhFVf/oQj9K+gTRFE/uq2Qyjf/MuCiJ0rCZQKij+mqv+DOPTsUBqnV0jk9gmSw==';

/**
 * OAuth apps, the authorization-code flow, tokens and the security trails, on whatever database
 * `open` gives: PGlite in the unit suite, PostgreSQL in the integration suite (where the two
 * concurrent refreshes really race).
 */
export function describeOauthApps(backend: string, open: OpenTestDatabase): void {
  describe(`OAuth apps and tokens on ${backend}`, () => {
    let prisma: OauthPrisma;
    let closeDb: () => Promise<void>;
    let clock: ManualClock;
    let router: ReturnType<typeof createOauthRouter>;
    let signals: Awaited<ReturnType<typeof openOauthRouter>>['signals'];

    beforeEach(async () => {
      ({ prisma, clock, router, signals, close: closeDb } = await openOauthRouter(open, START));
    });
    afterEach(() => closeDb());

    const operator = () => createCallerFactory(router)(operatorContext());
    const internal = () => createCallerFactory(router)(internalContext());
    const asShop = (principal: Principal) => createCallerFactory(router)(internalContext(principal));

    async function shopWithApp(
      options: { clientType?: 'confidential' | 'public'; scopes?: string[]; owner?: typeof OWNER } = {},
    ) {
      const owner = options.owner ?? OWNER;
      const shop = await operator().operator.createShop({ name: `Shop ${Math.random()}`, owner });
      const app = await operator().apps.create({
        shop_id: shop.shop.id,
        name: 'Inventory Sync',
        redirect_uris: [REDIRECT, 'http://127.0.0.1:8080/cb'],
        scopes: (options.scopes ?? ['products.read', 'orders.read', 'webhooks.read']) as never,
        client_type: options.clientType ?? 'confidential',
      });
      return { shop, app };
    }

    const params = (clientId: string, extra: Record<string, string> = {}) => ({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'products.read webhooks.read',
      state: 'state-123',
      ...extra,
    });

    async function login(credentials = OWNER) {
      return internal().oauthFlow.login({ ...credentials, client: CLIENT });
    }

    async function approve(clientId: string, extra: Record<string, string> = {}, credentials = OWNER) {
      const session = await login(credentials);
      const view = await internal().oauthFlow.authorize({
        params: params(clientId, extra),
        session_token: session.session_token,
      });
      if (view.kind !== 'consent') throw new Error(`expected consent, got ${view.kind}`);
      const { redirect_url } = await internal().oauthFlow.decide({
        params: params(clientId, extra),
        session_token: session.session_token,
        csrf: view.csrf,
        decision: 'approve',
        client: CLIENT,
      });
      const url = new URL(redirect_url);
      return { url, code: url.searchParams.get('code') ?? '', session };
    }

    const basic = (clientId: string, secret: string | null) => ({
      client_id: clientId,
      client_secret: secret ?? '',
    });

    async function exchange(
      app: { client_id: string; client_secret: string | null },
      code: string,
      extra = {},
    ) {
      return internal().oauthToken.token({
        params: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...extra },
        basic: basic(app.client_id, app.client_secret),
      });
    }

    async function refresh(app: { client_id: string; client_secret: string | null }, refreshToken: string) {
      return internal().oauthToken.token({
        params: {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: app.client_id,
          client_secret: app.client_secret ?? '',
        },
        basic: null,
      });
    }

    function tokensOf(answer: TokenAnswer) {
      if (!answer.ok) throw new Error(`token request failed: ${JSON.stringify(answer.body)}`);
      return answer.body;
    }

    const resolve = async (token: string) => (await internal().auth.resolve({ token })).principal;

    it('creates an app with a shoc_ client id and a shcs_ secret shown once and stored hashed', async () => {
      const { app } = await shopWithApp();
      expect(app.client_id).toMatch(/^shoc_[A-Za-z0-9]{32}$/);
      expect(app.client_secret).toMatch(/^shcs_[A-Za-z0-9]{48}$/);
      const row = await prisma.oauthApp.findUniqueOrThrow({ where: { clientId: app.client_id } });
      expect(row.secretHash).toBe(hashToken(app.client_secret ?? ''));
      expect(JSON.stringify(row)).not.toContain(app.client_secret);
      const { apps } = await operator().apps.list({ shop_id: app.app.shop_id });
      expect(JSON.stringify(apps)).not.toContain(app.client_secret);
      expect(apps[0]).toMatchObject({
        client_type: 'confidential',
        redirect_uris: [REDIRECT, 'http://127.0.0.1:8080/cb'],
      });
    });

    it('refuses redirect URIs that are not https (or http on loopback) or carry a fragment', async () => {
      const shop = await operator().operator.createShop({ name: 'Bad URIs' });
      for (const uri of ['http://app.example/cb', 'https://app.example/cb#x', 'javascript:alert(1)', 'cb']) {
        await expect(
          operator().apps.create({
            shop_id: shop.shop.id,
            name: 'x',
            redirect_uris: [uri],
            scopes: ['products.read'],
          }),
        ).rejects.toThrow(/Must/);
      }
    });

    it('the whole flow: login, consent, code, token; the token acts for the shop with the granted scopes', async () => {
      const { shop, app } = await shopWithApp();
      const { url, code } = await approve(app.client_id);
      expect(url.origin + url.pathname).toBe(REDIRECT);
      expect(url.searchParams.get('state')).toBe('state-123');
      expect(url.searchParams.get('iss')).toBe(TEST_ISSUER);
      expect(code).toMatch(/^shoa_[A-Za-z0-9]{48}$/);
      const tokens = tokensOf(await exchange(app, code));
      expect(tokens).toMatchObject({
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'products.read webhooks.read',
      });
      expect(tokens.access_token).toMatch(/^shpat_[A-Za-z0-9]{48}$/);
      expect(tokens.refresh_token).toMatch(/^shprt_[A-Za-z0-9]{48}$/);
      const principal = await resolve(tokens.access_token);
      expect(principal).toMatchObject({
        kind: 'oauth_token',
        shop_id: shop.shop.id,
        scopes: ['products.read', 'webhooks.read'],
        oauth_client_id: app.client_id,
      });
      const capabilities = await asShop(principal as Principal).shop.capabilities();
      expect(capabilities.oauthClient).toEqual({ clientId: app.client_id, name: 'Inventory Sync' });
      expect(capabilities.credential.type).toBe('oauth_token');
    });

    it('an unknown client or a redirect URI not registered exactly shows an error page, never redirects', async () => {
      const { app } = await shopWithApp();
      for (const bad of [
        params('shoc_unknown'),
        params(app.client_id, { redirect_uri: `${REDIRECT}/` }),
        params(app.client_id, { redirect_uri: 'https://evil.example/callback' }),
      ]) {
        const view = await internal().oauthFlow.authorize({ params: bad, session_token: null });
        expect(view.kind).toBe('error_page');
      }
    });

    it('other authorize problems redirect with the RFC 6749 error, the state and iss', async () => {
      const { app } = await shopWithApp();
      const view = await internal().oauthFlow.authorize({
        params: params(app.client_id, { scope: 'licenses.write' }),
        session_token: null,
      });
      expect(view.kind).toBe('redirect');
      const url = new URL(view.kind === 'redirect' ? view.redirect_url : '');
      expect(url.searchParams.get('error')).toBe('invalid_scope');
      expect(url.searchParams.get('state')).toBe('state-123');
      expect(url.searchParams.get('iss')).toBe(TEST_ISSUER);
    });

    it('without a session the authorize page asks to sign in; a wrong password is refused and recorded', async () => {
      const { shop, app } = await shopWithApp();
      const view = await internal().oauthFlow.authorize({
        params: params(app.client_id),
        session_token: null,
      });
      expect(view).toMatchObject({
        kind: 'login',
        app: { name: 'Inventory Sync', client_id: app.client_id },
      });
      const wrong = await failureOf(login({ email: OWNER.email, password: 'wrong password!' }));
      expect(wrong).toMatchObject({ code: 'UNAUTHORIZED', message: 'The email or password is incorrect.' });
      const unknown = await failureOf(login({ email: 'nobody@nordic.test', password: 'whatever123' }));
      expect(unknown.message).toBe(wrong.message);
      const failed = await prisma.securityEvent.findMany({
        where: { shopId: shop.shop.id, type: 'member.login_failed' },
      });
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ ip: CLIENT.ip, actorLabel: OWNER.email });
    });

    it('signing in re-hashes a password stored with older scrypt parameters; a failed sign-in does not', async () => {
      // The rule is about OWASP's parameters, so this test runs at them, not at the suite's cheap ones.
      await closeDb();
      ({ prisma, router, close: closeDb } = await openOauthRouter(open, START, {}, OWASP_SCRYPT_COST));
      const { shop } = await shopWithApp();
      const owner = await prisma.member.findFirstOrThrow({ where: { shopId: shop.shop.id } });
      await prisma.member.update({ where: { id: owner.id }, data: { passwordHash: HASH_AT_N_2_15 } });
      const stored = async () =>
        (await prisma.member.findUniqueOrThrow({ where: { id: owner.id } })).passwordHash;
      const wrong = await failureOf(login({ email: OWNER.email, password: 'wrong horse battery' }));
      expect(wrong.code).toBe('UNAUTHORIZED');
      expect(await stored()).toBe(HASH_AT_N_2_15);
      await login();
      expect(await stored()).toMatch(/^scrypt\$131072\$8\$1\$/);
      await login();
    });

    it('a member whose role may not approve sees why, and approving anyway is refused', async () => {
      const { shop, app } = await shopWithApp();
      const staff = { email: 'staff@nordic.test', password: 'staff password 1' };
      await operator().members.create({ shop_id: shop.shop.id, ...staff, role: 'staff' });
      const session = await login(staff);
      const view = await internal().oauthFlow.authorize({
        params: params(app.client_id),
        session_token: session.session_token,
      });
      expect(view).toMatchObject({ kind: 'consent', refusal: expect.stringContaining('owner or an admin') });
      const csrf = view.kind === 'consent' ? view.csrf : '';
      const error = await failureOf(
        internal().oauthFlow.decide({
          params: params(app.client_id),
          session_token: session.session_token,
          csrf,
          decision: 'approve',
          client: CLIENT,
        }),
      );
      expect(error.code).toBe('FORBIDDEN');
    });

    it('an email and password that open several shops must say which shop', async () => {
      const { app } = await shopWithApp();
      const second = await operator().operator.createShop({ name: 'Second Shop', owner: OWNER });
      const error = await failureOf(login());
      expect(error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ field: 'shop' })],
      });
      const session = await internal().oauthFlow.login({ ...OWNER, shop: second.shop.slug, client: CLIENT });
      const view = await internal().oauthFlow.authorize({
        params: params(app.client_id),
        session_token: session.session_token,
      });
      expect(view).toMatchObject({ kind: 'consent', shop: { id: second.shop.id } });
    });

    it('approve and deny need the CSRF token of the session', async () => {
      const { app } = await shopWithApp();
      const session = await login();
      for (const csrf of ['', 'forged-token', 'a'.repeat(40)]) {
        const error = await failureOf(
          internal().oauthFlow.decide({
            params: params(app.client_id),
            session_token: session.session_token,
            csrf,
            decision: 'approve',
            client: CLIENT,
          }),
        );
        expect(error.code).toBe('FORBIDDEN');
      }
      expect(await prisma.oauthCode.count()).toBe(0);
    });

    it('deny sends access_denied with the state', async () => {
      const { app } = await shopWithApp();
      const session = await login();
      const view = await internal().oauthFlow.authorize({
        params: params(app.client_id),
        session_token: session.session_token,
      });
      const { redirect_url } = await internal().oauthFlow.decide({
        params: params(app.client_id),
        session_token: session.session_token,
        csrf: view.kind === 'consent' ? view.csrf : '',
        decision: 'deny',
        client: CLIENT,
      });
      const url = new URL(redirect_url);
      expect(url.searchParams.get('error')).toBe('access_denied');
      expect(url.searchParams.get('state')).toBe('state-123');
      expect(url.searchParams.get('code')).toBeNull();
    });

    it('a replayed code is refused and every token issued from it is revoked', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const first = tokensOf(await exchange(app, code));
      const replay = await exchange(app, code);
      expect(replay).toMatchObject({ ok: false, status: 400, body: { error: 'invalid_grant' } });
      expect(await resolve(first.access_token)).toBeNull();
      expect(await refresh(app, first.refresh_token)).toMatchObject({
        ok: false,
        body: { error: 'invalid_grant' },
      });
      expect(await prisma.securityEvent.count({ where: { type: 'oauth_code.reused' } })).toBe(1);
    });

    it('a wrong redirect_uri is invalid_grant and spends the code', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const wrong = await exchange(app, code, { redirect_uri: 'http://127.0.0.1:8080/cb' });
      expect(wrong).toMatchObject({ ok: false, body: { error: 'invalid_grant' } });
      expect(await exchange(app, code)).toMatchObject({ ok: false, body: { error: 'invalid_grant' } });
    });

    it('an expired code is invalid_grant', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      clock.advance(301_000);
      expect(await exchange(app, code)).toMatchObject({ ok: false, body: { error: 'invalid_grant' } });
    });

    it('PKCE: the code needs the verifier of its challenge', async () => {
      const { app } = await shopWithApp();
      const pkce = { code_challenge: s256(VERIFIER), code_challenge_method: 'S256' };
      const missing = await approve(app.client_id, pkce);
      expect(await exchange(app, missing.code)).toMatchObject({
        ok: false,
        body: { error: 'invalid_grant' },
      });
      const wrong = await approve(app.client_id, pkce);
      const answer = await exchange(app, wrong.code, { code_verifier: `${VERIFIER}x` });
      expect(answer).toMatchObject({ ok: false, body: { error: 'invalid_grant' } });
      const right = await approve(app.client_id, pkce);
      expect((await exchange(app, right.code, { code_verifier: VERIFIER })).ok).toBe(true);
      const none = await approve(app.client_id);
      expect(await exchange(app, none.code, { code_verifier: VERIFIER })).toMatchObject({ ok: false });
    });

    it('a public app has no secret, must use PKCE, and authenticates with client_id alone', async () => {
      const { app } = await shopWithApp({ clientType: 'public' });
      expect(app.client_secret).toBeNull();
      const view = await internal().oauthFlow.authorize({
        params: params(app.client_id),
        session_token: null,
      });
      expect(view.kind).toBe('redirect');
      const { code } = await approve(app.client_id, {
        code_challenge: s256(VERIFIER),
        code_challenge_method: 'S256',
      });
      const answer = await internal().oauthToken.token({
        params: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT,
          code_verifier: VERIFIER,
          client_id: app.client_id,
        },
        basic: null,
      });
      expect(answer.ok).toBe(true);
    });

    it('client authentication: a wrong secret is invalid_client 401 with a Basic challenge', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const answer = await exchange(
        { client_id: app.client_id, client_secret: `shcs_${'x'.repeat(48)}` },
        code,
      );
      expect(answer).toMatchObject({
        ok: false,
        status: 401,
        challenge: true,
        body: { error: 'invalid_client' },
      });
      expect((await exchange(app, code)).ok).toBe(true);
      const unsupported = await internal().oauthToken.token({
        params: { grant_type: 'password' },
        basic: basic(app.client_id, app.client_secret),
      });
      expect(unsupported).toMatchObject({ ok: false, body: { error: 'unsupported_grant_type' } });
    });

    it('a rotated secret replaces the old one at once', async () => {
      const { app } = await shopWithApp();
      const rotated = await operator().apps.rotateSecret({ client_id: app.client_id });
      expect(rotated.client_secret).not.toBe(app.client_secret);
      const { code } = await approve(app.client_id);
      expect(await exchange(app, code)).toMatchObject({ ok: false, body: { error: 'invalid_client' } });
      expect(
        (await exchange({ client_id: app.client_id, client_secret: rotated.client_secret }, code)).ok,
      ).toBe(true);
    });

    it('refresh rotates; the old token within the grace window gets the same pair; later it revokes the family', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const first = tokensOf(await exchange(app, code));
      const second = tokensOf(await refresh(app, first.refresh_token));
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.access_token).not.toBe(first.access_token);
      clock.advance(10_000);
      const again = tokensOf(await refresh(app, first.refresh_token));
      expect(again.access_token).toBe(second.access_token);
      expect(again.refresh_token).toBe(second.refresh_token);
      expect(again.expires_in).toBe(3590);
      expect(await resolve(second.access_token)).not.toBeNull();
      clock.advance(21_000);
      const reuse = await refresh(app, first.refresh_token);
      expect(reuse).toMatchObject({ ok: false, body: { error: 'invalid_grant' } });
      expect(await resolve(second.access_token)).toBeNull();
      expect(await resolve(first.access_token)).toBeNull();
      expect(await refresh(app, second.refresh_token)).toMatchObject({
        ok: false,
        body: { error: 'invalid_grant' },
      });
      expect(await prisma.securityEvent.count({ where: { type: 'oauth_refresh_token.reused' } })).toBe(1);
    });

    it('two refreshes at once with the same token both get the same new pair', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const first = tokensOf(await exchange(app, code));
      const [a, b] = await Promise.all([
        refresh(app, first.refresh_token),
        refresh(app, first.refresh_token),
      ]);
      expect(tokensOf(a).refresh_token).toBe(tokensOf(b).refresh_token);
      expect(await prisma.oauthRefreshToken.count()).toBe(2);
    });

    it('a refresh may narrow the scope, never widen it', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const first = tokensOf(await exchange(app, code));
      const wide = await internal().oauthToken.token({
        params: { grant_type: 'refresh_token', refresh_token: first.refresh_token, scope: 'orders.read' },
        basic: basic(app.client_id, app.client_secret),
      });
      expect(wide).toMatchObject({ ok: false, body: { error: 'invalid_scope' } });
    });

    it('a refresh refused for a wider scope leaves the refresh token usable: no reuse, no revocation', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const first = tokensOf(await exchange(app, code));
      const wide = await internal().oauthToken.token({
        params: { grant_type: 'refresh_token', refresh_token: first.refresh_token, scope: 'orders.read' },
        basic: basic(app.client_id, app.client_secret),
      });
      expect(wide).toMatchObject({ ok: false, body: { error: 'invalid_scope' } });
      const second = tokensOf(await refresh(app, first.refresh_token));
      expect(await resolve(second.access_token)).not.toBeNull();
      expect(await resolve(first.access_token)).not.toBeNull();
      expect(await prisma.securityEvent.count({ where: { type: 'oauth_refresh_token.reused' } })).toBe(0);
      expect(await prisma.oauthTokenFamily.count({ where: { revokedAt: { not: null } } })).toBe(0);
    });

    it('access tokens expire after an hour', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const tokens = tokensOf(await exchange(app, code));
      clock.advance(3_599_000);
      expect(await resolve(tokens.access_token)).not.toBeNull();
      clock.advance(1_000);
      expect(await resolve(tokens.access_token)).toBeNull();
    });

    it("the token acts within the member's current role: demotion narrows it, removal ends it", async () => {
      const { shop, app } = await shopWithApp({
        scopes: ['products.read', 'licenses.read', 'webhooks.read'],
      });
      const admin = { email: 'admin@nordic.test', password: 'admin password 1' };
      const member = await operator().members.create({ shop_id: shop.shop.id, ...admin, role: 'admin' });
      const { code } = await approve(app.client_id, { scope: 'products.read licenses.read' }, admin);
      const tokens = tokensOf(await exchange(app, code));
      expect((await resolve(tokens.access_token))?.scopes).toEqual(['products.read', 'licenses.read']);
      await operator().members.setRole({ shop_id: shop.shop.id, member_id: member.id, role: 'staff' });
      expect((await resolve(tokens.access_token))?.scopes).toEqual(['products.read']);
      await operator().members.remove({ shop_id: shop.shop.id, member_id: member.id });
      expect(await resolve(tokens.access_token)).toBeNull();
      expect(await refresh(app, tokens.refresh_token)).toMatchObject({
        ok: false,
        body: { error: 'invalid_grant' },
      });
    });

    it('a refresh whose approving member is gone ends the grant as member_removed, never as reuse', async () => {
      const { shop, app } = await shopWithApp();
      const admin = { email: 'admin@nordic.test', password: 'admin password 1' };
      const member = await operator().members.create({ shop_id: shop.shop.id, ...admin, role: 'admin' });
      const { code } = await approve(app.client_id, {}, admin);
      const tokens = tokensOf(await exchange(app, code));
      // members.remove revokes the grant itself; this is the member row gone without that.
      await prisma.member.delete({ where: { id: member.id } });
      expect(await refresh(app, tokens.refresh_token)).toMatchObject({
        ok: false,
        body: { error: 'invalid_grant', error_description: 'The member who approved this app was removed.' },
      });
      expect(await refresh(app, tokens.refresh_token)).toMatchObject({
        ok: false,
        body: {
          error: 'invalid_grant',
          error_description: 'The refresh token is invalid, expired, or revoked.',
        },
      });
      expect(await prisma.securityEvent.count({ where: { type: 'oauth_refresh_token.reused' } })).toBe(0);
      expect(await prisma.oauthTokenFamily.findMany({ select: { revokedReason: true } })).toEqual([
        { revokedReason: 'member_removed' },
      ]);
    });

    it('installs are listed per shop, and uninstalling revokes every token of the app there', async () => {
      const { shop, app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const tokens = tokensOf(await exchange(app, code));
      const { installs } = await operator().apps.installs({ shop_id: shop.shop.id });
      expect(installs).toEqual([
        expect.objectContaining({
          app: { client_id: app.client_id, name: 'Inventory Sync' },
          scopes: ['products.read', 'webhooks.read'],
          approved_by: expect.objectContaining({ email: OWNER.email }),
          active_token_families: 1,
          revoked_at: null,
        }),
      ]);
      await operator().apps.revokeInstall({ shop_id: shop.shop.id, installation_id: installs[0]?.id ?? '' });
      expect(await resolve(tokens.access_token)).toBeNull();
      expect(await refresh(app, tokens.refresh_token)).toMatchObject({ ok: false });
    });

    it('deleting an app ends its tokens', async () => {
      const { app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const tokens = tokensOf(await exchange(app, code));
      await operator().apps.delete({ client_id: app.client_id });
      expect(await resolve(tokens.access_token)).toBeNull();
      expect((await failureOf(operator().apps.rotateSecret({ client_id: app.client_id }))).code).toBe(
        'NOT_FOUND',
      );
    });

    it('revocation (RFC 7009) and introspection (RFC 7662) work on the app own tokens only', async () => {
      const { app } = await shopWithApp();
      const other = await shopWithApp({ owner: { email: 'other@shop.test', password: OWNER.password } });
      const { code } = await approve(app.client_id);
      const tokens = tokensOf(await exchange(app, code));
      const introspect = (client: typeof app, token: string) =>
        internal().oauthToken.introspect({
          params: { token },
          basic: basic(client.client_id, client.client_secret),
        });
      expect(await introspect(app, tokens.access_token)).toMatchObject({
        ok: true,
        body: {
          active: true,
          client_id: app.client_id,
          scope: 'products.read webhooks.read',
          iss: TEST_ISSUER,
        },
      });
      expect(await introspect(other.app, tokens.access_token)).toEqual({ ok: true, body: { active: false } });
      const revokeByOther = await internal().oauthToken.revoke({
        params: { token: tokens.refresh_token },
        basic: basic(other.app.client_id, other.app.client_secret),
      });
      expect(revokeByOther).toEqual({ ok: true, body: {} });
      expect(await resolve(tokens.access_token)).not.toBeNull();
      await internal().oauthToken.revoke({
        params: { token: tokens.refresh_token },
        basic: basic(app.client_id, app.client_secret),
      });
      expect(await resolve(tokens.access_token)).toBeNull();
      expect(await introspect(app, tokens.refresh_token)).toEqual({ ok: true, body: { active: false } });
    });

    it('every change to what a token resolves to is announced to the gateways', async () => {
      const { shop, app } = await shopWithApp();
      const shopId = shop.shop.id;
      const reasons = () => signals.map((signal) => signal.data.reason);
      const first = tokensOf(await exchange(app, (await approve(app.client_id)).code));
      expect(signals).toEqual([]);
      // Resolving, issuing and refreshing change nothing a cache holds.
      await resolve(first.access_token);
      const second = tokensOf(await refresh(app, first.refresh_token));
      expect(signals).toEqual([]);
      await internal().oauthToken.revoke({
        params: { token: second.access_token },
        basic: basic(app.client_id, app.client_secret),
      });
      expect(signals[0]).toEqual({
        type: 'platform:credentials_changed',
        shopId,
        data: { shop_id: shopId, reason: 'oauth_token_revoked' },
      });
      // A revocation the service refuses (an unknown token) announces nothing.
      await internal().oauthToken.revoke({
        params: { token: second.access_token.replace(/.$/, 'x') },
        basic: basic(app.client_id, app.client_secret),
      });
      expect(signals).toHaveLength(1);
      clock.advance(60_000);
      await refresh(app, first.refresh_token); // reuse after the grace window: the family dies
      const { code } = await approve(app.client_id);
      await exchange(app, code);
      await exchange(app, code); // a replayed code
      const admin = { email: 'admin@nordic.test', password: 'admin password 1' };
      const member = await operator().members.create({ shop_id: shopId, ...admin, role: 'admin' });
      await operator().members.setRole({ shop_id: shopId, member_id: member.id, role: 'staff' });
      await operator().members.remove({ shop_id: shopId, member_id: member.id });
      const key = await operator().operator.createKey({ shop_id: shopId, scopes: ['products.read'] });
      await operator().operator.updateKeyScopes({ key_id: key.key_id, scopes: ['orders.read'] });
      await operator().operator.revokeKey({ key_id: key.key_id });
      await operator().operator.setShopPlan({ shop_id: shopId, plan: 'growth' });
      await operator().operator.setShopStatus({ shop_id: shopId, status: 'suspended' });
      const { installs } = await operator().apps.installs({ shop_id: shopId });
      await operator().apps.revokeInstall({ shop_id: shopId, installation_id: installs[0]?.id ?? '' });
      await operator().apps.delete({ client_id: app.client_id });
      expect(reasons()).toEqual([
        'oauth_token_revoked',
        'oauth_token_revoked',
        'oauth_token_revoked',
        'member_role_changed',
        'member_removed',
        'api_key_scopes_changed',
        'api_key_revoked',
        'shop_plan_changed',
        'shop_status_changed',
        'oauth_app_uninstalled',
      ]);
      expect(new Set(signals.map((signal) => signal.shopId))).toEqual(new Set([shopId]));
    });

    it('the audit trail records who did what, newest first, cursor-paged and filterable', async () => {
      const { shop, app } = await shopWithApp();
      const { code } = await approve(app.client_id);
      const tokens = tokensOf(await exchange(app, code));
      await refresh(app, tokens.refresh_token);
      const principal = (await resolve(shop.api_key)) as Principal;
      const trail = await asShop(principal).security.auditTrail({ limit: 100 });
      expect(trail.data.map((event) => event.type)).toEqual([
        'oauth_token.refreshed',
        'oauth_token.issued',
        'oauth_app.authorized',
        'member.login',
        'oauth_app.created',
        'api_key.created',
        'member.created',
      ]);
      const authorized = trail.data.find((event) => event.type === 'oauth_app.authorized');
      expect(authorized).toMatchObject({
        actor: { type: 'member', label: OWNER.email },
        subject: { type: 'oauth_app', id: app.client_id },
        details: { scopes: ['products.read', 'webhooks.read'] },
        ip: CLIENT.ip,
      });
      const first = await asShop(principal).security.auditTrail({ limit: 3 });
      expect(first.pagination.has_more).toBe(true);
      const second = await asShop(principal).security.auditTrail({
        limit: 100,
        cursor: first.pagination.next_cursor ?? '',
      });
      expect([...first.data, ...second.data].map((event) => event.id)).toEqual(
        trail.data.map((event) => event.id),
      );
      const logins = await asShop(principal).security.auditTrail({ limit: 10, type: 'member.login' });
      expect(logins.data).toHaveLength(1);
    });

    it('the session trail shows one dashboard session, in order; another shop cannot read it', async () => {
      const { shop, app } = await shopWithApp();
      const { code, session } = await approve(app.client_id);
      tokensOf(await exchange(app, code));
      const principal = (await resolve(shop.api_key)) as Principal;
      const trail = await asShop(principal).security.sessionTrail({
        session_id: session.session_id,
        limit: 50,
      });
      expect(trail.data.map((event) => event.type)).toEqual([
        'member.login',
        'oauth_app.authorized',
        'oauth_token.issued',
      ]);
      const first = await asShop(principal).security.sessionTrail({
        session_id: session.session_id,
        limit: 2,
      });
      expect(first.pagination.has_more).toBe(true);
      const rest = await asShop(principal).security.sessionTrail({
        session_id: session.session_id,
        limit: 2,
        cursor: first.pagination.next_cursor ?? '',
      });
      expect(rest.pagination).toEqual({ next_cursor: null, has_more: false });
      expect([...first.data, ...rest.data].map((event) => event.id)).toEqual(
        trail.data.map((event) => event.id),
      );
      const stranger = await operator().operator.createShop({ name: 'Stranger' });
      const strangerPrincipal = (await resolve(stranger.api_key)) as Principal;
      const error = await failureOf(
        asShop(strangerPrincipal).security.sessionTrail({ session_id: session.session_id, limit: 50 }),
      );
      expect(error.code).toBe('NOT_FOUND');
    });

    it('key creation, scope changes and revocation are on the audit trail', async () => {
      const shop = await operator().operator.createShop({ name: 'Keys' });
      const key = await operator().operator.createKey({ shop_id: shop.shop.id, scopes: ['orders.read'] });
      await operator().operator.updateKeyScopes({
        key_id: key.key_id,
        scopes: ['orders.read', 'products.read'],
      });
      expect((await resolve(key.api_key))?.scopes).toEqual(['orders.read', 'products.read']);
      await operator().operator.revokeKey({ key_id: key.key_id });
      const principal = (await resolve(shop.api_key)) as Principal;
      const trail = await asShop(principal).security.auditTrail({ limit: 10 });
      expect(trail.data.slice(0, 3).map((event) => [event.type, event.subject.id])).toEqual([
        ['api_key.revoked', key.key_id],
        ['api_key.scopes_changed', key.key_id],
        ['api_key.created', key.key_id],
      ]);
      expect(trail.data[1]?.details).toMatchObject({
        from: ['orders.read'],
        to: ['orders.read', 'products.read'],
      });
    });
  });
}
