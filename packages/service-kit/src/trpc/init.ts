import { AppError } from '@shopforge/errors';
import { initTRPC } from '@trpc/server';
import type { ServiceContext } from './context';
import { formatError } from './error-formatter';
import { recordProcedureCall } from './metrics';

const t = initTRPC.context<ServiceContext>().create({
  errorFormatter: formatError,
  isServer: true,
  isDev: false,
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/**
 * The root of every procedure: times the call (access checks, input validation and the
 * handler) into `rpc.server.call.duration`, with the AppError code when it fails.
 */
const measuredProcedure = t.procedure.use(async ({ ctx, path, next }) => {
  const started = performance.now();
  const result = await next();
  recordProcedureCall(
    ctx.service,
    path,
    (performance.now() - started) / 1000,
    result.ok ? undefined : result.error,
  );
  return result;
});

/** Any authenticated caller, internal or operator (health, read-only diagnostics). */
export const anyCallerProcedure = measuredProcedure;

/** Any authenticated internal caller (the HTTP layer already refused everyone else). */
export const internalProcedure = measuredProcedure.use(({ ctx, next }) => {
  if (ctx.caller !== 'internal') throw new AppError('FORBIDDEN', 'Internal callers only.');
  // `next()` keeps the context as it is; `next({ ctx })` would copy it on every call.
  return next();
});

/** Work done for one shop: the principal's shop is the only tenant the procedure may touch. */
export const shopProcedure = internalProcedure.use(({ ctx, next }) => {
  const principal = ctx.principal;
  if (!principal) throw new AppError('UNAUTHORIZED', 'No authenticated shop on this call.');
  return next({ ctx: { ...ctx, principal, shopId: principal.shop_id } });
});

/** Operator CLI only. */
export const operatorProcedure = measuredProcedure.use(({ ctx, next }) => {
  if (ctx.caller !== 'operator') throw new AppError('FORBIDDEN', 'Operator credential required.');
  return next();
});

/** Work done for one reseller (Reseller API): the key's shop and relationship are the tenant. */
export const resellerProcedure = internalProcedure.use(({ ctx, next }) => {
  const reseller = ctx.reseller;
  if (!reseller) throw new AppError('UNAUTHORIZED', 'Invalid API key.');
  return next({
    ctx: { ...ctx, reseller, shopId: reseller.shop_id, relationshipId: reseller.relationship_id },
  });
});
