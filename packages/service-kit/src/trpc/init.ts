import { AppError } from '@shopforge/errors';
import { getTRPCErrorFromUnknown, initTRPC, type TRPCError } from '@trpc/server';
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
 * Times a call (access checks, input validation and the handler) into
 * `rpc.server.call.duration`, with the AppError code when it fails. Each procedure kind below is
 * ONE middleware that admits the caller and times the call: tRPC copies its call options for
 * every middleware it runs (two object spreads each), which was a fifth of an internal hop's CPU.
 */
async function timed<R extends { ok: boolean; error?: TRPCError }>(
  ctx: ServiceContext,
  path: string,
  call: () => Promise<R>,
): Promise<R> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let result: R;
  try {
    result = await call();
  } catch (cause) {
    // A refused caller: thrown by the admission, before `next()`.
    recordProcedureCall(ctx.service, path, seconds(), getTRPCErrorFromUnknown(cause));
    throw cause;
  }
  recordProcedureCall(ctx.service, path, seconds(), result.ok ? undefined : result.error);
  return result;
}

function internalOnly(ctx: ServiceContext): void {
  if (ctx.caller !== 'internal') throw new AppError('FORBIDDEN', 'Internal callers only.');
}

/** Any authenticated caller, internal or operator (health, read-only diagnostics). */
export const anyCallerProcedure = t.procedure.use(({ ctx, path, next }) => timed(ctx, path, () => next()));

/** Any authenticated internal caller (the HTTP layer already refused everyone else). */
export const internalProcedure = t.procedure.use(({ ctx, path, next }) =>
  timed(ctx, path, () => {
    internalOnly(ctx);
    // `next()` keeps the context as it is; `next({ ctx })` would copy it on every call.
    return next();
  }),
);

/** Work done for one shop: the principal's shop is the only tenant the procedure may touch. */
export const shopProcedure = t.procedure.use(({ ctx, path, next }) =>
  timed(ctx, path, () => {
    internalOnly(ctx);
    const principal = ctx.principal;
    if (!principal) throw new AppError('UNAUTHORIZED', 'No authenticated shop on this call.');
    return next({ ctx: { ...ctx, principal, shopId: principal.shop_id } });
  }),
);

/** Operator CLI only. */
export const operatorProcedure = t.procedure.use(({ ctx, path, next }) =>
  timed(ctx, path, () => {
    if (ctx.caller !== 'operator') throw new AppError('FORBIDDEN', 'Operator credential required.');
    return next();
  }),
);

/** Work done for one reseller (Reseller API): the key's shop and relationship are the tenant. */
export const resellerProcedure = t.procedure.use(({ ctx, path, next }) =>
  timed(ctx, path, () => {
    internalOnly(ctx);
    const reseller = ctx.reseller;
    if (!reseller) throw new AppError('UNAUTHORIZED', 'Invalid API key.');
    return next({
      ctx: { ...ctx, reseller, shopId: reseller.shop_id, relationshipId: reseller.relationship_id },
    });
  }),
);
