import { connect } from 'node:net';
import { MAX_JSON_DEPTH } from '@shopforge/service-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { appAwaitingConsent, FormBrowser, formFields } from '../src/oauth';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/** What the security review found at the gateway's edge, through the real gateway. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('JSON nesting limit', () => {
  it('answers 400 in the envelope for segment rules nested 5 000 levels deep, not 500', async () => {
    const { fullKey: token } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/email-marketing/segments', {
      token,
      body: `{"name":"Deep","filter_rules":{"tags":${deepArray(5000)}}}`,
    });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(errorOf(res).message).toContain(String(MAX_JSON_DEPTH));
  });

  it('answers 400 for a journey test body nested 5 000 levels deep and reads one at the limit', async () => {
    const { fullKey: token } = await newShop(p);
    const path = '/dev/v1/telegram/bots/support_bot/journeys/welcome-1/test';
    const deep = await call(p.gatewayUrl, 'POST', path, { token, body: `{"order":${deepArray(5000)}}` });
    expect(deep.status).toBe(400);
    expect(errorOf(deep).code).toBe('BAD_REQUEST');
    const atLimit = await call(p.gatewayUrl, 'POST', path, {
      token,
      body: `{"order":${deepArray(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(atLimit.status).toBe(200);
  });
});

describe('multipart body limit', () => {
  it('answers 413 PAYLOAD_TOO_LARGE to an 18 MB multipart body without reading it, and closes', async () => {
    const { fullKey: token } = await newShop(p);
    const { port, hostname } = new URL(p.gatewayUrl);
    const head = [
      'PUT /dev/v1/orders/ord_anything HTTP/1.1',
      `Host: ${hostname}:${port}`,
      `Authorization: Bearer ${token}`,
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${18 * 1024 * 1024}`,
      '',
      '',
    ].join('\r\n');
    // Only the head is sent: an answer proves the gateway refused without waiting for the body.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write(head));
      let text = '';
      socket.on('data', (data) => {
        text += data.toString('utf8');
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"PAYLOAD_TOO_LARGE"');
  });
});

describe('security headers', () => {
  it('sends X-Content-Type-Options: nosniff on answers, errors and OAuth JSON', async () => {
    const { fullKey: token } = await newShop(p);
    const answers = [
      await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token }),
      await call(p.gatewayUrl, 'GET', '/dev/v1/me'),
      await call(p.gatewayUrl, 'GET', '/dev/v1/no-such-route', { token }),
      await call(p.gatewayUrl, 'POST', '/dev/v1/oauth/token', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=nonsense',
      }),
      await call(p.gatewayUrl, 'GET', '/healthz'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404, 401, 200]);
    for (const res of answers) expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends X-Frame-Options: DENY beside frame-ancestors on HTML pages', async () => {
    const pages = [
      await call(p.gatewayUrl, 'GET', '/dev/v1/oauth/authorize?client_id=shoc_unknown'),
      await call(p.gatewayUrl, 'GET', '/checkout/inv_unknown'),
      await call(p.gatewayUrl, 'GET', '/docs'),
    ];
    for (const page of pages) {
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('login CSRF', () => {
  async function signInPage() {
    const { owner, authorizeUrl } = await appAwaitingConsent(p, {
      name: 'CSRF Check',
      redirectUri: 'https://app.example/callback',
      scope: 'products.read',
      state: 's',
    });
    const browser = new FormBrowser(p.gatewayUrl);
    const login = await browser.follow(authorizeUrl);
    expect(login.status).toBe(200);
    return { browser, owner, fields: formFields(login.body, '/dev/v1/oauth/login'), cookie: login.setCookie };
  }

  it('sets the login token in an HttpOnly cookie and in the form', async () => {
    const { fields, cookie } = await signInPage();
    expect(fields.csrf).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie).toContain(`shopforge_login_csrf=${fields.csrf}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('refuses a sign-in posted without the browser’s token (another site’s form) and starts no session', async () => {
    const { owner, fields } = await signInPage();
    // Another site can make the browser post the form, but cannot read or set the token's cookie.
    const forged = await new FormBrowser(p.gatewayUrl).open('/dev/v1/oauth/login', { ...fields, ...owner });
    expect(forged.status).toBe(403);
    expect(forged.setCookie ?? '').not.toContain('shopforge_dashboard_session');
    expect(forged.body).toContain('expired');
  });

  it('refuses a sign-in whose form token differs from the cookie', async () => {
    const { browser, owner, fields } = await signInPage();
    const mismatched = await browser.open('/dev/v1/oauth/login', {
      ...fields,
      ...owner,
      csrf: 'A'.repeat(32),
    });
    expect(mismatched.status).toBe(403);
    const { csrf: _csrf, ...withoutToken } = fields;
    const missing = await browser.open('/dev/v1/oauth/login', { ...withoutToken, ...owner });
    expect(missing.status).toBe(403);
  });

  it('signs in when the form carries the cookie’s token', async () => {
    const { browser, owner, fields } = await signInPage();
    const signedIn = await browser.open('/dev/v1/oauth/login', { ...fields, ...owner });
    expect(signedIn.status).toBe(303);
    expect(signedIn.setCookie).toContain('shopforge_dashboard_session=');
  });
});
