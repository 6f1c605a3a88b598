import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardBrowser, type SessionView } from '../src/dashboard';
import { call, errorOf } from '../src/http';
import { shopWithOwner } from '../src/oauth';
import { bootTestPlatform, type TestPlatform } from '../src/platform';

/**
 * The merchant dashboard's session layer through the real gateway (docs/oauth.md "Dashboard
 * sign-in"): JSON sign-in with the login CSRF token, the session cookie, the session's CSRF
 * header, the sign-in limits, short-lived `shdt_` tokens on the Developer API, sign-out (here and
 * everywhere) and two-factor sign-in. A platform of its own: its sign-in limits per address are
 * not shared with the other files' sign-ins.
 */
let p: TestPlatform;

beforeAll(async () => {
  p = await bootTestPlatform();
});
afterAll(async () => {
  await p?.close();
});

/** A browser page of the dashboard on this file's platform. */
class Dashboard extends DashboardBrowser {
  constructor() {
    super(p.gatewayUrl);
  }
}

const api = (token: string, method: string, path: string, body?: unknown) =>
  call(p.gatewayUrl, method, path, { token, ...(body === undefined ? {} : { body }) });

describe('dashboard sign-in', () => {
  it('signs the owner in with the login token: a Lax, HttpOnly, Secure cookie covering both sign-ins', async () => {
    const { shop, owner } = await shopWithOwner(p);
    const browser = new Dashboard();
    expect((await browser.send('GET', '/dashboard/api/session')).status).toBe(401);
    const signedIn = await browser.signIn(owner);
    expect(signedIn.status, signedIn.text).toBe(200);
    const cookie =
      browser.lastSetCookie.find((line) => line.startsWith('shopforge_dashboard_session=')) ?? '';
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const view = (signedIn.body as { data: SessionView }).data;
    expect(view).toMatchObject({
      member: { email: owner.email, role: 'owner' },
      shop: { id: shop.id },
      two_factor: { enabled: false },
    });
    expect(await browser.session()).toEqual(view);
  });

  it('refuses a sign-in without the login token, and a state change without the session’s CSRF header', async () => {
    const { owner } = await shopWithOwner(p);
    const forged = await new Dashboard().send('POST', '/dashboard/api/session', {
      ...owner,
      csrf_token: 'x'.repeat(32),
    });
    expect(forged.status).toBe(403);
    expect(errorOf(forged).code).toBe('FORBIDDEN');
    const browser = new Dashboard();
    expect((await browser.signIn(owner)).status).toBe(200);
    for (const headers of [{}, { 'x-csrf-token': 'a'.repeat(40) }] as Record<string, string>[]) {
      const refused = await browser.send('POST', '/dashboard/api/token', undefined, headers);
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('FORBIDDEN');
      expect((await browser.send('DELETE', '/dashboard/api/session', undefined, headers)).status).toBe(403);
    }
    expect((await browser.send('GET', '/dashboard/api/session')).status).toBe(200);
  });

  it('answers a wrong password and an unknown email alike, 401', async () => {
    const { owner } = await shopWithOwner(p);
    const wrong = await new Dashboard().signIn({ ...owner, password: 'not the password' });
    const unknown = await new Dashboard().signIn({ ...owner, email: `nobody-${Date.now()}@oauth.test` });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(errorOf(wrong).message).toBe(errorOf(unknown).message);
    expect(errorOf(wrong).code).toBe('UNAUTHORIZED');
  });

  it('holds the email back after five failed passwords, with growing waits, on the security trail', async () => {
    const { owner, fullKey } = await shopWithOwner(p);
    const statuses: number[] = [];
    // Each wait doubles; the loop stops at one long enough to outlast the next request.
    for (let n = 0; n < 15; n++) {
      const res = await new Dashboard().signIn({ ...owner, password: 'not the password' });
      statuses.push(res.status);
      const wait = Number(res.headers['retry-after'] ?? 0);
      if (res.status === 429 && wait >= 4) break;
      if (res.status === 429) await sleep(wait * 1000 + 100);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // The right password waits too.
    const held = await new Dashboard().signIn(owner);
    expect(held.status).toBe(429);
    expect(errorOf(held).code).toBe('RATE_LIMITED');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    const trail = await api(fullKey, 'GET', '/dev/v1/security/audit-trail?type=member.sign_in_throttled');
    expect(trail.status).toBe(200);
    expect((trail.body as { data: unknown[] }).data).toHaveLength(1);
  }, 60_000);
});

describe('dashboard tokens on the Developer API', () => {
  it('works on /dev/v1/api-keys for the owner, with the member on the trail, and 403 for staff', async () => {
    const { shop, owner, fullKey } = await shopWithOwner(p);
    const browser = new Dashboard();
    await browser.signIn(owner);
    const { member } = await browser.session();
    const token = await browser.token();
    expect(token).toMatch(/^shdt_/);
    expect((await api(token, 'GET', '/dev/v1/api-keys')).status).toBe(200);
    const created = await api(token, 'POST', '/dev/v1/api-keys', {
      name: 'From the dashboard',
      scopes: ['products.read'],
    });
    expect(created.status, created.text).toBe(201);
    const trail = await api(fullKey, 'GET', '/dev/v1/security/audit-trail?type=api_key.created');
    const [event] = (trail.body as { data: { actor: { type: string; id: string } }[] }).data;
    expect(event?.actor).toMatchObject({ type: 'member', id: member.id });
    const capabilities = await api(token, 'GET', '/dev/v1/me/capabilities');
    expect(capabilities.status).toBe(200);
    expect((capabilities.body as { data: { credential: unknown } }).data.credential).toMatchObject({
      type: 'member_session',
      memberId: member.id,
    });

    const staff = { email: `staff-${Date.now()}@oauth.test`, password: 'staff password 123' };
    await p.operator.members.create.mutate({ shop_id: shop.id, ...staff, role: 'staff' });
    const staffBrowser = new Dashboard();
    expect((await staffBrowser.signIn(staff)).status).toBe(200);
    const staffToken = await staffBrowser.token();
    expect((await api(staffToken, 'GET', '/dev/v1/api-keys')).status).toBe(403);
    expect((await api(staffToken, 'GET', '/dev/v1/me')).status).toBe(200);
  });

  it('stops working at the next request after sign-out, and after sign-out everywhere', async () => {
    const { owner } = await shopWithOwner(p);
    const browser = new Dashboard();
    await browser.signIn(owner);
    const token = await browser.token();
    expect((await api(token, 'GET', '/dev/v1/api-keys')).status).toBe(200);
    const out = await browser.act('DELETE', '/dashboard/api/session');
    expect(out.status, out.text).toBe(200);
    expect(browser.has('shopforge_dashboard_session')).toBe(false);
    expect((await api(token, 'GET', '/dev/v1/api-keys')).status).toBe(401);

    const laptop = new Dashboard();
    const phone = new Dashboard();
    await laptop.signIn(owner);
    await phone.signIn(owner);
    const laptopToken = await laptop.token();
    expect((await api(laptopToken, 'GET', '/dev/v1/me')).status).toBe(200);
    const everywhere = await phone.act('POST', '/dashboard/api/sessions/revoke-all');
    expect(everywhere.status, everywhere.text).toBe(200);
    expect((everywhere.body as { data: { ended_sessions: number } }).data.ended_sessions).toBe(2);
    expect((await api(laptopToken, 'GET', '/dev/v1/me')).status).toBe(401);
    expect((await laptop.send('GET', '/dashboard/api/session')).status).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  it('is set up, enabled with a code, then asked for; a recovery code works once', async () => {
    const { owner } = await shopWithOwner(p);
    const browser = new Dashboard();
    await browser.signIn(owner);
    const setup = await browser.act('POST', '/dashboard/api/two-factor/setup');
    expect(setup.status, setup.text).toBe(200);
    const { secret, otpauth_uri } = (setup.body as { data: { secret: string; otpauth_uri: string } }).data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const enabled = await browser.act('POST', '/dashboard/api/two-factor/enable', { code: totp.generate() });
    expect(enabled.status, enabled.text).toBe(200);
    const codes = (enabled.body as { data: { recovery_codes: string[] } }).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect((await browser.session()).two_factor.enabled).toBe(true);

    const asked = await new Dashboard().signIn(owner);
    expect(asked.status).toBe(401);
    expect(errorOf(asked)).toMatchObject({ code: 'UNAUTHORIZED', subcode: 'TWO_FACTOR_REQUIRED' });
    // The next step's code (one step ahead is accepted): the enabling code is spent, and a code
    // signs in once.
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await new Dashboard().signIn({ ...owner, totp_code: next })).status).toBe(200);
    const replayed = await new Dashboard().signIn({ ...owner, totp_code: next });
    expect(replayed.status).toBe(401);
    expect(errorOf(replayed)).toMatchObject({ subcode: 'TWO_FACTOR_REQUIRED' });
    const recovery = codes[0] ?? '';
    expect((await new Dashboard().signIn({ ...owner, recovery_code: recovery })).status).toBe(200);
    const spent = await new Dashboard().signIn({ ...owner, recovery_code: recovery });
    expect(spent.status).toBe(401);
    expect(errorOf(spent)).toMatchObject({ subcode: 'TWO_FACTOR_REQUIRED' });

    const off = await browser.act('POST', '/dashboard/api/two-factor/disable', { code: codes[1] ?? '' });
    expect(off.status, off.text).toBe(200);
    expect((await new Dashboard().signIn(owner)).status).toBe(200);
  });
});
