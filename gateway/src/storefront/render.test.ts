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
