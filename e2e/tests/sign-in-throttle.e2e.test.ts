import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardBrowser, fromAddress, type SessionView } from '../src/dashboard';
import { type ApiResponse, call, errorOf } from '../src/http';
import { shopWithOwner } from '../src/oauth';
import { bootTestPlatform, type TestPlatform } from '../src/platform';

/**
 * Sign-in that tells nobody which emails exist and lets no stranger keep the owner out
 * (docs/oauth.md "Sign-in limits"), the two-factor codes counted toward the same limits, two-factor
 * changes ending the member's other sessions, and the step-up that refreshes when the member last
 * proved who they are. A platform of its own: these tests spend sign-in limits on purpose. Each
 * test signs in from addresses of its own in 127.0.0.0/8, so the per-address limit of one does not
 * reach another.
 */
let p: TestPlatform;

beforeAll(async () => {
  p = await bootTestPlatform();
});
afterAll(async () => {
  await p?.close();
});

const WRONG = 'not the password at all';
const browser = (address: string) => new DashboardBrowser(p.gatewayUrl, fromAddress(address));
const api = (token: string, method: string, path: string) => call(p.gatewayUrl, method, path, { token });
const retryAfter = (res: ApiResponse) => Number(res.headers['retry-after'] ?? 0);

/**
 * What a caller can compare between two answers: everything but the request's own id, date and
 * timing header. A wait counts from the account's own last failure, so its seconds are compared
 * apart (`waitsAlike`).
 */
function comparable(res: ApiResponse) {
  const headers = Object.fromEntries(
    Object.entries(res.headers)
      .filter(
        ([name]) => !['date', 'x-request-id', 'server-timing', 'keep-alive', 'connection'].includes(name),
      )
      .map(([name, value]) => [name, name === 'retry-after' ? 'N' : value]),
  );
  const body = res.body as { error?: Record<string, unknown> } | null;
  const { request_id: _id, ...error } = body?.error ?? {};
  if (typeof error.message === 'string') error.message = error.message.replace(/\d+/g, 'N');
  if ('retry_after' in error) error.retry_after = 'N';
  return { status: res.status, headers, error };
}

function waitsAlike(a: ApiResponse, b: ApiResponse): void {
  expect(Math.abs(retryAfter(a) - retryAfter(b))).toBeLessThanOrEqual(1);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Six digits that are none of the codes an authenticator shows around now. */
function wrongCode(totp: TOTP): string {
  const valid = new Set(
    [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset })),
  );
  for (;;) {
    const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Signs in, then turns two-factor sign-in on: the browser, its authenticator and the recovery codes. */
async function withTwoFactor(address: string) {
  const { owner, fullKey } = await shopWithOwner(p);
  const phone = browser(address);
  expect((await phone.signIn(owner)).status).toBe(200);
  const setup = await phone.act('POST', '/dashboard/api/two-factor/setup');
  expect(setup.status, setup.text).toBe(200);
  const totp = new TOTP({
    secret: Secret.fromBase32((setup.body as { data: { secret: string } }).data.secret),
  });
  const enabled = await phone.act('POST', '/dashboard/api/two-factor/enable', { code: totp.generate() });
  expect(enabled.status, enabled.text).toBe(200);
  const codes = (enabled.body as { data: { recovery_codes: string[] } }).data.recovery_codes;
  return { owner, fullKey, phone, totp, codes };
}

/**
 * A stranger guessing the owner's password, each guess from another address, waiting out the
 * account's delays until one is at least `minWait` seconds: the account is then throttled for
 * everyone without a device that signed in to it before.
 */
async function strangerThrottles(email: string, firstAddress: number, minWait: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < 30; n++) {
    const stranger = browser(`127.0.1.${firstAddress + n}`);
    const res = await stranger.signIn({ email, password: `guess number ${n}` });
    statuses.push(res.status);
    if (res.status !== 429) continue;
    if (retryAfter(res) >= minWait) return statuses;
    await sleep(retryAfter(res) * 1000 + 100);
  }
  throw new Error(`the account was never throttled: ${statuses.join(' ')}`);
}

