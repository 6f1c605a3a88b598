import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/** Themes, document revisions, previews, the storefront and store settings through the gateway. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

type Json = Record<string, unknown>;
const dataOf = <T = Json>(res: { body: unknown }) => (res.body as { data: T }).data;

async function shopWithTheme(base = 'default') {
  const { shop, fullKey } = await newShop(p);
  const created = await call(p.gatewayUrl, 'POST', '/dev/v1/themes/control/create', {
    token: fullKey,
    body: { name: 'Main', base },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { shop, key: fullKey, theme: dataOf<{ id: string; live: boolean }>(created) };
}

const page = async (path: string) => {
  const res = await fetch(`${p.gatewayUrl}${path}`);
  return { status: res.status, text: await res.text(), csp: res.headers.get('content-security-policy') };
};

interface Draft {
  revision: number;
  document: { pages: { sections: { type: string; settings: Json }[] }[] };
}

describe('theme documents with revisions', () => {
  it('read draft → save with its revision → publish with the save’s revision; the storefront changes', async () => {
    const { shop, key, theme } = await shopWithTheme();
    expect(theme.live).toBe(true);
    const base = `/dev/v1/themes/${theme.id}/control`;
    const draft = dataOf<Draft>(await call(p.gatewayUrl, 'GET', `${base}/document/draft`, { token: key }));
    const document = structuredClone(draft.document);
    const hero = document.pages[0]?.sections[0];
    if (!hero) throw new Error('starter hero');
    hero.settings.heading = 'Autumn sale on every key';
    const saved = await call(p.gatewayUrl, 'PUT', `${base}/document`, {
      token: key,
      body: { expected_revision: draft.revision, document },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const revision = dataOf<{ revision: number }>(saved).revision;
    expect(revision).toBe(draft.revision + 1);
    expect((await page(`/store/${shop.slug}`)).text).not.toContain('Autumn sale');

    const stale = await call(p.gatewayUrl, 'PUT', `${base}/document`, {
      token: key,
      body: { expected_revision: draft.revision, document: draft.document },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: { code: 'CONFLICT', subcode: 'STALE_REVISION', current_revision: revision },
    });
    const still = dataOf<Draft>(await call(p.gatewayUrl, 'GET', `${base}/document/draft`, { token: key }));
    expect(still.revision).toBe(revision);
    expect(still.document.pages[0]?.sections[0]?.settings.heading).toBe('Autumn sale on every key');

    const published = await call(p.gatewayUrl, 'POST', `${base}/publish`, {
      token: key,
      body: { expected_revision: revision },
    });
    expect(published.status).toBe(200);
    expect(dataOf(published)).toMatchObject({ revision, live: true });
    const storefront = await page(`/store/${shop.slug}`);
    expect(storefront.status).toBe(200);
    expect(storefront.text).toContain('Autumn sale on every key');
    expect(storefront.csp).toContain("default-src 'none'");
  });

  it('an invalid document is 422 with details at the bad paths', async () => {
    const { key, theme } = await shopWithTheme();
    const base = `/dev/v1/themes/${theme.id}/control`;
    const draft = dataOf<Draft>(await call(p.gatewayUrl, 'GET', `${base}/document/draft`, { token: key }));
    const document = structuredClone(draft.document);
    const sections = document.pages[0]?.sections ?? [];
    sections[0]!.settings.heading = '';
    sections[1]!.settings.columns = 12;
    const res = await call(p.gatewayUrl, 'PUT', `${base}/document`, {
      token: key,
      body: { expected_revision: draft.revision, document },
    });
    expect(res.status).toBe(422);
    const fields = (errorOf(res).details ?? []).map((detail) => detail.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'document.pages.0.sections.0.settings.heading',
        'document.pages.0.sections.1.settings.columns',
      ]),
    );
  });

  it('serves the JSON Schema, refuses writes without themes.write, and hides other shops’ themes', async () => {
    const { shop, key, theme } = await shopWithTheme();
    const schema = await call(p.gatewayUrl, 'GET', `/dev/v1/themes/${theme.id}/control/document/schema`, {
      token: key,
    });
    expect(dataOf(schema)).toMatchObject({ type: 'object', title: 'Shopforge theme document' });
    const reader = await newKey(p, shop.id, ['themes.read']);
    const denied = await call(p.gatewayUrl, 'POST', `/dev/v1/themes/${theme.id}/control/publish`, {
      token: reader.api_key,
      body: { expected_revision: 1 },
    });
    expect(denied.status).toBe(403);
    expect(errorOf(denied).message).toBe('Missing required API scope.');
    const other = await newShop(p);
    const hidden = await call(p.gatewayUrl, 'GET', `/dev/v1/themes/${theme.id}/control/document`, {
      token: other.fullKey,
    });
    expect(hidden.status).toBe(404);
  });
});

describe('bases, export and import', () => {
  it('a vault theme cannot be created; an exported theme imported on vault works and still renders', async () => {
    const { key, theme } = await shopWithTheme('classic');
    const refused = await call(p.gatewayUrl, 'POST', '/dev/v1/themes/control/create', {
      token: key,
      body: { name: 'Old', base: 'vault' },
    });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).details?.[0]).toMatchObject({
      field: 'base',
      message: expect.stringContaining('retired'),
    });

    const exported = dataOf<Json>(
      await call(p.gatewayUrl, 'GET', `/dev/v1/themes/${theme.id}/control/export`, { token: key }),
    );
    expect(exported).toMatchObject({ format: 'shopforge-theme', base: 'classic' });
    const target = await newShop(p);
    const imported = await call(p.gatewayUrl, 'POST', '/dev/v1/themes/control/import', {
      token: target.fullKey,
      body: { theme: { ...exported, base: 'vault' }, name: 'Vault Import' },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(dataOf(imported)).toMatchObject({ base: 'vault', base_retired: true, live: true });
    const storefront = await page(`/store/${target.shop.slug}`);
    expect(storefront.status).toBe(200);
    expect(storefront.text).toContain('class="theme-vault"');
  });
});

describe('previews', () => {
  it('a preview shows the draft until it is ended', async () => {
    const { shop, key, theme } = await shopWithTheme();
    const base = `/dev/v1/themes/${theme.id}/control`;
    const draft = dataOf<Draft>(await call(p.gatewayUrl, 'GET', `${base}/document/draft`, { token: key }));
    const document = structuredClone(draft.document);
    document.pages[0]!.sections[0]!.settings.heading = 'Only in the draft';
    await call(p.gatewayUrl, 'PUT', `${base}/document`, {
      token: key,
      body: { expected_revision: draft.revision, document },
    });
    const created = await call(p.gatewayUrl, 'POST', `${base}/preview`, { token: key });
    expect(created.status).toBe(201);
    const session = dataOf<{ id: string; url: string; expires_at: number }>(created);
    expect(session.url.startsWith(`${p.gatewayUrl}/store/${shop.slug}/preview/`)).toBe(true);
    const preview = await page(new URL(session.url).pathname);
    expect(preview.text).toContain('Only in the draft');
    expect(preview.text).toContain('Preview of draft revision');
    expect((await page(`/store/${shop.slug}`)).text).not.toContain('Only in the draft');
    const ended = await call(p.gatewayUrl, 'DELETE', `${base}/preview/${session.id}`, { token: key });
    expect(ended.status).toBe(200);
    expect((await page(new URL(session.url).pathname)).status).toBe(404);
  });
});

describe('store settings', () => {
  it('layout, branding and a domain with its TXT record', async () => {
    const { shop, key } = await shopWithTheme('starlight');
    const layout = {
      navigation: [{ label: 'Keys', href: '/' }],
      footer_text: 'Thanks for shopping',
      announcement: 'Free delivery',
    };
    const put = await call(p.gatewayUrl, 'PUT', '/dev/v1/store/layout', { token: key, body: layout });
    expect(put.status).toBe(200);
    const branding = dataOf<Json>(await call(p.gatewayUrl, 'GET', '/dev/v1/store/branding', { token: key }));
    expect(branding).toMatchObject({
      layout,
      live_theme: { base: 'starlight' },
      storefront_url: `${p.gatewayUrl}/store/${shop.slug}`,
    });
    expect((await page(`/store/${shop.slug}`)).text).toContain('Free delivery');

    const bad = await call(p.gatewayUrl, 'POST', '/dev/v1/store/domains/additional', {
      token: key,
      body: { hostname: 'https://shop.example.com/path' },
    });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).details?.[0]?.field).toBe('hostname');
    const added = await call(p.gatewayUrl, 'POST', '/dev/v1/store/domains/additional', {
      token: key,
      body: { hostname: `shop-${Date.now()}.example.com` },
    });
    expect(added.status).toBe(201);
    const domain = dataOf<{
      id: string;
      status: string;
      verification: { type: string; name: string; value: string };
    }>(added);
    expect(domain.status).toBe('pending');
    expect(domain.verification.type).toBe('TXT');
    const check = await call(
      p.gatewayUrl,
      'GET',
      `/dev/v1/store/domains/additional/${domain.id}/verification`,
      { token: key },
    );
    expect(check.status).toBe(200);
    expect(dataOf(check)).toMatchObject({ status: 'pending', checked_at: expect.any(Number) });
    const noScope = await newKey(p, shop.id, ['themes.write']);
    expect(
      (await call(p.gatewayUrl, 'GET', '/dev/v1/store/branding', { token: noScope.api_key })).status,
    ).toBe(403);
  });

  it('an unknown store is a 404 page', async () => {
    expect((await page('/store/no-such-store-anywhere')).status).toBe(404);
  });
});
