import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type NextFunction, type Request, type Response, Router } from 'express';

/**
 * The merchant dashboard's built files (`dashboard/dist`, made by the install step:
 * scripts/bootstrap.mjs), served at `/dashboard`. The page is a client of the public Developer
 * API; its session API (`/dashboard/api/*`) is mounted separately and never answered here.
 */
export const DASHBOARD_PATH = '/dashboard';

/** No inline script or style, no other origin, no framing: the build inlines nothing. */
export const DASHBOARD_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const PAGE_HEADERS = {
  'Content-Security-Policy': DASHBOARD_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
} as const;

/**
 * `dashboard/dist` of the repository this module runs from (source or `gateway/dist` bundle):
 * the nearest ancestor holding `dashboard/package.json`.
 */
export function defaultDashboardDist(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'dashboard', 'package.json'))) return join(dir, 'dashboard', 'dist');
    if (dirname(dir) === dir) return join(from, 'dashboard-not-found');
  }
}

const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dashboard not built</title></head>
<body><main><h1>The dashboard is not built</h1>
<p>Code: <code>SERVICE_UNAVAILABLE</code>. Run <code>node scripts/bootstrap.mjs setup</code>
(or <code>npm start</code>, which runs it) to build it; the Developer API works without it.</p>
</main></body></html>
`;

function isApiPath(path: string): boolean {
  return path === `${DASHBOARD_PATH}/api` || path.startsWith(`${DASHBOARD_PATH}/api/`);
}

/**
 * `GET /dashboard` and every client-side route under it answer index.html (never cached, so a
 * deploy is seen at once); `/dashboard/assets/*` are content-hashed and cached for a year.
 * 503 with a plain page, in the error envelope's words, when the build is missing.
 */
export function dashboardStaticRoutes(options: { distDir?: string } = {}): Router {
  const dist = resolve(options.distDir ?? defaultDashboardDist());
  const assets = join(dist, 'assets');
  let index: string | undefined;
  const readIndex = (): string | undefined => {
    if (index !== undefined) return index;
    const file = join(dist, 'index.html');
    if (!existsSync(file)) return undefined;
    index = readFileSync(file, 'utf8');
    return index;
  };

  const router = Router();
  router.get(`${DASHBOARD_PATH}/assets/:file`, (req: Request, res: Response, next: NextFunction) => {
    const file = req.params.file;
    if (typeof file !== 'string' || !/^[\w.-]+$/.test(file) || file.startsWith('.')) {
      next();
      return;
    }
    res.set(PAGE_HEADERS);
    res.sendFile(file, { root: assets, maxAge: '365d', immutable: true, dotfiles: 'deny' }, (error) => {
      if (!error) return;
      if (
        (error as NodeJS.ErrnoException).code === 'ENOENT' ||
        (error as { status?: number }).status === 404
      ) {
        res.removeHeader('Cache-Control');
        next();
      } else next(error);
    });
  });
  router.get(/^\/dashboard(\/.*)?$/, (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path) || req.path.startsWith(`${DASHBOARD_PATH}/assets/`)) {
      next();
      return;
    }
    const html = readIndex();
    res.set({ ...PAGE_HEADERS, 'Cache-Control': 'no-store' });
    if (html === undefined) {
      res.status(503).type('html').send(NOT_BUILT_HTML);
      return;
    }
    res.status(200).type('html').send(html);
  });
  return router;
}
