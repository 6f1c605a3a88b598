import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickAndWaitForLoad, launchChromium } from '../src/browser';
import { appAwaitingConsent } from '../src/oauth';
import { platform, type TestPlatform } from '../src/platform';

/**
 * The hosted OAuth pages in a real headless browser (Debian's Chromium, installed by
 * `.ci/run`; CHROMIUM_PATH points elsewhere): sign in, consent, approve, land on the app's
 * redirect URI with `code` and `state`. The app is a loopback listener, as a native app's is.
 */
let p: TestPlatform;
let browser: Browser;
let app: Server;
let redirectUri: string;

beforeAll(async () => {
  p = await platform();
  app = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><title>App</title><p id="landed">Connected</p>');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => app?.close(resolve));
  await p?.close();
});

function setUp() {
  return appAwaitingConsent(p, {
    name: 'Browser App',
    redirectUri,
    scope: 'products.read orders.read',
    state: 'browser-state-1',
  });
}

async function signIn(page: Page, owner: { email: string; password: string }) {
  await page.locator('#email').fill(owner.email);
  await page.locator('#password').fill(owner.password);
  await clickAndWaitForLoad(page.locator('#sign-in'));
}

describe('OAuth consent in a browser', () => {
  it('a merchant signs in, sees the app and its scopes in plain words, approves, and lands on the redirect URI', async () => {
    const { owner, authorizeUrl } = await setUp();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(authorizeUrl, { waitUntil: 'load' });
    expect(await page.locator('h1').textContent()).toBe('Sign in to continue');
    await signIn(page, owner);
    expect(await page.locator('h1').textContent()).toContain('Connect Browser App');
    expect(await page.locator('#scopes li').allTextContents()).toEqual([
      'See your products and their stock (products.read)',
      'See your orders (orders.read)',
    ]);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'shopforge_dashboard_session')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    });
    await clickAndWaitForLoad(page.locator('#approve'));
    const landed = new URL(page.url());
    expect(landed.origin + landed.pathname).toBe(redirectUri);
    expect(landed.searchParams.get('code')).toMatch(/^shoa_/);
    expect(landed.searchParams.get('state')).toBe('browser-state-1');
    expect(landed.searchParams.get('iss')).toBe(p.gatewayUrl);
    expect(await page.locator('#landed').textContent()).toBe('Connected');
    await context.close();
  });

  it('a forged or missing CSRF token is refused and the browser stays on the platform', async () => {
    const { owner, authorizeUrl } = await setUp();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(authorizeUrl, { waitUntil: 'load' });
    await signIn(page, owner);
    for (const tamper of ['forge', 'remove'] as const) {
      await page.goto(authorizeUrl, { waitUntil: 'load' });
      // The consent form's token (the page's sign-out form carries one too).
      const csrf = page.locator('form', { has: page.locator('#approve') }).locator('input[name="csrf"]');
      await csrf.evaluate((input, how) => {
        if (how === 'remove') input.remove();
        else input.setAttribute('value', 'f'.repeat(40));
      }, tamper);
      const response = await clickAndWaitForLoad(page.locator('#approve'));
      expect(response?.status()).toBe(403);
      expect(page.url().startsWith(p.gatewayUrl)).toBe(true);
      expect(await page.locator('main').textContent()).toContain('This form has expired');
    }
    await context.close();
  });
});