describe('sign-in answers the same whether or not the email belongs to a member', () => {
  it('a run of wrong passwords gets the same statuses, bodies, headers and subcodes, in similar times', async () => {
    const { owner } = await shopWithOwner(p);
    const unknown = `nobody-${Date.now()}@oauth.test`;
    const from = fromAddress('127.0.0.11');
    const attempt = async (email: string) => {
      const page = new DashboardBrowser(p.gatewayUrl, from);
      const csrf_token = await page.loginToken();
      const started = performance.now();
      const res = await page.send('POST', '/dashboard/api/session', { email, password: WRONG, csrf_token });
      return { res, ms: performance.now() - started };
    };
    const known: Awaited<ReturnType<typeof attempt>>[] = [];
    const nobody: Awaited<ReturnType<typeof attempt>>[] = [];
    // In pairs at the same moment, so the machine's noise falls on both alike.
    const pair = async () => {
      const [k, u] = await Promise.all([attempt(owner.email), attempt(unknown)]);
      known.push(k);
      nobody.push(u);
      return k.res.status === 429 || u.res.status === 429;
    };
    for (let n = 0; n < 15; n++) if (await pair()) break;
    expect(known.map(({ res }) => comparable(res))).toEqual(nobody.map(({ res }) => comparable(res)));
    expect(known.at(-1)?.res.status).toBe(429);
    // Then once more, after the wait each was told.
    const wait = retryAfter(known.at(-1)?.res as ApiResponse);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThan(60);
    await sleep(wait * 1000 + 200);
    await pair();
    expect(known.map(({ res }) => comparable(res))).toEqual(nobody.map(({ res }) => comparable(res)));
    for (const [n, { res }] of known.entries()) waitsAlike(res, nobody[n]?.res as ApiResponse);
    const knownMs = median(known.filter(({ res }) => res.status === 401).map(({ ms }) => ms));
    const nobodyMs = median(nobody.filter(({ res }) => res.status === 401).map(({ ms }) => ms));
    expect(Math.abs(knownMs - nobodyMs)).toBeLessThan(Math.max(150, 0.4 * Math.min(knownMs, nobodyMs)));
  }, 120_000);
});

