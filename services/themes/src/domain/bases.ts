import {
  CURRENT_THEME_BASES,
  RETIRED_THEME_BASES,
  THEME_DOCUMENT_VERSION,
  type ThemeBase,
  type ThemeDocument,
  type ThemeSettings,
} from '@shopforge/contracts';

export function isCurrentBase(base: string): base is (typeof CURRENT_THEME_BASES)[number] {
  return (CURRENT_THEME_BASES as readonly string[]).includes(base);
}

export function isRetiredBase(base: string): base is (typeof RETIRED_THEME_BASES)[number] {
  return (RETIRED_THEME_BASES as readonly string[]).includes(base);
}

/** Each base's look: its design tokens. Retired bases keep theirs so their themes still render. */
const SETTINGS: Record<ThemeBase, Omit<ThemeSettings, 'logo_text'>> = {
  default: {
    colors: { background: '#ffffff', text: '#1c1e21', primary: '#2d5bff', accent: '#ffb020' },
    typography: { heading_font: 'system', body_font: 'system' },
  },
  classic: {
    colors: { background: '#fbf8f1', text: '#2b2118', primary: '#7a3e1d', accent: '#c9a227' },
    typography: { heading_font: 'serif', body_font: 'serif' },
  },
  pulse: {
    colors: { background: '#0f0f17', text: '#f4f4f8', primary: '#ff3d7f', accent: '#3df5ff' },
    typography: { heading_font: 'rounded', body_font: 'system' },
  },
  starlight: {
    colors: { background: '#0b1026', text: '#e6e9ff', primary: '#8c9eff', accent: '#ffd76a' },
    typography: { heading_font: 'serif', body_font: 'system' },
  },
  'clean-minimal': {
    colors: { background: '#ffffff', text: '#111111', primary: '#111111', accent: '#888888' },
    typography: { heading_font: 'system', body_font: 'system' },
  },
  apex: {
    colors: { background: '#f2f5f9', text: '#10233d', primary: '#0a66c2', accent: '#00b894' },
    typography: { heading_font: 'system', body_font: 'system' },
  },
  nebula: {
    colors: { background: '#140a24', text: '#efe6ff', primary: '#a45cff', accent: '#ff8ad8' },
    typography: { heading_font: 'rounded', body_font: 'system' },
  },
  phantom: {
    colors: { background: '#1a1a1a', text: '#d9d9d9', primary: '#9b9b9b', accent: '#e5484d' },
    typography: { heading_font: 'mono', body_font: 'system' },
  },
  shadow: {
    colors: { background: '#000000', text: '#f5f5f5', primary: '#f5f5f5', accent: '#ffcc00' },
    typography: { heading_font: 'system', body_font: 'system' },
  },
  vault: {
    colors: { background: '#101820', text: '#f2aa4c', primary: '#f2aa4c', accent: '#ffffff' },
    typography: { heading_font: 'mono', body_font: 'mono' },
  },
};

export function starterSettings(base: ThemeBase, shopName: string): ThemeSettings {
  return { ...SETTINGS[base], logo_text: shopName.slice(0, 60) };
}

/** The document a new theme starts from: a front page with a hero and the product grid. */
export function starterDocument(base: ThemeBase, shopName: string): ThemeDocument {
  const centered = base === 'pulse' || base === 'starlight' || base === 'clean-minimal';
  return {
    version: THEME_DOCUMENT_VERSION,
    meta: { title: shopName.slice(0, 120) || 'Shop' },
    pages: [
      {
        id: 'home',
        title: 'Home',
        sections: [
          {
            id: 'hero',
            type: 'hero',
            settings: {
              heading: `Welcome to ${shopName}`.slice(0, 120),
              alignment: centered ? 'center' : 'left',
            },
            blocks: [{ id: 'shop-now', type: 'button', settings: { label: 'Shop now', link: '/#products' } }],
          },
          {
            id: 'products',
            type: 'product_grid',
            settings: { heading: 'Products', columns: 3, limit: 12, show_prices: true },
            blocks: [],
          },
        ],
      },
    ],
  };
}
