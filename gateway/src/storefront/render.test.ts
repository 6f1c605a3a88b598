import type { StorefrontView } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { renderStorefront, storeHref } from './render';

const view: StorefrontView = {
  shop: { name: 'Nordic <Keys>', slug: 'nordic-keys' },
  theme: { id: '0190f5a0-0000-7000-8000-000000000001', name: 'Main', base: 'vault' },
  settings: {
    colors: { background: '#101820', text: '#f2aa4c', primary: '#f2aa4c', accent: '#ffffff' },
    typography: { heading_font: 'mono', body_font: 'mono' },
    logo_text: 'NK',
  },
  layout: { navigation: [{ label: 'FAQ', href: '/pages/faq' }], footer_text: '', announcement: 'Sale!' },
  page: {
    id: 'home',
    title: 'Home',
    sections: [
      {
        id: 'hero',
        type: 'hero',
        settings: { heading: '<script>alert(1)</script>', alignment: 'center' },
        blocks: [{ id: 'go', type: 'button', settings: { label: 'Shop', link: '/#products' } }],
      },
      {
        id: 'products',
        type: 'product_grid',
        settings: { columns: 2, limit: 1, show_prices: true },
        blocks: [],
      },
    ],
  },
  pages: [{ id: 'home', title: 'Home' }],
  meta: { title: 'Nordic Keys' },
  products: [
    {
      id: '0190f5a0-0000-7000-8000-000000000002',
      uniqid: 'a1',
      title: 'Game Key',
      description: null,
      price: '9.99',
      currency: 'EUR',
    },
    {
      id: '0190f5a0-0000-7000-8000-000000000003',
      uniqid: 'a2',
      title: 'Hidden',
      description: null,
      price: '1.00',
      currency: 'EUR',
    },
  ],
  groups: [],
  preview: { revision: 3 },
};

describe('storefront rendering', () => {
  it('renders sections, products up to the limit, the layout and the preview bar, escaping every value', () => {
    const page = renderStorefront(view, '/store/nordic-keys/preview/tok');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('9.99 EUR');
    expect(page).not.toContain('Hidden');
    expect(page).toContain('Preview of draft revision 3');
    expect(page).toContain('href="/store/nordic-keys/preview/tok/pages/faq"');
    expect(page).toContain('href="/store/nordic-keys/preview/tok#products"');
    expect(page).toContain('class="theme-vault"');
    expect(page).toContain('font-family:ui-monospace,Menlo,Consolas,monospace');
  });

  it('renders each group as a section after the first product grid, members in order, like the grid', () => {
    const [first, second] = view.products;
    if (!first || !second) throw new Error('fixture');
    const page = renderStorefront(
      {
        ...view,
        groups: [
          {
            id: '0190f5a0-0000-7000-8000-0000000000e1',
            uniqid: 'g1',
            title: 'Bundles <b>',
            image_url: 'https://cdn.example.com/b.png?a=1&b=2',
            products: [second, first],
          },
          {
            id: '0190f5a0-0000-7000-8000-0000000000e2',
            uniqid: 'g2',
            title: 'Plain',
            image_url: null,
            products: [first],
          },
        ],
      },
      '/store/nordic-keys',
    );
    const bundles = page.slice(page.indexOf('id="group-g1"'), page.indexOf('id="group-g2"'));
    expect(page.indexOf('id="products"')).toBeLessThan(page.indexOf('id="group-g1"'));
    expect(bundles).toContain('<h2>Bundles &lt;b&gt;</h2>');
    expect(bundles).toContain('src="https://cdn.example.com/b.png?a=1&amp;b=2" alt="Bundles &lt;b&gt;"');
    // The grid's limit (1) cuts the catalogue list, not a group; its columns and prices apply.
    expect(bundles.indexOf('data-uniqid="a2"')).toBeLessThan(bundles.indexOf('data-uniqid="a1"'));
    expect(bundles).toContain('repeat(2,minmax(0,1fr))');
    expect(bundles).toContain('1.00 EUR');
    const plain = page.slice(page.indexOf('id="group-g2"'));
    expect(plain).not.toContain('<img');
    expect(plain).toContain('data-uniqid="a1"');
  });

  it('a page without a product grid shows no groups', () => {
    const hero = view.page?.sections[0];
    if (!view.page || !hero) throw new Error('fixture');
    const group = {
      id: '0190f5a0-0000-7000-8000-0000000000e1',
      uniqid: 'g1',
      title: 'Bundles',
      image_url: null,
      products: [],
    };
    const page = renderStorefront(
      { ...view, page: { ...view.page, sections: [hero] }, groups: [group] },
      '/store/nordic-keys',
    );
    expect(page).not.toContain('group-g1');
  });

  it('a store without a theme says it opens soon', () => {
    const page = renderStorefront(
      { ...view, theme: null, settings: null, page: null, meta: null, preview: null },
      '/store/x',
    );
    expect(page).toContain('This store is opening soon.');
    expect(page).toContain('Nordic &lt;Keys&gt;');
  });

  it('store links stay in the store; https links leave it', () => {
    expect(storeHref('/store/s', '/')).toBe('/store/s');
    expect(storeHref('/store/s', '/pages/faq')).toBe('/store/s/pages/faq');
    expect(storeHref('/store/s', 'https://example.com/x')).toBe('https://example.com/x');
  });
});
