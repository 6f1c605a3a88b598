import { RESELLER_KEY_PREFIXES, type ResellerRefusal } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { NextFunction, Request, Response } from 'express';
import { bearerToken } from '../middleware/bearer';
import { requestIdOf } from '../middleware/locals';
import { timingOf } from '../middleware/observe';
import { setReseller } from './locals';
import { untouchedBucketHeaders } from './rate-limit';
import type { ResellerKeyResolver } from '../auth/token-resolver';

/** Spec "Reseller API authentication": one message for missing, malformed, unknown and revoked keys. */
export const INVALID_KEY = 'Invalid API key.';
/** The fulfillment operations word it differently, and also use it for inactive keys. */
export const INVALID_FULFILLMENT_KEY = 'Invalid or inactive reseller API key';

export const REFUSAL_MESSAGES: Record<ResellerRefusal, string> = {
  program_inactive: 'The reseller program of this shop is not active.',
  suspended: 'This reseller account is suspended.',
  inactive: 'This reseller account cannot use the API.',
};

const isResellerKey = (token: string) => RESELLER_KEY_PREFIXES.some((prefix) => token.startsWith(prefix));

/**
 * Resolves the reseller key (the `Authorization` bearer, or the `api_key` query parameter on
 * the URL-only fulfillment route). An invalid key stops here, before the rate limiter, so it
 * consumes no token; a valid key of a reseller who may not call is refused after it (403).
 */
export function authenticateReseller(
  resolveKey: ResellerKeyResolver,
  options: { fromQuery?: boolean; fulfillment?: boolean } = {},
) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const invalid = () => {
      untouchedBucketHeaders(res);
      return new AppError('UNAUTHORIZED', options.fulfillment ? INVALID_FULFILLMENT_KEY : INVALID_KEY);
    };
    const fromQuery = options.fromQuery ? req.query.api_key : undefined;
    const token =
      typeof fromQuery === 'string' && fromQuery.length <= 256
        ? fromQuery
        : bearerToken(req.get('authorization'));
    if (token === null || !isResellerKey(token)) return next(invalid());
    const resolved = await resolveKey(token, requestIdOf(res), timingOf(res));
    if (resolved.outcome === 'invalid') return next(invalid());
    setReseller(res, resolved.principal);
    if (resolved.outcome === 'refused') {
      res.locals.refusal = options.fulfillment
        ? new AppError('UNAUTHORIZED', INVALID_FULFILLMENT_KEY)
        : new AppError('FORBIDDEN', REFUSAL_MESSAGES[resolved.reason]);
    }
    next();
  };
}

/** After the rate limiter: a known key whose reseller may not call the API is refused. */
export function refuseInactive(_req: Request, res: Response, next: NextFunction): void {
  const refusal = res.locals.refusal as AppError | undefined;
  next(refusal);
}
