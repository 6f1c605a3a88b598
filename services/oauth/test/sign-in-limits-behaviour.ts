import { failureOf, type OpenTestDatabase } from '@shopforge/service-kit/testing';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OauthPrisma } from '../src/db/client';
import { DEVICE_FAILURE_BUDGET, FREE_FAILURES, MAX_DELAY_SECONDS } from '../src/domain/sign-in-throttle';
import type { createOauthRouter } from '../src/router';
import { openOauthRouter, shopCallers } from './open-router';

const START = '2026-12-02T10:00:00Z';
const PASSWORD = 'owner password 123';
const WRONG = 'not the password';
const client = { ip: '203.0.113.9', user_agent: 'vitest' };

/**
 * The sign-in limits of an email (docs/oauth.md "Sign-in limits"), on whatever database `open`
 * gives (PGlite or PostgreSQL): the compare-and-set that counts an attempt must hold on both.
 */
export function describeSignInLimits(backend: string, open: OpenTestDatabase): void {
  describe(`sign-in limits on ${backend}`, () => {
    let router: ReturnType<typeof createOauthRouter>;
    let prisma: OauthPrisma;
    let clock: Awaited<ReturnType<typeof openOauthRouter>>['clock'];
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ router, prisma, clock, close } = await openOauthRouter(open, START));
    });
    afterEach(() => close());

    const { operator, internal } = shopCallers(() => router);
    const dashboard = () => internal().dashboard;
    const shop = async () => {
      const email = `owner-${Math.random()}@limits.test`;
      const created = await operator().operator.createShop({
        name: 'Limits',
        owner: { email, password: PASSWORD },
      });
      return { shopId: created.shop.id, email };
    };
    const signIn = (email: string, extra: Record<string, string> = {}) =>
      dashboard().signIn({ email, password: PASSWORD, client, ...extra });
    const wrong = (email: string, extra: Record<string, string> = {}) =>
      failureOf(dashboard().signIn({ email, password: WRONG, client, ...extra }));
    const trail = async (shopId: string) =>
      (await prisma.securityEvent.findMany({ where: { shopId }, orderBy: { id: 'asc' } })).map((e) => ({
        type: e.type,
        details: e.details,
      }));
    const answer = (error: Awaited<ReturnType<typeof failureOf>>) => ({
      code: error.code,
      message: error.message,
      subcode: error.subcode,
      extra: error.extra,
    });

    it('answers a known and an unknown email alike through a run of failures and waits', async () => {
      const { email } = await shop();
      const nobody = `nobody-${Math.random()}@limits.test`;
      for (let round = 0; round < 9; round++) {
        const known = await wrong(email);
        const unknown = await wrong(nobody);
        expect(answer(known)).toEqual(answer(unknown));
        const wait = known.extra?.retry_after;
        if (typeof wait === 'number') clock.advance(wait * 1000);
      }
      expect(answer(await wrong(email))).toMatchObject({ code: 'RATE_LIMITED', extra: { retry_after: 4 } });
    });

    it('lets five failures pass, then waits 1 s, doubling with each failure, fifteen minutes at most', async () => {
      const { email } = await shop();
      for (let n = 0; n < FREE_FAILURES; n++) expect((await wrong(email)).code).toBe('UNAUTHORIZED');
      const waits: unknown[] = [];
      for (let n = 0; n < 12; n++) {
        const refused = await wrong(email);
        expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429, subcode: undefined });
        waits.push(refused.extra?.retry_after);
        clock.advance(Number(refused.extra?.retry_after) * 1000);
        expect((await wrong(email)).code).toBe('UNAUTHORIZED');
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, MAX_DELAY_SECONDS, MAX_DELAY_SECONDS]);
      // The right password waits too: the wait stops guessing, not only wrong guesses.
      expect(await failureOf(signIn(email))).toMatchObject({ code: 'RATE_LIMITED' });
      clock.advance(MAX_DELAY_SECONDS * 1000);
      expect((await signIn(email)).view.member.email).toBe(email);
      // A sign-in counted on the email starts its count again.
      for (let n = 0; n < FREE_FAILURES; n++) expect((await wrong(email)).code).toBe('UNAUTHORIZED');
    });

    it('starts the count again a day after the last failure', async () => {
      const { email } = await shop();
      for (let n = 0; n < FREE_FAILURES; n++) await wrong(email);
      expect((await wrong(email)).code).toBe('RATE_LIMITED');
      clock.advance(24 * 3600 * 1000);
      for (let n = 0; n < FREE_FAILURES; n++) expect((await wrong(email)).code).toBe('UNAUTHORIZED');
    });

    it('counts parallel attempts before any is checked: five get through, however many are sent', async () => {
      const { email } = await shop();
      const attempts = await Promise.all(Array.from({ length: 20 }, () => wrong(email)));
      const checked = attempts.filter((failure) => failure.code === 'UNAUTHORIZED').length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
      expect(attempts.every((failure) => ['UNAUTHORIZED', 'RATE_LIMITED'].includes(failure.code))).toBe(true);
    });

    it('lets a browser that signed in before in while strangers wait, within its own budget', async () => {
      const { email } = await shop();
      const first = await signIn(email);
      const device = first.session.device_token;
      expect(device).toMatch(/^[A-Za-z0-9]{48}$/);
      // Only its hash is kept.
      expect(JSON.stringify(await prisma.signInDevice.findMany())).not.toContain(device);
      for (let n = 0; n < 8; n++) await wrong(email);
      expect((await failureOf(signIn(email))).code).toBe('RATE_LIMITED');

      const back = await signIn(email, { device_token: device });
      expect(back.view.member.email).toBe(email);
      // Each sign-in issues a new cookie in place of the one presented.
      expect(back.session.device_token).not.toBe(device);
      expect((await failureOf(signIn(email, { device_token: device }))).code).toBe('RATE_LIMITED');

      const current = back.session.device_token;
      for (let n = 0; n < DEVICE_FAILURE_BUDGET; n++) {
        expect((await wrong(email, { device_token: current })).code).toBe('UNAUTHORIZED');
      }
      // Spent: it is no better than no cookie, and the email still waits.
      expect((await wrong(email, { device_token: current })).code).toBe('RATE_LIMITED');
      expect((await failureOf(signIn(email, { device_token: current }))).code).toBe('RATE_LIMITED');
    });

    it('lifts the waits of the email it was issued for only', async () => {
      const { email } = await shop();
      const other = await shop();
      const device = (await signIn(other.email)).session.device_token;
      for (let n = 0; n < FREE_FAILURES; n++) await wrong(email);
      expect((await failureOf(signIn(email, { device_token: device }))).code).toBe('RATE_LIMITED');
    });

    it('gives a right password that still needs a code or a shop its attempt back', async () => {
      const { email, shopId } = await shop();
      const other = await operator().operator.createShop({ name: 'Other' });
      await operator().members.create({ shop_id: other.shop.id, email, password: PASSWORD, role: 'admin' });
      for (let n = 0; n < FREE_FAILURES + 3; n++) {
        expect((await failureOf(signIn(email))).code).toBe('VALIDATION_ERROR');
      }
      expect((await signIn(email, { shop_id: shopId })).view.shop.id).toBe(shopId);

      const { view, session } = await signIn(email, { shop_id: shopId });
      const a = { session_token: session.session_token, csrf: view.csrf_token, client };
      const setup = await dashboard().twoFactorSetup(a);
      const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
      await dashboard().twoFactorEnable({ ...a, code: totp.generate({ timestamp: clock.now().getTime() }) });
      for (let n = 0; n < FREE_FAILURES + 3; n++) {
        expect(await failureOf(signIn(email, { shop_id: shopId }))).toMatchObject({
          subcode: 'TWO_FACTOR_REQUIRED',
        });
      }
      clock.advance(60_000);
      const code = totp.generate({ timestamp: clock.now().getTime() });
      expect((await signIn(email, { shop_id: shopId, totp_code: code })).view.two_factor.enabled).toBe(true);
    });

    it('puts failures on the members’ trail, and the failure from which attempts wait; nothing for unknown emails', async () => {
      const { shopId, email } = await shop();
      for (let n = 0; n < FREE_FAILURES; n++) await wrong(email);
      await wrong(email);
      await wrong(`nobody-${Math.random()}@limits.test`);
      const events = await trail(shopId);
      const failed = events.filter((event) => event.type === 'member.login_failed');
      expect(failed.map((event) => event.details)).toEqual(
        [1, 2, 3, 4, 5].map((failures) => ({
          reason: 'wrong_password',
          context: 'sign_in',
          failures,
          counted_on: 'email',
        })),
      );
      expect(events.filter((event) => event.type === 'member.sign_in_throttled')).toEqual([
        { type: 'member.sign_in_throttled', details: { failures: 5, retry_after: 1 } },
      ]);
      expect(await prisma.securityEvent.count()).toBe(events.length);
      // The table names no email: only hashes.
      expect(JSON.stringify(await prisma.signInThrottle.findMany())).not.toContain('@');
    });
  });
}
