import { hasAllScopes, type Scope } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { NextFunction, Request, Response } from 'express';
import { principalOf } from './locals';

/** Suspended shops are refused on every route, before scopes are looked at. */
export function requireActiveShop(_req: Request, res: Response, next: NextFunction): void {
  next(
    principalOf(res).shop_status === 'active'
      ? undefined
      : new AppError('FORBIDDEN', 'Your shop has been suspended.'),
  );
}

export function requireScopes(scopes: readonly Scope[]) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const allowed = hasAllScopes(principalOf(res).scopes, scopes);
    next(allowed ? undefined : new AppError('FORBIDDEN', 'Missing required API scope.'));
  };
}