describe('a stranger cannot keep the owner out', () => {
  it('after a stranger’s failures from many addresses, the owner signs in from a device that signed in before', async () => {
    const { owner, fullKey } = await shopWithOwner(p);
    const laptop = browser('127.0.0.12');
    expect((await laptop.signIn(owner)).status).toBe(200);

    const statuses = await strangerThrottles(owner.email, 1, 8);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // Another address with the right password waits too: the count belongs to the account.
    const elsewhere = await browser('127.0.2.1').signIn(owner);
    expect(elsewhere.status).toBe(429);
    expect(errorOf(elsewhere).code).toBe('RATE_LIMITED');
    expect(errorOf(elsewhere).message).toContain('for this email');
    expect(retryAfter(elsewhere)).toBeGreaterThan(0);

    const back = await laptop.signIn(owner);
    expect(back.status, back.text).toBe(200);
    const device = back.headers['set-cookie'];
    const line = (Array.isArray(device) ? device : [device ?? '']).find((l) =>
      l.startsWith('shopforge_device='),
    );
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/SameSite=Strict/);

    const trail = await api(fullKey, 'GET', '/dev/v1/security/audit-trail?type=member.sign_in_throttled');
    expect(trail.status, trail.text).toBe(200);
    expect((trail.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  }, 120_000);

  it('a copied device cookie lifts the throttle for five wrong passwords, no more', async () => {
    const { owner } = await shopWithOwner(p);
    const laptop = browser('127.0.0.13');
    expect((await laptop.signIn(owner)).status).toBe(200);
    const stolen = laptop.cookie('shopforge_device');
    expect(stolen).toBeDefined();
    await strangerThrottles(owner.email, 40, 8);

    const thief = browser('127.0.0.14');
    thief.setCookie('shopforge_device', stolen ?? '');
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await thief.signIn({ ...owner, password: `thief ${n}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  }, 120_000);
});

describe('two-factor codes count toward the sign-in limits', () => {
  it('wrong codes on two-factor/disable meet 429 with Retry-After long before 120', async () => {
    const { phone, totp } = await withTwoFactor('127.0.0.15');
    let refused: ApiResponse | undefined;
    let tries = 0;
    for (; tries < 120 && !refused; tries++) {
      const res = await phone.act('POST', '/dashboard/api/two-factor/disable', { code: wrongCode(totp) });
      if (res.status === 429) refused = res;
      else expect(res.status, res.text).toBe(422);
    }
    expect(refused?.status).toBe(429);
    expect(tries).toBeLessThanOrEqual(12);
    expect(retryAfter(refused as ApiResponse)).toBeGreaterThan(0);
    expect((await phone.session()).two_factor.enabled).toBe(true);
  }, 120_000);
});

describe('turning two-factor sign-in on or off ends the member’s other sessions', () => {
  it('ends the other sessions and their tokens, keeps the calling one', async () => {
    const { owner } = await shopWithOwner(p);
    const laptop = browser('127.0.0.16');
    const phone = browser('127.0.0.16');
    expect((await laptop.signIn(owner)).status).toBe(200);
    expect((await phone.signIn(owner)).status).toBe(200);
    const laptopToken = await laptop.token();
    const phoneToken = await phone.token();
    expect((await api(laptopToken, 'GET', '/dev/v1/me')).status).toBe(200);

    const setup = await phone.act('POST', '/dashboard/api/two-factor/setup');
    const totp = new TOTP({
      secret: Secret.fromBase32((setup.body as { data: { secret: string } }).data.secret),
    });
    const enabled = await phone.act('POST', '/dashboard/api/two-factor/enable', { code: totp.generate() });
    expect(enabled.status, enabled.text).toBe(200);
    expect((await api(laptopToken, 'GET', '/dev/v1/me')).status).toBe(401);
    expect((await laptop.send('GET', '/dashboard/api/session')).status).toBe(401);
    expect((await api(phoneToken, 'GET', '/dev/v1/me')).status).toBe(200);
    expect((await phone.session()).two_factor.enabled).toBe(true);

    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await laptop.signIn({ ...owner, totp_code: next })).status).toBe(200);
    const again = await laptop.token();
    const codes = (enabled.body as { data: { recovery_codes: string[] } }).data.recovery_codes;
    const off = await phone.act('POST', '/dashboard/api/two-factor/disable', { code: codes[0] ?? '' });
    expect(off.status, off.text).toBe(200);
    expect((await api(again, 'GET', '/dev/v1/me')).status).toBe(401);
    expect((await api(phoneToken, 'GET', '/dev/v1/me')).status).toBe(200);
  }, 60_000);
});

describe('step-up', () => {
  it('records on the session when the member last proved who they are, on the principal at once', async () => {
    const { owner, fullKey } = await shopWithOwner(p);
    const page = browser('127.0.0.17');
    const signedIn = await page.signIn(owner);
    expect(signedIn.status).toBe(200);
    const token = await page.token();
    await sleep(1_100);

    const stepped = await page.act('POST', '/dashboard/api/step-up', { password: owner.password });
    expect(stepped.status, stepped.text).toBe(200);
    const at = (stepped.body as { data: { authenticated_at: number } }).data.authenticated_at;
    const signedInAt = (signedIn.body as { data: SessionView }).data.authenticated_at;
    expect(at).toBeGreaterThan(signedInAt);
    expect((await page.session()).authenticated_at).toBe(at);
    // The token minted before the step-up answers the new time: the cached principal was dropped.
    const capabilities = await api(token, 'GET', '/dev/v1/me/capabilities');
    expect(capabilities.status).toBe(200);
    expect((capabilities.body as { data: { credential: unknown } }).data.credential).toMatchObject({
      type: 'member_session',
      authenticatedAt: at,
    });
    const trail = await api(fullKey, 'GET', '/dev/v1/security/audit-trail?type=member.stepped_up');
    expect((trail.body as { data: { details: unknown }[] }).data[0]?.details).toMatchObject({
      proven_by: 'password',
    });
  }, 60_000);

  it('asks a member with two-factor on for a code, and counts wrong codes toward the limits', async () => {
    const { owner, phone, totp } = await withTwoFactor('127.0.0.18');
    const byPassword = await phone.act('POST', '/dashboard/api/step-up', { password: owner.password });
    expect(byPassword.status).toBe(422);
    expect(errorOf(byPassword).details?.[0]?.field).toBe('totp_code');

    let refused: ApiResponse | undefined;
    let tries = 0;
    for (; tries < 30 && !refused; tries++) {
      const res = await phone.act('POST', '/dashboard/api/step-up', { totp_code: wrongCode(totp) });
      if (res.status === 429) refused = res;
      else expect(res.status, res.text).toBe(422);
    }
    expect(refused?.status).toBe(429);
    expect(retryAfter(refused as ApiResponse)).toBeGreaterThan(0);
    expect(tries).toBeLessThanOrEqual(12);
  }, 60_000);
});
