import { storefrontViewSchema } from '@shopforge/contracts';
import { type Request, Router } from 'express';
import { asPage, pageCaller, sendPage } from '../public/page-response';
import type { ServiceClients } from '../upstream/clients';
import { renderStorefront } from './render';

/** Theme images come from anywhere on https; nothing else loads, nothing runs. */
const STOREFRONT_CSP =
  "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/**
 * The shops' storefronts (docs/themes.md "Storefront"): `/store/{slug}` renders the live
 * theme's published document, `/store/{slug}/preview/{token}` a theme's draft, both through
 * the same renderer.
 */
export function storefrontRoutes(clients: ServiceClients): Router {
  const router = Router();
  const call = pageCaller(clients, 'themes');
  const param = (req: Request, name: string) => String(req.params[name] ?? '');

  const show = (preview: boolean) =>
    asPage(async (req, res) => {
      const slug = param(req, 'slug');
      const token = preview ? param(req, 'token') : null;
      const view = await call(res, storefrontViewSchema, 'query', 'storefront.view', {
        slug,
        page: req.params.page === undefined ? 'home' : param(req, 'page'),
        preview_token: token,
      });
      const basePath = `/store/${encodeURIComponent(slug)}${token ? `/preview/${encodeURIComponent(token)}` : ''}`;
      sendPage(res, 200, renderStorefront(view, basePath), STOREFRONT_CSP);
    });

  router.get('/store/:slug', show(false));
  router.get('/store/:slug/pages/:page', show(false));
  router.get('/store/:slug/preview/:token', show(true));
  router.get('/store/:slug/preview/:token/pages/:page', show(true));
  return router;
}
