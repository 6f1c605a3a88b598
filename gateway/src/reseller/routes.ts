import { RESELLER_IDEMPOTENCY_KEY_MAX_LENGTH, type ResellerOrderOutcome } from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import { respond } from '../http/respond';
import { readBody } from '../middleware/body';
import { requestIdOf } from '../middleware/locals';
import { timingOf } from '../middleware/observe';
import { RESELLER_API_PREFIX, resellerApiRoutes } from '../routes/reseller-api';
import type { ResolvedRoute } from '../routes/route';
import type { GatewayStores } from '../stores';
import type { ResellerKeyResolver } from '../auth/token-resolver';
import type { ServiceClients } from '../upstream/clients';
import { authenticateReseller, refuseInactive, resellerOf } from './authenticate';
import { markResellerResponse } from './headers';
import { resellerRateLimit, untouchedBucketHeaders } from './rate-limit';

type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void> | void;

function parse(schema: z.ZodType | undefined, value: unknown): Record<string, unknown> {
  if (!schema) return {};
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error.issues);
  return result.data as Record<string, unknown>;
}

function idempotencyKey(req: Request): string {
  const key = (req.get('idempotency-key') ?? req.get('x-idempotency-key'))?.trim();
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
export function resellerRoutes(
  clients: ServiceClients,
  stores: GatewayStores,
  resolveKey: ResellerKeyResolver,
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

  /** The answer of a route: orders and fulfillments set their own status (replays, 409s). */
  const answer = (route: ResolvedRoute): Handler => {
    if (route.procedure === 'api.orders.create') {
      return async (req, res) => {
        const input = { ...parse(route.body, req.body), idempotency_key: idempotencyKey(req) };
        const outcome = (await call(route, input, res)) as ResellerOrderOutcome;
        if (outcome.idempotency_status) res.setHeader('idempotency-status', outcome.idempotency_status);
        await respond(res, outcome.status, outcome.body);
      };
    }
    if (route.procedure === 'api.fulfillments.create') {
      return async (req, res) => {
        const { api_key: _key, ...input } = {
          ...parse(route.query, req.query),
          ...parse(route.body, req.body),
        };
        const { status, fulfillment } = (await call(route, input, res)) as {
          status: number;
          fulfillment: unknown;
        };
        await respond(res, status, { data: { fulfillment } });
      };
    }
    return async (req, res) => {
      const input = { ...parse(route.query, req.query), ...parse(route.body, req.body), ...req.params };
      const output = await call(
        route,
        route.query || route.body || route.path.includes('{') ? input : undefined,
        res,
      );
      await respond(res, route.status ?? 200, route.envelope === 'data' ? { data: output } : output);
    };
  };

  router.use(RESELLER_API_PREFIX, (_req, res, next) => {
    markResellerResponse(res);
    next();
  });
  for (const route of resellerApiRoutes) {
    const fulfillment = route.procedure === 'api.fulfillments.create';
    const pipeline: Handler[] = [
      authenticateReseller(resolveKey, { fulfillment, fromQuery: fulfillment && route.method === 'GET' }),
      limit,
      refuseInactive,
    ];
    if (route.procedure === 'api.orders.create') pipeline.push(requireIdempotencyKey);
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
