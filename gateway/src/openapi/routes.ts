import { createRequire } from 'node:module';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { ResolvedRoute } from '../routes/route';
import {
  DEVELOPER_SPEC_PATH,
  DOCS_ASSETS_PATH,
  DOCS_CONTENT_SECURITY_POLICY,
  DOCS_INIT_PATH,
  DOCS_INIT_SCRIPT,
  DOCS_PATH,
  type DocsPage,
  docsPageHtml,
  RESELLER_DOCS_PATH,
  RESELLER_SPEC_PATH,
} from './docs-page';
import { buildDeveloperApiDocument, buildResellerApiDocument } from './document';
import { ERROR_DOCS_CONTENT_SECURITY_POLICY, ERROR_DOCS_PATH, errorDocsPageHtml } from './error-docs-page';

/**
 * swagger-ui-dist's `getAbsoluteFSPath()`, loaded on its own: the package's main module would
 * also evaluate its 1.5 MB browser bundle inside Node, and the package ships no types.
 */
const getAbsoluteFSPath = createRequire(import.meta.url)('swagger-ui-dist/absolute-path.js') as () => string;

/**
 * The files the page uses. Serving the package directory wholesale would also publish its demo
 * `index.html` and `swagger-initializer.js`, which point at the public petstore.
 */
const ASSETS = new Set([
  'swagger-ui.css',
  'swagger-ui.css.map',
  'index.css',
  'swagger-ui-bundle.js',
  'swagger-ui-bundle.js.map',
  'swagger-ui-standalone-preset.js',
  'swagger-ui-standalone-preset.js.map',
  'favicon-16x16.png',
  'favicon-32x32.png',
]);

/** Documents change only with a deploy; five minutes of caching spares rebuilding clients. */
const DOCUMENT_CACHE = 'public, max-age=300';
const ASSET_MAX_AGE = '1d';

/** Builds on first use, then serves the same serialised text: the table is fixed at start-up. */
function cached(build: () => unknown): () => string {
  let text: string | undefined;
  return () => {
    text ??= JSON.stringify(build());
    return text;
  };
}

function serveDocument(document: () => string) {
  return (_req: Request, res: Response): void => {
    res.set({
      'Cache-Control': DOCUMENT_CACHE,
      // Public and credential-free, so other origins (editors, code generators) may fetch it.
      'Access-Control-Allow-Origin': '*',
    });
    res.type('application/json').send(document());
  };
}

function servePage(page: DocsPage) {
  const html = docsPageHtml(page);
  return (_req: Request, res: Response): void => {
    res.set({
      'Cache-Control': DOCUMENT_CACHE,
      'Content-Security-Policy': DOCS_CONTENT_SECURITY_POLICY,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    });
    res.type('html').send(html);
  };
}

function serveErrorDocs() {
  const html = errorDocsPageHtml();
  return (_req: Request, res: Response): void => {
    res.set({
      'Cache-Control': DOCUMENT_CACHE,
      'Content-Security-Policy': ERROR_DOCS_CONTENT_SECURITY_POLICY,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    });
    res.type('html').send(html);
  };
}

function serveInitScript(_req: Request, res: Response): void {
  res.set({ 'Cache-Control': DOCUMENT_CACHE });
  res.type('text/javascript').send(DOCS_INIT_SCRIPT);
}

function serveAsset(root: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const file = req.params.file;
    // Anything else falls through to the gateway's ROUTE_NOT_FOUND.
    if (typeof file !== 'string' || !ASSETS.has(file)) {
      next();
      return;
    }
    res.sendFile(file, { root, maxAge: ASSET_MAX_AGE, dotfiles: 'deny' }, (error) => {
      if (error) next(error);
    });
  };
}

/**
 * The public, unauthenticated documentation routes: both OpenAPI documents, the swagger-ui
 * page and the error codes' page (`doc_url`). Mount before the API router, whose catch-all answers ROUTE_NOT_FOUND.
 */
export function openApiRoutes(table: readonly ResolvedRoute[]): Router {
  const router = Router();
  router.get(DEVELOPER_SPEC_PATH, serveDocument(cached(() => buildDeveloperApiDocument(table))));
  router.get(RESELLER_SPEC_PATH, serveDocument(cached(() => buildResellerApiDocument(table))));
  router.get(DOCS_PATH, servePage('developer'));
  router.get(RESELLER_DOCS_PATH, servePage('reseller'));
  router.get(ERROR_DOCS_PATH, serveErrorDocs());
  router.get(DOCS_INIT_PATH, serveInitScript);
  router.get(`${DOCS_ASSETS_PATH}/:file`, serveAsset(getAbsoluteFSPath()));
  return router;
}
