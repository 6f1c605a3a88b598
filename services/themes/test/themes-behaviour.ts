import type { OperatorShop, Principal, StorefrontGroup, StorefrontProduct } from '@shopforge/contracts';
import { createCallerFactory, ManualClock, PeerClients } from '@shopforge/service-kit';
import {
  failureOf,
  internalContext,
  type OpenTestDatabase,
  NO_SIGNALS,
  testDeps,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import { createLogger } from '@shopforge/telemetry';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themesDeps } from '../src/assemble';
import { createPrismaClient, type ThemesPrisma } from '../src/db/client';
import { parseThemesSettings } from '../src/env';
import type { TxtResolver } from '../src/peers/txt-resolver';
import { createThemesRouter } from '../src/router';

const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';
const SHOP_B = '0190f5a0-0000-7000-8000-00000000000b';

const shopRecord = (id: string, slug: string): OperatorShop => ({
  id,
  name: slug === 'nordic-keys' ? 'Nordic Keys' : 'Other Shop',
  slug,
  currency: 'EUR',
  status: 'active',
  plan: 'free',
  created_at: 0,
  updated_at: 0,
});
const SHOPS = [shopRecord(SHOP_A, 'nordic-keys'), shopRecord(SHOP_B, 'other-shop')];
const PRODUCTS: StorefrontProduct[] = [
  {
    id: '0190f5a0-0000-7000-8000-0000000000f1',
    uniqid: 'a1',
    title: 'Game Key',
    description: null,
    price: '9.99',
    currency: 'EUR',
  },
];
const GROUPS: StorefrontGroup[] = [
  {
    id: '0190f5a0-0000-7000-8000-0000000000e1',
    uniqid: 'g1',
    title: 'Bundles',
    image_url: 'https://cdn.example.com/bundles.png',
    products: PRODUCTS,
  },
];

/**
 * Themes, document revisions, previews, export/import, store settings and the storefront view,
 * on PGlite (unit suite) and PostgreSQL (integration suite), with the oauth and catalog peers
 * and DNS replaced by fakes.
 */
