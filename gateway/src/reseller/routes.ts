import {
  createResellerOrderBodySchema,
  type ResellerOrderOutcome,
  resellerFulfillmentBodySchema,
  resellerFulfillmentDynamicQuerySchema,
  resellerOrderListQuerySchema,
  resellerProductsQuerySchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import { respond } from '../http/respond';
import { readBody } from '../middleware/body';
import { requestIdOf } from '../middleware/locals';
import type { GatewayStores } from '../stores';
import type { ServiceClients } from '../upstream/clients';
import { authenticateReseller, refuseInactive, resellerOf } from './authenticate';
import { markResellerResponse } from './headers';
import { resellerRateLimit, untouchedBucketHeaders } from './rate-limit';

type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void> | void;

export const RESELLER_BASE = '/reseller/v1';
/** Spec "Limits": at most 128 characters. */
export const MAX_RESELLER_IDEMPOTENCY_KEY = 128;

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

function idempotencyKey(req: Request): string {
  const key = (req.get('idempotency-key') ?? req.get('x-idempotency-key'))?.trim();
  if (!key || key.length > MAX_RESELLER_IDEMPOTENCY_KEY) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REQUIRED',
      `Send an Idempotency-Key header of 1 to ${MAX_RESELLER_IDEMPOTENCY_KEY} characters; it makes retries safe.`,
    );
  }
  return key;
}

/**
 * The Reseller API (`/reseller/v1`): its own credentials (reseller keys), error messages, rate
 * limit and lowercase headers. Every call is forwarded to the reseller service with the
 * reseller the key stands for; nothing in a request can name another shop or reseller.
 */
export function resellerRoutes(clients: ServiceClients, stores: GatewayStores): Router {
  const router = Router();
  const limit = resellerRateLimit(stores.rateLimiter);
  const call = (kind: 'query' | 'mutation', procedure: string, input: unknown, res: Response) =>
    clients.call('reseller', kind, procedure, input, {
      principal: null,
      reseller: resellerOf(res),
      requestId: requestIdOf(res),
    });
  const pipeline = (options: { fromQuery?: boolean; fulfillment?: boolean } = {}): Handler[] => [
    authenticateReseller(clients, options),
    limit,
    refuseInactive,
  ];
  const data =
    (procedure: string, query?: z.ZodType): Handler =>
    async (req, res) => {
      const input = query ? parse(query, req.query) : undefined;
      await respond(res, 200, { data: await call('query', procedure, input, res) });
    };

  router.use(RESELLER_BASE, (_req, res, next) => {
    markResellerResponse(res);
    next();
  });

  router.get(`${RESELLER_BASE}/me`, ...pipeline(), data('api.me'));
  router.get(`${RESELLER_BASE}/balance`, ...pipeline(), data('api.balance'));
  router.get(`${RESELLER_BASE}/products`, ...pipeline(), async (req, res) => {
    const input = parse(resellerProductsQuerySchema, req.query);
    await respond(res, 200, await call('query', 'api.products', input, res));
  });
  router.post(
    `${RESELLER_BASE}/orders`,
    ...pipeline(),
    (req, _res, next) => {
      idempotencyKey(req);
      next();
    },
    readBody({ method: 'POST' }),
    async (req, res) => {
      const body = parse(createResellerOrderBodySchema, req.body);
      const outcome = (await call(
        'mutation',
        'api.orders.create',
        { ...body, idempotency_key: idempotencyKey(req) },
        res,
      )) as ResellerOrderOutcome;
      if (outcome.idempotency_status) res.setHeader('idempotency-status', outcome.idempotency_status);
      await respond(res, outcome.status, outcome.body);
    },
  );
  router.get(`${RESELLER_BASE}/orders`, ...pipeline(), async (req, res) => {
    const input = parse(resellerOrderListQuerySchema, req.query);
    await respond(res, 200, await call('query', 'api.orders.list', input, res));
  });
  router.get(`${RESELLER_BASE}/orders/:id`, ...pipeline(), async (req, res) => {
    const id = String(req.params.id ?? '');
    await respond(res, 200, { data: await call('query', 'api.orders.get', { id }, res) });
  });
  const fulfill = async (input: unknown, res: Response) => {
    const { status, fulfillment } = (await call('mutation', 'api.fulfillments.create', input, res)) as {
      status: number;
      fulfillment: unknown;
    };
    await respond(res, status, { data: { fulfillment } });
  };
  router.post(
    `${RESELLER_BASE}/fulfillments`,
    ...pipeline({ fulfillment: true }),
    readBody({ method: 'POST' }),
    async (req, res) => fulfill(parse(resellerFulfillmentBodySchema, req.body), res),
  );
  router.get(
    `${RESELLER_BASE}/fulfillments/dynamic`,
    ...pipeline({ fromQuery: true, fulfillment: true }),
    async (req, res) => {
      const { api_key: _key, ...input } = parse(resellerFulfillmentDynamicQuerySchema, req.query);
      await fulfill(input, res);
    },
  );

  router.use(RESELLER_BASE, (req, res, next) => {
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
