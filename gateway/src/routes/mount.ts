import { AppError } from '@shopforge/errors';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { authenticate } from '../middleware/authenticate';
import { requireActiveShop, requireScopes } from '../middleware/authorize';
import { principalOf, requestIdOf } from '../middleware/locals';
import type { ServiceClients } from '../upstream/clients';
import type { ResolvedRoute } from './route';
import { procedureInput } from './validate';

/** Largest JSON body the public API reads (README "Limits"). */
export const BODY_LIMIT = '1mb';

type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void> | void;

/** Express 5 forwards rejected promises to the error handler; this keeps the types honest. */
function asyncHandler(fn: (req: Request, res: Response) => Promise<void>): Handler {
  return (req, res, next) => fn(req, res).catch(next);
}

function forward(route: ResolvedRoute, clients: ServiceClients): Handler {
  return asyncHandler(async (req, res) => {
    const input = procedureInput(route, req);
    const output = await clients.call(route.service, route.kind, route.procedure, input, {
      principal: principalOf(res),
      requestId: requestIdOf(res),
    });
    const status = route.status ?? 200;
    if (status === 204) {
      res.status(204).end();
      return;
    }
    res.status(status).json(route.envelope === 'data' ? { data: output } : output);
  });
}

/**
 * The public API router: each table entry gets the pipeline authenticate → shop state →
 * scopes → validate → upstream call. Anything under `/dev/v1` that matches no entry is
 * ROUTE_NOT_FOUND before any authentication is tried.
 */
export function mountRoutes(table: readonly ResolvedRoute[], clients: ServiceClients): Router {
  const router = Router();
  const auth = authenticate(clients);
  // Bodies are read only after the caller is known, so anonymous traffic costs no parsing.
  const body = express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'] });
  for (const route of table) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](
      route.expressPath,
      auth,
      requireActiveShop,
      requireScopes(route.scopes),
      body,
      forward(route, clients),
    );
  }
  router.use((req, _res, next) => {
    next(new AppError('ROUTE_NOT_FOUND', `No endpoint matches ${req.method} ${req.path.slice(0, 200)}.`));
  });
  return router;
}
