import { AppError } from '@shopforge/errors';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { respond } from '../http/respond';
import type { TokenResolver } from '../auth/token-resolver';
import { authenticate } from '../middleware/authenticate';
import { requireActiveShop, requireScopes } from '../middleware/authorize';
import { readBody } from '../middleware/body';
import { idempotency } from '../middleware/idempotency';
import { idempotencyOf, principalOf, requestIdOf } from '../middleware/locals';
import { timingOf } from '../middleware/observe';
import { rateLimit } from '../middleware/rate-limit';
import type { GatewayStores } from '../stores';
import type { ServiceClients } from '../upstream/clients';
import { RESELLER_API_PREFIX } from './reseller-api';
import { EVENT_STREAM_PATH, type EventStreamOptions, eventStream } from './event-stream';
import {
  downloadProductFile,
  PRODUCT_FILE_CONTENT_ROUTE,
  PRODUCT_FILE_UPLOAD_ROUTE,
  uploadProductFile,
} from './product-file';
import type { ResolvedRoute } from './route';
import { procedureInput } from './validate';

type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void> | void;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function forward(route: ResolvedRoute, clients: ServiceClients): Handler {
  return async (req, res) => {
    const input = procedureInput(route, req);
    const output = await clients.call(route.service, route.kind, route.procedure, input, {
      principal: principalOf(res),
      requestId: requestIdOf(res),
      idempotency: idempotencyOf(res),
      timing: timingOf(res),
      // A list's body is the service's answer byte for byte: forwarded without parsing 60 KB
      // and serialising it again (the service answered what its contract schema allows).
      ...(route.envelope === 'as_is' ? { answer: 'json-text' as const } : {}),
    });
    const status = route.status ?? 200;
    if (status === 204) return respond(res, 204);
    await respond(res, status, route.envelope === 'data' ? { data: output } : output);
  };
}

/**
 * The public API router. Each table entry gets the pipeline described in
 * docs/architecture.md#the-developer-api-pipeline: authenticate → shop state → scopes → rate limit
 * → body → idempotency (state-changing routes) → validate and call upstream. Anything that matches
 * no entry is ROUTE_NOT_FOUND before any authentication or body parsing.
 */
export function mountRoutes(
  table: readonly ResolvedRoute[],
  clients: ServiceClients,
  stores: GatewayStores,
  resolveToken: TokenResolver,
  streamOptions?: EventStreamOptions,
): Router {
  const router = Router();
  const auth = authenticate(resolveToken);
  const limit = rateLimit(stores.rateLimiter);
  const idempotent = idempotency(stores.idempotency);
  // Before the table: `/dev/v1/events/{id}` would take "stream" for an id.
  router.get(
    EVENT_STREAM_PATH,
    auth,
    requireActiveShop,
    requireScopes(['events.read']),
    limit,
    eventStream(clients, resolveToken, stores.streamLeases, streamOptions),
  );
  // A file's bytes are the body (upload) or the answer (download), not one JSON document. The
  // upload takes no Idempotency-Key: PUT replaces the file, so sending it again is harmless.
  router.put(
    PRODUCT_FILE_UPLOAD_ROUTE.expressPath,
    auth,
    requireActiveShop,
    requireScopes(PRODUCT_FILE_UPLOAD_ROUTE.scopes),
    limit,
    uploadProductFile(clients),
  );
  router.get(
    PRODUCT_FILE_CONTENT_ROUTE.expressPath,
    auth,
    requireActiveShop,
    requireScopes(PRODUCT_FILE_CONTENT_ROUTE.scopes),
    limit,
    downloadProductFile(clients),
  );
  for (const route of table) {
    // The Reseller API has its own credentials and pipeline (gateway/src/reseller).
    if (route.path.startsWith(`${RESELLER_API_PREFIX}/`)) continue;
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const pipeline: Handler[] = [
      auth,
      requireActiveShop,
      requireScopes(route.scopes),
      limit,
      readBody(route),
    ];
    if (STATE_CHANGING.has(route.method)) pipeline.push(idempotent);
    pipeline.push(forward(route, clients));
    router[method](route.expressPath, ...pipeline);
  }
  router.use((req, _res, next) => {
    next(new AppError('ROUTE_NOT_FOUND', `No endpoint matches ${req.method} ${req.path.slice(0, 200)}.`));
  });
  return router;
}
