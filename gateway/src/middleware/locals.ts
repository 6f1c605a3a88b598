import type { Principal } from '@shopforge/contracts';
import type { RequestKey } from '@shopforge/service-kit';
import type { Response } from 'express';

/** Typed access to what the pipeline stores on `res.locals`. */
export function requestIdOf(res: Response): string {
  return String(res.locals.requestId ?? '');
}

export function principalOf(res: Response): Principal {
  const principal = res.locals.principal as Principal | undefined;
  if (!principal) throw new Error('principal read before authentication');
  return principal;
}

export function setPrincipal(res: Response, principal: Principal): void {
  res.locals.principal = principal;
}

/** The request's scoped Idempotency-Key, once the idempotency step has claimed it. */
export function idempotencyOf(res: Response): RequestKey | null {
  return (res.locals.idempotency as RequestKey | undefined) ?? null;
}

export function setIdempotency(res: Response, key: RequestKey): void {
  res.locals.idempotency = key;
}
