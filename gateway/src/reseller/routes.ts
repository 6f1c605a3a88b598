import { RESELLER_IDEMPOTENCY_KEY_MAX_LENGTH } from '@shopforge/contracts';
import { AppError, docUrlFor, isErrorCode } from '@shopforge/errors';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { useLowercaseHeaders } from '../http/header-case';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { respond } from '../http/respond';
import { readBody } from '../middleware/body';
import { requestIdOf } from '../middleware/locals';
import { timingOf } from '../middleware/observe';
import { RESELLER_API_PREFIX, resellerApiRoutes } from '../routes/reseller-api';
import type { ResolvedRoute } from '../routes/route';
import { parsePart } from '../routes/validate';
import type { GatewayStores } from '../stores';
import type { ResellerKeyResolver } from '../auth/token-resolver';
import type { ServiceClients } from '../upstream/clients';
import { authenticateReseller, refuseInactive } from './authenticate';
import { resellerOf } from './locals';
import { resellerRateLimit, untouchedBucketHeaders } from './rate-limit';

type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void> | void;

function idempotencyKey(req: Request): string {
  const key = idempotencyKeyOf(req);
  if (!key || key.length > RESELLER_IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REQUIRED',
      `Send an Idempotency-Key header of 1 to ${RESELLER_IDEMPOTENCY_KEY_MAX_LENGTH} characters; it makes retries safe.`,
    );
  }
  return key;
}

const requireIdempotencyKey: Handler = (req, _res, next) => {
  idempotencyKey(req);
  next();
};

/**
 * The Reseller API (`/reseller/v1`), mounted from its route-table entries: its own credentials
 * (reseller keys), error messages, rate limit and lowercase headers. Every call goes to the
 * reseller service with the reseller the key stands for; nothing in a request can name
 * another shop or reseller.
 */
/**
 * A refusal's `doc_url` on this platform's error page. Only the link is set (the same for every
 * answer of a code), so a replayed refusal stays byte for byte the body first answered.
 */
function withDocUrl(body: unknown, docsBase: string): unknown {
  const error = (body as { error?: { code?: unknown } } | null)?.error;
  if (!error || !isErrorCode(error.code)) return body;
  return { error: { ...error, doc_url: docUrlFor(error.code, docsBase) } };
}

export function resellerRoutes(
  clients: ServiceClients,
  stores: GatewayStores,
  resolveKey: ResellerKeyResolver,
  /** The platform's error page: outcome refusals link there like every other error. */
  docsBase: string,
): Router {
  const router = Router();
  const limit = resellerRateLimit(stores.rateLimiter);
  const call = (route: ResolvedRoute, input: unknown, res: Response) =>
    clients.call('reseller', route.kind, route.procedure, input, {
      principal: null,
      reseller: resellerOf(res),
      requestId: requestIdOf(res),
      timing: timingOf(res),
    });

  /** A route's input: its query and body, the path, and what its entry says the headers add. */
  const inputOf = (route: ResolvedRoute, req: Request): Record<string, unknown> => {
    const parts = { ...parsePart(route.query, req.query), ...parsePart(route.body, req.body) };
    // The key authenticated the call (authenticate.ts); it is not the procedure's input.
    if (route.fulfillmentKey) delete parts.api_key;
    return {
      ...parts,
      ...req.params,
      ...(route.idempotencyKey === 'required' ? { idempotency_key: idempotencyKey(req) } : {}),
    };
  };

  /** Lists and reads answer their body; orders and fulfillments an outcome the table maps. */
  const answer =
    (route: ResolvedRoute): Handler =>
    async (req, res) => {
      const input = inputOf(route, req);
      const takesInput = Object.keys(input).length > 0 || route.query || route.body;
      const output = await call(route, takesInput ? input : undefined, res);
      if (route.outcome) {
        const { status, headers, body } = route.outcome.answer(output);
        for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
        return respond(res, status, withDocUrl(body, docsBase));
      }
      await respond(res, route.status ?? 200, route.envelope === 'data' ? { data: output } : output);
    };

  router.use(RESELLER_API_PREFIX, (_req, res, next) => {
    useLowercaseHeaders(res);
    next();
  });
  for (const route of resellerApiRoutes) {
    const pipeline: Handler[] = [
      authenticateReseller(resolveKey, {
        fulfillment: route.fulfillmentKey !== undefined,
        fromQuery: route.fulfillmentKey === 'query',
      }),
      limit,
      refuseInactive,
    ];
    if (route.idempotencyKey === 'required') pipeline.push(requireIdempotencyKey);
    if (route.method !== 'GET') pipeline.push(readBody(route));
    pipeline.push(answer(route));
    router[route.method === 'GET' ? 'get' : 'post'](route.expressPath, ...pipeline);
  }
  router.use(RESELLER_API_PREFIX, (req, res, next) => {
    untouchedBucketHeaders(res);
    next(
      new AppError(
        'NOT_FOUND',
        `No endpoint matches ${req.method} ${req.originalUrl.split('?')[0]?.slice(0, 200)}.`,
      ),
    );
  });
  return router;
}