export function describeThemes(backend: string, open: OpenTestDatabase): void {
  describe(`themes service on ${backend}`, () => {
    let prisma: ThemesPrisma;
    let closeDb: () => Promise<void>;
    let clock: ManualClock;
    let router: ReturnType<typeof createThemesRouter>;
    let txt: Map<string, string[]>;

    beforeEach(async () => {
      const db = await open();
      prisma = createPrismaClient(db.adapter);
      closeDb = db.close;
      clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
      txt = new Map();
      const resolveTxt: TxtResolver = async (name) => txt.get(name) ?? 'not_found';
      router = createThemesRouter(
        themesDeps(
          {
            ...testDeps(prisma, clock, db.sql),
            settings: parseThemesSettings({ PUBLIC_BASE_URL: 'https://shop.test' }),
            log: createLogger('themes', { level: 'silent' }),
            peers: new PeerClients(),
            signals: NO_SIGNALS,
          },
          {
            shops: {
              describe: async (id) => SHOPS.find((shop) => shop.id === id) ?? SHOPS[0]!,
              bySlug: async (slug) => SHOPS.find((shop) => shop.slug === slug) ?? null,
            },
            catalog: {
              products: async (shopId, limit) => (shopId === SHOP_A ? PRODUCTS.slice(0, limit) : []),
              groups: async (shopId, limit) => (shopId === SHOP_A ? GROUPS.slice(0, limit) : []),
            },
            resolveTxt,
          },
        ),
      );
    });
    afterEach(async () => {
      await prisma.$disconnect();
      await closeDb();
    });

    const as = (shopId: string, principal: Principal = testPrincipal(shopId)) =>
      createCallerFactory(router)(internalContext(principal));
    const a = () => as(SHOP_A);
    const internal = () => createCallerFactory(router)(internalContext());

    it('creates themes on the five current bases; the first becomes the live one', async () => {
      const first = await a().themes.create({ name: 'Main', base: 'pulse' });
      expect(first).toMatchObject({
        base: 'pulse',
        base_retired: false,
        live: true,
        draft_revision: 1,
        published_revision: 1,
      });
      const second = await a().themes.create({ name: 'Second', base: 'clean-minimal' });
      expect(second.live).toBe(false);
      const { data } = await a().themes.list();
      expect(data.map((theme) => theme.name)).toEqual(['Main', 'Second']);
      expect((await as(SHOP_B).themes.list()).data).toEqual([]);
    });

    it('refuses a retired base with a clear 422 naming the current ones', async () => {
      const error = await failureOf(a().themes.create({ name: 'Old', base: 'vault' }));
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details?.[0]).toMatchObject({
        field: 'base',
        message: expect.stringContaining('retired'),
      });
      expect(error.details?.[0]?.message).toContain('clean-minimal');
      expect((await failureOf(a().themes.create({ name: 'x', base: 'nope' }))).code).toBe('VALIDATION_ERROR');
    });

    it('read draft → save with its revision → publish with the save’s revision', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      const draft = await a().themes.draft({ id: theme.id });
      expect(draft).toMatchObject({ revision: 1, published_revision: 1 });
      const document = structuredClone(draft.document);
      const hero = document.pages[0]?.sections[0];
      if (hero?.type !== 'hero') throw new Error('starter has a hero first');
      hero.settings.heading = 'Autumn sale';
      const saved = await a().themes.save({ id: theme.id, expected_revision: draft.revision, document });
      expect(saved.revision).toBe(2);
      expect((await a().themes.published({ id: theme.id })).revision).toBe(1);
      const published = await a().themes.publish({ id: theme.id, expected_revision: saved.revision });
      expect(published).toMatchObject({ revision: 2, live: true });
      const now = await a().themes.published({ id: theme.id });
      expect(now.document.pages[0]?.sections[0]).toMatchObject({ settings: { heading: 'Autumn sale' } });
    });

    it('a stale revision is a 409 CONFLICT telling the current revision, and changes nothing', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      const draft = await a().themes.draft({ id: theme.id });
      await a().themes.save({ id: theme.id, expected_revision: 1, document: draft.document });
      const stale = await failureOf(
        a().themes.save({ id: theme.id, expected_revision: 1, document: draft.document }),
      );
      expect(stale).toMatchObject({
        code: 'CONFLICT',
        subcode: 'STALE_REVISION',
        extra: { current_revision: 2 },
      });
      expect((await a().themes.draft({ id: theme.id })).revision).toBe(2);
      expect(await prisma.themeRevision.count({ where: { themeId: theme.id } })).toBe(2);
      const stalePublish = await failureOf(a().themes.publish({ id: theme.id, expected_revision: 1 }));
      expect(stalePublish).toMatchObject({ code: 'CONFLICT', extra: { current_revision: 2 } });
      expect((await a().themes.published({ id: theme.id })).revision).toBe(1);
    });

    it('two saves from the same revision: exactly one wins', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      const { document } = await a().themes.draft({ id: theme.id });
      const results = await Promise.allSettled([
        a().themes.save({ id: theme.id, expected_revision: 1, document }),
        a().themes.save({ id: theme.id, expected_revision: 1, document }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect((await a().themes.draft({ id: theme.id })).revision).toBe(2);
    });

    it('an invalid document is a 422 whose details point at the bad paths', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      const { document } = await a().themes.draft({ id: theme.id });
      const bad = structuredClone(document) as unknown as {
        pages: { sections: { settings: Record<string, unknown>; type: string; id: string }[] }[];
      };
      const [page] = bad.pages;
      if (!page) throw new Error('starter page');
      page.sections[0]!.settings.heading = '';
      page.sections[1]!.settings.columns = 9;
      page.sections.push({ id: 'hero', type: 'carousel', settings: {} });
      const error = await failureOf(a().themes.save({ id: theme.id, expected_revision: 1, document: bad }));
      expect(error.code).toBe('VALIDATION_ERROR');
      const fields = error.details?.map((detail) => detail.field) ?? [];
      expect(fields).toEqual(
        expect.arrayContaining([
          'document.pages.0.sections.0.settings.heading',
          'document.pages.0.sections.1.settings.columns',
          'document.pages.0.sections.2.type',
        ]),
      );
      expect((await a().themes.draft({ id: theme.id })).revision).toBe(1);
    });

    it('serves the document JSON Schema', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      const schema = await a().themes.schema({ id: theme.id });
      expect(schema).toMatchObject({ type: 'object', title: 'Shopforge theme document' });
      expect(JSON.stringify(schema)).toContain('product_grid');
    });

    it('settings change partially and are checked', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'classic' });
      const updated = await a().themes.updateSettings({ id: theme.id, colors: { primary: '#ff0000' } });
      expect(updated.settings.colors).toMatchObject({ primary: '#ff0000', background: '#fbf8f1' });
      await expect(a().themes.updateSettings({ id: theme.id, colors: { primary: 'red' } })).rejects.toThrow();
    });

    it('buyer mail takes the live theme’s primary colour and logo text; a shop without a theme has none', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'classic' });
      await a().themes.updateSettings({ id: theme.id, colors: { primary: '#ff0000' }, logo_text: 'Nordic' });
      expect(await internal().store.mailBranding({ shop_id: SHOP_A })).toEqual({
        primary_color: '#ff0000',
        logo_text: 'Nordic',
      });
      expect(await internal().store.mailBranding({ shop_id: SHOP_B })).toEqual({
        primary_color: null,
        logo_text: null,
      });
    });

    it('another shop’s theme is not found', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      expect((await failureOf(as(SHOP_B).themes.draft({ id: theme.id }))).code).toBe('NOT_FOUND');
    });

    it('export and import: a vault theme cannot be created, but an exported one imports and renders', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      const exported = await a().themes.export({ id: theme.id });
      const vault = { ...exported, base: 'vault' as const, name: 'Vault Classic' };
      const imported = await as(SHOP_B).themes.import({ theme: vault });
      expect(imported).toMatchObject({
        base: 'vault',
        base_retired: true,
        live: true,
        name: 'Vault Classic',
      });
      const again = await as(SHOP_B).themes.export({ id: imported.id });
      expect(again).toMatchObject({ base: 'vault', document: exported.document });
      const view = await internal().storefront.view({
        slug: 'other-shop',
        page: 'home',
        preview_token: null,
      });
      expect(view.theme).toMatchObject({ base: 'vault' });
      const broken = await failureOf(a().themes.import({ theme: { ...exported, document: { version: 1 } } }));
      expect(broken.code).toBe('VALIDATION_ERROR');
      expect(broken.details?.[0]?.field).toMatch(/^theme\.document/);
    });

    it('a preview renders the draft until it ends; the storefront renders the published document', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      const draft = await a().themes.draft({ id: theme.id });
      const document = structuredClone(draft.document);
      const hero = document.pages[0]?.sections[0];
      if (hero?.type !== 'hero') throw new Error('hero');
      hero.settings.heading = 'Draft heading';
      const saved = await a().themes.save({ id: theme.id, expected_revision: 1, document });
      const session = await a().themes.createPreview({ id: theme.id });
      expect(session.url).toMatch(/^https:\/\/shop\.test\/store\/nordic-keys\/preview\/[A-Za-z0-9]{40}$/);
      const token = session.url.split('/').pop() ?? '';
      const preview = await internal().storefront.view({
        slug: 'nordic-keys',
        page: 'home',
        preview_token: token,
      });
      expect(preview.preview).toEqual({ revision: 2 });
      expect(preview.page?.sections[0]).toMatchObject({ settings: { heading: 'Draft heading' } });
      expect(preview.products).toEqual(PRODUCTS);
      expect(preview.groups).toEqual(GROUPS);
      const live = await internal().storefront.view({
        slug: 'nordic-keys',
        page: 'home',
        preview_token: null,
      });
      expect(live.page?.sections[0]).toMatchObject({ settings: { heading: 'Welcome to Nordic Keys' } });
      await a().themes.publish({ id: theme.id, expected_revision: saved.revision });
      const after = await internal().storefront.view({
        slug: 'nordic-keys',
        page: 'home',
        preview_token: null,
      });
      expect(after.page?.sections[0]).toMatchObject({ settings: { heading: 'Draft heading' } });
      await a().themes.endPreview({ id: theme.id, sessionId: session.id });
      const ended = await failureOf(
        internal().storefront.view({ slug: 'nordic-keys', page: 'home', preview_token: token }),
      );
      expect(ended.code).toBe('NOT_FOUND');
      expect(
        (await failureOf(as(SHOP_B).themes.endPreview({ id: theme.id, sessionId: session.id }))).code,
      ).toBe('NOT_FOUND');
    });

    it('a preview expires', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      const session = await a().themes.createPreview({ id: theme.id });
      clock.advance(61 * 60_000);
      const token = session.url.split('/').pop() ?? '';
      const ended = await failureOf(
        internal().storefront.view({ slug: 'nordic-keys', page: 'home', preview_token: token }),
      );
      expect(ended.code).toBe('NOT_FOUND');
    });

    it('an unknown store or page is not found; a store without a theme opens soon', async () => {
      expect(
        (await failureOf(internal().storefront.view({ slug: 'nope', page: 'home', preview_token: null })))
          .code,
      ).toBe('NOT_FOUND');
      const empty = await internal().storefront.view({
        slug: 'nordic-keys',
        page: 'home',
        preview_token: null,
      });
      expect(empty.theme).toBeNull();
      await a().themes.create({ name: 'Main', base: 'default' });
      const missing = await failureOf(
        internal().storefront.view({ slug: 'nordic-keys', page: 'about', preview_token: null }),
      );
      expect(missing.code).toBe('NOT_FOUND');
    });

    it('groups come with the products, on pages with a product grid only', async () => {
      const theme = await a().themes.create({ name: 'Main', base: 'default' });
      const draft = await a().themes.draft({ id: theme.id });
      const document = structuredClone(draft.document);
      document.pages.push({
        id: 'about',
        title: 'About',
        sections: [{ id: 'story', type: 'rich_text', settings: { alignment: 'left' }, blocks: [] }],
      });
      const saved = await a().themes.save({ id: theme.id, expected_revision: draft.revision, document });
      await a().themes.publish({ id: theme.id, expected_revision: saved.revision });
      const view = (page: string) =>
        internal().storefront.view({ slug: 'nordic-keys', page, preview_token: null });
      expect(await view('home')).toMatchObject({ products: PRODUCTS, groups: GROUPS });
      expect(await view('about')).toMatchObject({ products: [], groups: [] });
    });

    it('layout is replaced whole and shows in branding with the live theme', async () => {
      await a().themes.create({ name: 'Main', base: 'starlight' });
      const layout = {
        navigation: [{ label: 'FAQ', href: '/pages/faq' }],
        footer_text: '© Nordic Keys',
        announcement: 'Free delivery',
      };
      expect(await a().store.setLayout(layout)).toMatchObject(layout);
      const branding = await a().store.branding();
      expect(branding).toMatchObject({
        shop_name: 'Nordic Keys',
        storefront_url: 'https://shop.test/store/nordic-keys',
        live_theme: { name: 'Main', base: 'starlight' },
        layout,
      });
      await expect(
        a().store.setLayout({ ...layout, navigation: [{ label: 'x', href: 'javascript:alert(1)' }] }),
      ).rejects.toThrow();
    });

    it('a domain is validated, answers its TXT record, and verifies through the resolver', async () => {
      for (const hostname of [
        'https://shop.example.com',
        'localhost',
        '10.0.0.1',
        'shop.example.com:443',
        'bad_host.com',
      ]) {
        await expect(a().store.addDomain({ hostname })).rejects.toThrow();
      }
      const domain = await a().store.addDomain({ hostname: 'Shop.Example.com' });
      expect(domain).toMatchObject({
        hostname: 'shop.example.com',
        status: 'pending',
        verification: { type: 'TXT', name: '_shopforge-verification.shop.example.com' },
      });
      expect((await a().store.verifyDomain({ id: domain.id })).status).toBe('pending');
      txt.set(domain.verification.name, ['shopforge-verification=wrong']);
      const failed = await a().store.verifyDomain({ id: domain.id });
      expect(failed).toMatchObject({ status: 'failed', detail: expect.stringContaining('wrong') });
      txt.set(domain.verification.name, [domain.verification.value]);
      expect(await a().store.verifyDomain({ id: domain.id })).toMatchObject({
        status: 'verified',
        verified_at: expect.any(Number),
      });
      expect((await failureOf(as(SHOP_B).store.verifyDomain({ id: domain.id }))).code).toBe('NOT_FOUND');
      expect((await failureOf(a().store.addDomain({ hostname: 'shop.example.com' }))).code).toBe(
        'VALIDATION_ERROR',
      );
    });
  });
}
