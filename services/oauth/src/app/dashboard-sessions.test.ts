import { createTestDatabaseFactory } from '@shopforge/db/testing';
import type { Principal } from '@shopforge/contracts';
import { failureOf } from '@shopforge/service-kit/testing';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOauthRouter, shopCallers } from '../../test/open-router';
import type { createOauthRouter } from '../router';
import { MIGRATIONS_DIR } from '../service';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });
const START = '2026-11-28T10:00:00Z';
const client = { ip: '203.0.113.9', user_agent: 'vitest' };
const PASSWORD = 'owner password 123';

describe('dashboard sessions (PGlite)', () => {
  let router: ReturnType<typeof createOauthRouter>;
  let clock: Awaited<ReturnType<typeof openOauthRouter>>['clock'];
  let signals: Awaited<ReturnType<typeof openOauthRouter>>['signals'];
  let prisma: Awaited<ReturnType<typeof openOauthRouter>>['prisma'];
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ router, clock, signals, prisma, close } = await openOauthRouter(() => factory.fresh(), START));
  });
  afterEach(() => close());

  const { operator, internal } = shopCallers(() => router);
  const dashboard = () => internal().dashboard;

  async function shop() {
    const email = `owner-${Math.random()}@shop.test`;
    const created = await operator().operator.createShop({
      name: 'Nordic',
      owner: { email, password: PASSWORD },
    });
    return { shopId: created.shop.id, email };
  }
  const signIn = (email: string, extra: Record<string, string> = {}) =>
    dashboard().signIn({ email, password: PASSWORD, client, ...extra });
  const act = (session_token: string, csrf: string) => ({ session_token, csrf, client });
  const resolve = async (token: string) => (await internal().auth.resolve({ token })).principal;
  const trail = async (shopId: string) =>
    (await prisma.securityEvent.findMany({ where: { shopId }, orderBy: { id: 'asc' } })).map((e) => e.type);

  it('signs a member in: the view names member, shop, CSRF token and two-factor state', async () => {
    const { shopId, email } = await shop();
    const { session, view } = await signIn(email);
    expect(view).toMatchObject({
      member: { email, role: 'owner' },
      shop: { id: shopId, name: 'Nordic' },
      two_factor: { enabled: false },
      expires_at: session.expires_at,
    });
    expect(view.csrf_token).toMatch(/^[0-9a-f]{40}$/);
    expect(await dashboard().session({ session_token: session.session_token, client })).toEqual(view);
    expect(await failureOf(dashboard().session({ session_token: 'nope', client }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await trail(shopId)).toContain('member.login');
  });

  it('a dashboard token acts for the member with what the role allows now, and dies with the session', async () => {
    const { shopId, email } = await shop();
    const { session, view } = await signIn(email);
    expect(await failureOf(dashboard().token(act(session.session_token, 'wrong')))).toMatchObject({
      code: 'FORBIDDEN',
    });
    const token = await dashboard().token(act(session.session_token, view.csrf_token));
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 300, scopes: ['*'] });
    expect(token.access_token).toMatch(/^shdt_[A-Za-z0-9]{48}$/);
    const principal = (await resolve(token.access_token)) as Principal;
    expect(principal).toMatchObject({
      kind: 'member_session',
      shop_id: shopId,
      scopes: ['*'],
      member_id: view.member.id,
      oauth_client_id: null,
    });
    // Only the hash is kept.
    expect(JSON.stringify(await prisma.dashboardToken.findMany())).not.toContain(token.access_token);
    clock.advance(299_000);
    expect(await resolve(token.access_token)).not.toBeNull();
    clock.advance(1_000);
    expect(await resolve(token.access_token)).toBeNull();

    const fresh = await dashboard().token(act(session.session_token, view.csrf_token));
    await dashboard().signOut(act(session.session_token, view.csrf_token));
    expect(await resolve(fresh.access_token)).toBeNull();
    expect(signals.map((s) => s.data.reason)).toEqual(['dashboard_session_ended']);
    expect(await failureOf(dashboard().token(act(session.session_token, view.csrf_token)))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('a staff member’s token holds only staff scopes, and a demotion narrows it at once', async () => {
    const { shopId } = await shop();
    const staff = { email: 'staff@shop.test', password: PASSWORD };
    const member = await operator().members.create({ shop_id: shopId, ...staff, role: 'admin' });
    const { session, view } = await signIn(staff.email);
    const token = await dashboard().token(act(session.session_token, view.csrf_token));
    expect((await resolve(token.access_token))?.scopes).toEqual(['*']);
    await operator().members.setRole({ shop_id: shopId, member_id: member.id, role: 'staff' });
    const scopes = (await resolve(token.access_token))?.scopes ?? [];
    expect(scopes).toContain('orders.read');
    expect(scopes.some((scope) => scope.startsWith('api_keys.'))).toBe(false);
    await operator().members.remove({ shop_id: shopId, member_id: member.id });
    expect(await resolve(token.access_token)).toBeNull();
  });

  it('sign out everywhere ends every session of the member and their tokens, on the trail', async () => {
    const { shopId, email } = await shop();
    const first = await signIn(email);
    const second = await signIn(email);
    const token = await dashboard().token(act(first.session.session_token, first.view.csrf_token));
    expect(await dashboard().revokeAll(act(second.session.session_token, second.view.csrf_token))).toEqual({
      ended_sessions: 2,
    });
    expect(await resolve(token.access_token)).toBeNull();
    expect(
      await failureOf(dashboard().session({ session_token: first.session.session_token, client })),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await trail(shopId)).toContain('member.sessions_revoked');
  });

  it('a wrong password and an unknown email answer alike', async () => {
    const { email } = await shop();
    const unknown = await failureOf(signIn('nobody@shop.test'));
    const wrong = await failureOf(dashboard().signIn({ email, password: 'wrong password!', client }));
    expect(wrong).toMatchObject({ code: 'UNAUTHORIZED', message: unknown.message });
    expect(wrong.subcode).toBe(unknown.subcode);
  });

  /** Sets two-factor sign-in up and turns it on in the session `a`; the authenticator's codes. */
  async function turnOnTwoFactor(a: ReturnType<typeof act>) {
    const setup = await dashboard().twoFactorSetup(a);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const codeNow = () => totp.generate({ timestamp: clock.now().getTime() });
    const { recovery_codes } = await dashboard().twoFactorEnable({ ...a, code: codeNow() });
    return { codeNow, recovery_codes };
  }

  it('turning two-factor on or off ends the member’s other sessions and their tokens, not the calling one', async () => {
    const { shopId, email } = await shop();
    const phone = await signIn(email);
    const laptop = await signIn(email);
    const colleague = await operator().members.create({
      shop_id: shopId,
      email: 'colleague@shop.test',
      password: PASSWORD,
      role: 'admin',
    });
    const theirs = await signIn('colleague@shop.test');
    const a = act(phone.session.session_token, phone.view.csrf_token);
    const phoneToken = await dashboard().token(a);
    const laptopToken = await dashboard().token(act(laptop.session.session_token, laptop.view.csrf_token));

    const { codeNow, recovery_codes } = await turnOnTwoFactor(a);
    expect(await resolve(laptopToken.access_token)).toBeNull();
    expect(
      await failureOf(dashboard().session({ session_token: laptop.session.session_token, client })),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await resolve(phoneToken.access_token)).not.toBeNull();
    expect(
      (await dashboard().session({ session_token: theirs.session.session_token, client })).member.id,
    ).toBe(colleague.id);
    expect(signals.map((s) => s.data.reason)).toEqual(['dashboard_session_ended']);

    clock.advance(60_000);
    const again = await signIn(email, { totp_code: codeNow() });
    await dashboard().twoFactorDisable({ ...a, code: recovery_codes[0] ?? '' });
    expect(
      await failureOf(dashboard().session({ session_token: again.session.session_token, client })),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await resolve(phoneToken.access_token)).not.toBeNull();
    expect(signals.map((s) => s.data.reason)).toEqual(['dashboard_session_ended', 'dashboard_session_ended']);
    const events = await prisma.securityEvent.findMany({
      where: { shopId, type: { in: ['member.two_factor_enabled', 'member.two_factor_disabled'] } },
      orderBy: { id: 'asc' },
    });
    expect(events.map((e) => e.details)).toEqual([
      { recovery_codes: 10, ended_sessions: 1 },
      { proven_by: 'recovery_code', ended_sessions: 1 },
    ]);
  });

  it('step-up records on the session when the member last proved who they are, and on its tokens at once', async () => {
    const { shopId, email } = await shop();
    const { session, view } = await signIn(email);
    const signedInAt = Math.floor(new Date(START).getTime() / 1000);
    expect(view.authenticated_at).toBe(signedInAt);
    const a = act(session.session_token, view.csrf_token);
    const token = await dashboard().token(a);
    expect((await resolve(token.access_token))?.authenticated_at).toBe(signedInAt);

    // Within the token's five minutes.
    clock.advance(200_000);
    expect(await failureOf(dashboard().stepUp({ ...a, password: 'wrong password!' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'password' }],
    });
    expect(await failureOf(dashboard().stepUp({ ...a }))).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await failureOf(dashboard().stepUp({ ...a, totp_code: '123456' }))).toMatchObject({
      details: [{ field: 'password' }],
    });
    const stepped = await dashboard().stepUp({ ...a, password: PASSWORD });
    expect(stepped.authenticated_at).toBe(signedInAt + 200);
    expect(
      (await dashboard().session({ session_token: session.session_token, client })).authenticated_at,
    ).toBe(signedInAt + 200);
    expect((await resolve(token.access_token))?.authenticated_at).toBe(signedInAt + 200);
    expect(signals.map((s) => s.data.reason)).toEqual(['dashboard_session_stepped_up']);
    const types = await trail(shopId);
    expect(types.filter((type) => type === 'member.stepped_up')).toHaveLength(1);
    expect(types.filter((type) => type === 'member.login_failed')).toHaveLength(1);
  });

  it('a member with two-factor on steps up with a code, not the password; a recovery code works once', async () => {
    const { email } = await shop();
    const { session, view } = await signIn(email);
    const a = act(session.session_token, view.csrf_token);
    const { codeNow, recovery_codes } = await turnOnTwoFactor(a);
    expect(await failureOf(dashboard().stepUp({ ...a, password: PASSWORD }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'totp_code' }],
    });
    clock.advance(60_000);
    const code = codeNow();
    expect((await dashboard().stepUp({ ...a, totp_code: code })).authenticated_at).toBe(
      Math.floor(clock.now().getTime() / 1000),
    );
    expect(await failureOf(dashboard().stepUp({ ...a, totp_code: code }))).toMatchObject({
      details: [{ field: 'totp_code' }],
    });
    const recovery = recovery_codes[0] ?? '';
    await dashboard().stepUp({ ...a, recovery_code: recovery });
    expect(await failureOf(dashboard().stepUp({ ...a, recovery_code: recovery }))).toMatchObject({
      details: [{ field: 'recovery_code' }],
    });
  });

  it('wrong codes on step-up and on turning two-factor off count toward the email’s sign-in limits', async () => {
    const { email } = await shop();
    const { session, view } = await signIn(email);
    const a = act(session.session_token, view.csrf_token);
    const { codeNow } = await turnOnTwoFactor(a);
    const wrongCode = () => (codeNow() === '000000' ? '111111' : '000000');
    for (let n = 0; n < 3; n++) {
      expect((await failureOf(dashboard().stepUp({ ...a, totp_code: wrongCode() }))).code).toBe(
        'VALIDATION_ERROR',
      );
    }
    for (let n = 0; n < 2; n++) {
      expect((await failureOf(dashboard().twoFactorDisable({ ...a, code: wrongCode() }))).code).toBe(
        'VALIDATION_ERROR',
      );
    }
    const refused = await failureOf(dashboard().twoFactorDisable({ ...a, code: wrongCode() }));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429, extra: { retry_after: 1 } });
    expect(await failureOf(signIn(email))).toMatchObject({ code: 'RATE_LIMITED' });
    // A right code after the wait turns it off, and is given back.
    clock.advance(61_000);
    expect(await dashboard().twoFactorDisable({ ...a, code: codeNow() })).toEqual({ enabled: false });
  });

  it('the same email and password in two shops asks which shop, by id', async () => {
    const { email, shopId } = await shop();
    const other = await operator().operator.createShop({ name: 'Other' });
    await operator().members.create({ shop_id: other.shop.id, email, password: PASSWORD, role: 'admin' });
    const asked = await failureOf(signIn(email));
    expect(asked).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'shop_id' }] });
    expect(asked.extra?.shops).toHaveLength(2);
    expect((await signIn(email, { shop_id: other.shop.id })).view.shop.id).toBe(other.shop.id);
    expect((await signIn(email, { shop_id: shopId })).view.shop.id).toBe(shopId);
  });

  it('two-factor sign-in: set up, confirmed by a code, then required; a recovery code works once', async () => {
    const { shopId, email } = await shop();
    const { session, view } = await signIn(email);
    const a = act(session.session_token, view.csrf_token);
    const setup = await dashboard().twoFactorSetup(a);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    // Sealed at rest.
    const row = await prisma.member.findFirstOrThrow({ where: { email } });
    expect(row.totpPending).not.toBeNull();
    expect(row.totpPending).not.toContain(setup.secret);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const codeNow = () => totp.generate({ timestamp: clock.now().getTime() });
    expect(
      await failureOf(
        dashboard().twoFactorEnable({ ...a, code: '000000' === codeNow() ? '111111' : '000000' }),
      ),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    const { recovery_codes: codes } = await dashboard().twoFactorEnable({ ...a, code: codeNow() });
    expect(codes).toHaveLength(10);
    expect((await dashboard().session({ session_token: session.session_token, client })).two_factor).toEqual({
      enabled: true,
    });

    expect(await failureOf(signIn(email))).toMatchObject({
      code: 'UNAUTHORIZED',
      subcode: 'TWO_FACTOR_REQUIRED',
    });
    expect(await failureOf(signIn(email, { totp_code: 'abcdef' }))).toMatchObject({
      subcode: 'TWO_FACTOR_REQUIRED',
    });
    // The code that turned it on is spent: it does not sign in as well.
    const enablingCode = codeNow();
    expect(await failureOf(signIn(email, { totp_code: enablingCode }))).toMatchObject({
      subcode: 'TWO_FACTOR_REQUIRED',
    });
    clock.advance(60_000);
    const code = codeNow();
    expect((await signIn(email, { totp_code: code })).view.member.email).toBe(email);
    // A code is good once, not for the rest of its 90 seconds.
    expect(await failureOf(signIn(email, { totp_code: code }))).toMatchObject({
      code: 'UNAUTHORIZED',
      subcode: 'TWO_FACTOR_REQUIRED',
    });
    const recovery = codes[0] ?? '';
    expect((await signIn(email, { recovery_code: recovery.toUpperCase() })).view.member.email).toBe(email);
    expect(await failureOf(signIn(email, { recovery_code: recovery }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    // The consent page's sign-in is the same one.
    expect(await failureOf(internal().oauthFlow.login({ email, password: PASSWORD, client }))).toMatchObject({
      subcode: 'TWO_FACTOR_REQUIRED',
    });

    await dashboard().twoFactorDisable({ ...a, code: codes[1] ?? '' });
    expect((await signIn(email)).view.two_factor.enabled).toBe(false);
    const types = await trail(shopId);
    for (const type of [
      'member.two_factor_enabled',
      'member.recovery_code_used',
      'member.two_factor_disabled',
    ] as const) {
      expect(types).toContain(type);
    }
  });
});
