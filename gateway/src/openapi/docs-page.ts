/**
 * The `/docs` page: swagger-ui from the locally installed `swagger-ui-dist`, so the page works
 * offline and loads nothing from a CDN. Its bootstrap lives in a served script rather than an
 * inline one, which lets the page's Content-Security-Policy forbid inline scripts entirely.
 */

export const DOCS_PATH = '/docs';
export const RESELLER_DOCS_PATH = '/docs/reseller';
export const DOCS_ASSETS_PATH = '/docs/assets';
export const DOCS_INIT_PATH = '/docs/init.js';

export const DEVELOPER_SPEC_PATH = '/dev/v1/openapi.json';
export const RESELLER_SPEC_PATH = '/reseller/v1/openapi.json';

const SPECS = [
  { url: DEVELOPER_SPEC_PATH, name: 'Developer API (/dev/v1)' },
  { url: RESELLER_SPEC_PATH, name: 'Reseller API (/reseller/v1)' },
] as const;

export type DocsPage = 'developer' | 'reseller';

/**
 * - scripts: only this origin (the bundle, the preset and the bootstrap), no inline, no eval;
 * - styles: swagger-ui's React components set inline styles, hence `'unsafe-inline'` for styles only;
 * - images: its icons are `data:` SVGs, and "Try it out" shows image responses as `blob:` URLs;
 * - connect: the documents and "Try it out" calls go to this same gateway;
 * - nothing may frame the page, and it may not submit forms or change its base URL.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Data for the bootstrap script; a JSON data block is never executed, so the CSP allows it. */
function bootstrapConfig(page: DocsPage): string {
  const primary = page === 'reseller' ? SPECS[1] : SPECS[0];
  const json = JSON.stringify({ urls: SPECS, primaryName: primary.name });
  // `<` cannot end the data block early when escaped.
  return json.replace(/</g, '\\u003c');
}

/** The start of every documentation page, up to its own `<head>` content; `title` is plain text. */
export function docsPageStart(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
`;
}

export function docsPageHtml(page: DocsPage): string {
  const title = page === 'reseller' ? 'Shopforge Reseller API' : 'Shopforge Developer API';
  return `${docsPageStart(title)}<link rel="stylesheet" href="${DOCS_ASSETS_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${DOCS_ASSETS_PATH}/index.css">
<link rel="icon" type="image/png" sizes="32x32" href="${DOCS_ASSETS_PATH}/favicon-32x32.png">
<link rel="icon" type="image/png" sizes="16x16" href="${DOCS_ASSETS_PATH}/favicon-16x16.png">
</head>
<body>
<div id="swagger-ui"></div>
<script id="swagger-config" type="application/json">${bootstrapConfig(page)}</script>
<script src="${DOCS_ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_ASSETS_PATH}/swagger-ui-standalone-preset.js"></script>
<script src="${DOCS_INIT_PATH}"></script>
</body>
</html>
`;
}

/**
 * Starts swagger-ui with both documents in its top-bar selector. `validatorUrl: null` keeps it
 * from sending the document to validator.swagger.io; `queryConfigEnabled: false` keeps a crafted
 * `?url=` link from loading a foreign document into this origin.
 */
export const DOCS_INIT_SCRIPT = `'use strict';
(function () {
  var config = JSON.parse(document.getElementById('swagger-config').textContent);
  window.ui = SwaggerUIBundle({
    urls: config.urls,
    'urls.primaryName': config.primaryName,
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
    validatorUrl: null,
    queryConfigEnabled: false,
  });
})();
`;
