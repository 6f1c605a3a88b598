import type {
  StorefrontGroup,
  StorefrontProduct,
  StorefrontView,
  ThemeBlock,
  ThemeSection,
} from '@shopforge/contracts';
import { html, SafeHtml } from '../public/html';

const FONTS: Record<string, string> = {
  system: 'system-ui,-apple-system,"Segoe UI",sans-serif',
  serif: 'Georgia,"Times New Roman",serif',
  mono: 'ui-monospace,Menlo,Consolas,monospace',
  rounded: 'ui-rounded,"Nunito",system-ui,sans-serif',
};

/** A document link (`/…` inside the store, or https elsewhere) as an address in this storefront. */
export function storeHref(basePath: string, href: string): string {
  if (!href.startsWith('/')) return href;
  if (href === '/') return basePath;
  return href.startsWith('/#') ? `${basePath}${href.slice(1)}` : `${basePath}${href}`;
}

function block(item: ThemeBlock, basePath: string): SafeHtml {
  if (item.type === 'text') return html`<p>${item.settings.text}</p>`;
  if (item.type === 'button') {
    return html`<p><a class="button" href="${storeHref(basePath, item.settings.link)}">${item.settings.label}</a></p>`;
  }
  return html`<img src="${item.settings.url}" alt="${item.settings.alt}" loading="lazy">`;
}

function productCard(product: StorefrontProduct, showPrice: boolean): SafeHtml {
  return html`<li class="product" data-uniqid="${product.uniqid}"><h3>${product.title}</h3>
${product.description ? html`<p class="muted">${product.description.slice(0, 200)}</p>` : ''}
${showPrice ? html`<p class="price">${product.price} ${product.currency}</p>` : ''}</li>`;
}

type GridSettings = Extract<ThemeSection, { type: 'product_grid' }>['settings'];

function productList(
  products: StorefrontProduct[],
  grid: Pick<GridSettings, 'columns' | 'show_prices'>,
): SafeHtml {
  return html`<ul class="grid" style="grid-template-columns:repeat(${grid.columns},minmax(0,1fr))">${products.map((product) => productCard(product, grid.show_prices))}</ul>`;
}

/**
 * A product group as a section of its own, laid out like the product grid it follows (its
 * columns, whether prices show), with all its members in the merchant's order: a group is a
 * curated list, so the grid's `limit` (how many of the whole catalogue to show) does not cut it.
 */
function groupSection(group: StorefrontGroup, grid: GridSettings): SafeHtml {
  return html`<section id="group-${group.uniqid}" class="products group">
<h2>${group.title}</h2>
${group.image_url ? html`<img class="group-image" src="${group.image_url}" alt="${group.title}" loading="lazy">` : ''}
${productList(group.products, grid)}</section>`;
}

/** The page's sections; the shop's groups follow its first product grid (a page without one lists none). */
function pageSections(
  page: NonNullable<StorefrontView['page']>,
  view: StorefrontView,
  basePath: string,
): SafeHtml[] {
  const firstGrid = page.sections.findIndex((item) => item.type === 'product_grid');
  return page.sections.flatMap((item, index) => {
    const rendered = section(item, view, basePath, index === 0);
    if (index !== firstGrid || item.type !== 'product_grid') return [rendered];
    return [rendered, ...view.groups.map((group) => groupSection(group, item.settings))];
  });
}

function section(item: ThemeSection, view: StorefrontView, basePath: string, first: boolean): SafeHtml {
  const blocks = item.blocks.map((entry) => block(entry, basePath));
  switch (item.type) {
    case 'hero': {
      const heading = first
        ? html`<h1>${item.settings.heading}</h1>`
        : html`<h2>${item.settings.heading}</h2>`;
      return html`<section id="${item.id}" class="hero align-${item.settings.alignment}">${heading}
${item.settings.subheading ? html`<p class="lead">${item.settings.subheading}</p>` : ''}${blocks}</section>`;
    }
    case 'product_grid': {
      const products = view.products.slice(0, item.settings.limit);
      return html`<section id="${item.id}" class="products">
${item.settings.heading ? html`<h2>${item.settings.heading}</h2>` : ''}
${products.length > 0 ? productList(products, item.settings) : html`<p class="muted">No products yet.</p>`}${blocks}</section>`;
    }
    case 'rich_text':
      return html`<section id="${item.id}" class="rich-text align-${item.settings.alignment}">
${item.settings.heading ? html`<h2>${item.settings.heading}</h2>` : ''}${blocks}</section>`;
    case 'image_banner':
      return html`<section id="${item.id}" class="banner"><figure><img src="${item.settings.url}" alt="${item.settings.alt}">
${item.settings.caption ? html`<figcaption>${item.settings.caption}</figcaption>` : ''}</figure>${blocks}</section>`;
  }
}

