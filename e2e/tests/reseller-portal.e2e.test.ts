import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

interface Page {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

async function browse(
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string; form?: Record<string, string> } = {},
): Promise<Page> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const res = await request(url, { method, headers, body });
  return { status: res.statusCode, body: await res.body.text(), headers: res.headers };
}

const hidden = (page: Page, name: string) =>
  new RegExp(`name="${name}" value="([^"]+)"`).exec(page.body)?.[1] ?? '';

describe('the reseller customer portal', () => {
  it('the invitation link accepts and signs in; the portal creates a working key once and revokes it for good', async () => {
    const { fullKey } = await newShop(p);
    await call(p.gatewayUrl, 'PATCH', '/dev/v1/reseller-program', {
      token: fullKey,
      body: { is_enabled: true },
    });
    const invited = await call(p.gatewayUrl, 'POST', '/dev/v1/resellers/invite', {
      token: fullKey,
      body: { email: 'portal@example.com' },
    });
    const acceptUrl = (invited.body as { data: { accept_url: string } }).data.accept_url;
    expect(acceptUrl).toMatch(/\/portal\/reseller\/invitations\/[0-9a-f-]+\?token=/);
    const link = new URL(acceptUrl);
    const linkUrl = `${p.gatewayUrl}${link.pathname}${link.search}`;

    const forged = await browse('GET', `${p.gatewayUrl}${link.pathname}?token=${'x'.repeat(40)}`);
    expect(forged.status).toBe(404);

    const invitation = await browse('GET', linkUrl);
    expect(invitation.status).toBe(200);
    expect(invitation.headers['content-security-policy']).toContain("default-src 'none'");
    expect(invitation.body).toContain('<html lang="en">');
    expect(invitation.body).toContain('invites you to resell');
    expect(invitation.body).not.toContain('<script');

    const accepted = await browse('POST', `${p.gatewayUrl}${link.pathname}/accept`, {
      form: { token: hidden(invitation, 'token') },
    });
    expect(accepted.status).toBe(303);
    const setCookie = String(accepted.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    const cookie = setCookie.split(';')[0] ?? '';

    expect((await browse('GET', `${p.gatewayUrl}/portal/reseller`)).status).toBe(401);
    const portal = await browse('GET', `${p.gatewayUrl}/portal/reseller`, { cookie });
    expect(portal.status).toBe(200);
    expect(portal.body).toContain('portal@example.com');
    expect(portal.body).toContain('No keys yet.');

    const forgedCsrf = await browse('POST', `${p.gatewayUrl}/portal/reseller/keys`, {
      cookie,
      form: { csrf: 'nope' },
    });
    expect(forgedCsrf.status).toBe(403);
    const created = await browse('POST', `${p.gatewayUrl}/portal/reseller/keys`, {
      cookie,
      form: { csrf: hidden(portal, 'csrf'), name: 'Storefront' },
    });
    expect(created.status).toBe(201);
    const apiKey = /id="new-key">(shxr_[A-Za-z0-9]+)</.exec(created.body)?.[1] ?? '';
    expect(apiKey).toMatch(/^shxr_/);
    const me = await call(p.gatewayUrl, 'GET', '/reseller/v1/me', { token: apiKey });
    expect(me.status).toBe(200);
    expect((me.body as { data: { reseller: { email: string } } }).data.reseller.email).toBe(
      'portal@example.com',
    );

    const again = await browse('GET', `${p.gatewayUrl}/portal/reseller`, { cookie });
    expect(again.body).not.toContain(apiKey);
    const keyId = /action="\/portal\/reseller\/keys\/([0-9a-f-]+)\/revoke"/.exec(again.body)?.[1] ?? '';
    const revoked = await browse('POST', `${p.gatewayUrl}/portal/reseller/keys/${keyId}/revoke`, {
      cookie,
      form: { csrf: hidden(again, 'csrf') },
    });
    expect(revoked.status).toBe(303);
    const refused = await call(p.gatewayUrl, 'GET', '/reseller/v1/me', { token: apiKey });
    expect(refused.status).toBe(401);
    expect(errorOf(refused).message).toBe('Invalid API key.');
  });
});
