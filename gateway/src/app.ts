import { errorDocsBase } from '@shopforge/errors';
import { DEFAULT_PUBLIC_BASE_URL } from '@shopforge/service-kit';
import express, { type Express } from 'express';
import type { CredentialCache } from './auth/credential-cache';
import { resellerKeyResolver, tokenResolver } from './auth/token-resolver';
import { dashboardSessionRoutes } from './dashboard/session-routes';
import { dashboardStaticRoutes } from './dashboard/static';
import { healthRoutes } from './health';
import type { GatewayLogger } from './logger';
import { refuseLongUrls } from './http/request-limits';
import { errorHandler } from './middleware/error-handler';
import { observeResponses, startTiming } from './middleware/observe';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { traceRequests } from './middleware/trace';
import { oauthRoutes } from './oauth/routes';
import { openApiRoutes } from './openapi/routes';
import { resellerPortalRoutes } from './public/reseller-portal';
import { publicRoutes } from './public/routes';
import { resellerRoutes } from './reseller/routes';
import { storefrontRoutes } from './storefront/routes';
import { mountRoutes } from './routes/mount';
import { ROUTE_TABLE } from './routes/table';
import type { GatewayStores } from './stores';
import type { ServiceClients } from './upstream/clients';

export function createGatewayApp(options: {
  clients: ServiceClients;
  stores: GatewayStores;
  log: GatewayLogger;
  /** Resolved principals; without one every request asks the oauth service. */
  credentialCache?: CredentialCache;
  /** Where callers reach this platform (PUBLIC_BASE_URL): errors link to its `/docs/errors`. */
  publicBaseUrl?: string;
}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', 'simple');
  // Server-Timing and http.server.request.duration on every response (docs/observability.md).
  observeResponses(app, options.log);
  app.use(securityHeaders);
  app.use(traceRequests);
  app.use(startTiming);
  app.use(requestId);
  // Node reads a head up to 16 KB; a URL has its own, smaller limit (414), before any route.
  app.use(refuseLongUrls);
  app.use(healthRoutes(options.clients, options.stores));
  // Public documents and the docs page; before the routes, whose catch-all is ROUTE_NOT_FOUND.
  app.use(openApiRoutes(ROUTE_TABLE));
  // Buyer-facing pages and provider webhooks: no merchant credential (public/routes.ts).
  app.use(publicRoutes(options.clients));
  app.use(resellerPortalRoutes(options.clients));
  // Shops' storefronts: the live theme, and theme previews (docs/themes.md).
  app.use(storefrontRoutes(options.clients));
  // The merchant dashboard's built page (docs/dashboard.md); never answers /dashboard/api/*.
  app.use(dashboardStaticRoutes());
  // OAuth 2.0: hosted consent pages and RFC 6749 JSON endpoints, not the API envelope.
  app.use(oauthRoutes(options.clients, options.stores));
  // The merchant dashboard's sign-in and sessions: JSON in the API envelope, same cookie (dashboard/).
  app.use(dashboardSessionRoutes(options.clients, options.stores));
  // The Reseller API: its own keys, limits and errors (gateway/src/reseller).
  const docsBase = errorDocsBase(options.publicBaseUrl ?? DEFAULT_PUBLIC_BASE_URL);
  app.use(
    resellerRoutes(
      options.clients,
      options.stores,
      resellerKeyResolver(options.clients, options.credentialCache),
      docsBase,
    ),
  );
  const resolveToken = tokenResolver(options.clients, options.credentialCache);
  app.use(mountRoutes(ROUTE_TABLE, options.clients, options.stores, resolveToken));
  app.use(errorHandler(options.log, docsBase));
  return app;
}