/** Colours are checked `#rrggbb` values and fonts come from a fixed list, so the CSS is safe as is. */
function style(view: StorefrontView): string {
  const colors = view.settings?.colors ?? {
    background: '#ffffff',
    text: '#1c1e21',
    primary: '#2d5bff',
    accent: '#ffb020',
  };
  const typography = view.settings?.typography ?? { heading_font: 'system', body_font: 'system' };
  return `
:root{--bg:${colors.background};--text:${colors.text};--primary:${colors.primary};--accent:${colors.accent}}
body{margin:0;background:var(--bg);color:var(--text);font-family:${FONTS[typography.body_font] ?? FONTS.system}}
h1,h2,h3{font-family:${FONTS[typography.heading_font] ?? FONTS.system}}
header,footer,main{max-width:1080px;margin:0 auto;padding:16px 24px}
header{display:flex;gap:24px;align-items:center;justify-content:space-between}
header .logo{font-size:1.3rem;font-weight:700;color:var(--text);text-decoration:none}
nav a{color:var(--text);margin-left:16px}.announcement{background:var(--accent);color:var(--bg);text-align:center;padding:8px}
.preview-bar{background:#111;color:#fff;text-align:center;padding:8px;font-size:.9rem}
section{margin:32px 0}.align-center{text-align:center}.lead{font-size:1.15rem}
.button{display:inline-block;background:var(--primary);color:var(--bg);padding:10px 18px;border-radius:8px;text-decoration:none}
.grid{list-style:none;padding:0;display:grid;gap:16px}.product{border:1px solid color-mix(in srgb,var(--text) 15%,transparent);border-radius:10px;padding:16px}
.group-image{max-height:240px;object-fit:cover;border-radius:10px}
.price{font-weight:700;color:var(--primary)}.muted{opacity:.75}img{max-width:100%;height:auto}figure{margin:0}
footer{opacity:.8;font-size:.9rem}`;
}

/**
 * A storefront page, server-rendered from the theme document with the shop's products: no
 * script, every value escaped. `basePath` is where the store's own links point (the live store
 * or the preview address).
 */
export function renderStorefront(view: StorefrontView, basePath: string): string {
  const title = view.page && view.meta ? `${view.page.title} — ${view.meta.title}` : view.shop.name;
  const logo = view.settings?.logo_text || view.shop.name;
  const navigation = view.layout.navigation.map(
    (item) => html`<a href="${storeHref(basePath, item.href)}">${item.label}</a>`,
  );
  const sections = view.page
    ? pageSections(view.page, view, basePath)
    : [
        html`<section class="hero align-center"><h1>${view.shop.name}</h1><p class="lead">This store is opening soon.</p></section>`,
      ];
  const hasH1 = view.page?.sections[0]?.type === 'hero';
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${view.preview ? html`<meta name="robots" content="noindex">` : ''}
<title>${title}</title>${view.meta?.description ? html`<meta name="description" content="${view.meta.description}">` : ''}
<style>${new SafeHtml(style(view))}</style></head>
<body class="theme-${view.theme?.base ?? 'none'}">
${view.preview ? html`<div class="preview-bar" role="status" id="preview-bar">Preview of draft revision ${view.preview.revision} — buyers do not see this yet.</div>` : ''}
${view.layout.announcement ? html`<div class="announcement">${view.layout.announcement}</div>` : ''}
<header><a class="logo" href="${basePath}">${logo}</a><nav aria-label="Main">${navigation}</nav></header>
<main>${view.page && !hasH1 ? html`<h1>${view.page.title}</h1>` : ''}${sections}</main>
<footer>${view.layout.footer_text || html`© ${view.shop.name}`}</footer>
</body></html>`.value;
}
