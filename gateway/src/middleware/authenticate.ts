import { AppError } from '@shopforge/errors';
import type { NextFunction, Request, Response } from 'express';
import type { TokenResolver } from '../auth/token-resolver';
import { bearerToken } from './bearer';
import { requestIdOf, setPrincipal } from './locals';
import { timingOf } from './observe';

const INVALID = 'Missing or invalid API key.';

/** Bearer token → principal (cached, or from the oauth service); every failure is the same 401. */
export function authenticate(resolve: TokenResolver) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req.get('authorization'));
    if (token === null) return next(new AppError('UNAUTHORIZED', INVALID));
    const principal = await resolve(token, requestIdOf(res), timingOf(res));
    if (!principal) return next(new AppError('UNAUTHORIZED', INVALID));
    setPrincipal(res, principal);
    next();
  };
}
