import { createHash } from 'node:crypto';
import { AppError } from '@shopforge/errors';
import type { IdempotencyStore, IdempotencyTimings } from '@shopforge/stores';
import type { NextFunction, Request, Response } from 'express';
import { canonicalJson } from '../http/canonical-json';
import { IDEMPOTENCY_KEY, idempotencyKeyOf } from '../http/idempotency-key';
import { onRespond } from '../http/respond';
import { principalOf, setIdempotency } from './locals';

export const IDEMPOTENCY_TIMINGS: IdempotencyTimings = {
  ttlMs: 24 * 60 * 60 * 1000,
  // Longer than any request may take (the slowest upstream call times out well before).
  lockTtlMs: 60 * 1000,
};
export const MAX_KEY_LENGTH = 255;
const PROCESSING_RETRY_AFTER_S = 1;

/**
 * Idempotency for state-changing routes (spec "Limits"): the replay key is scoped to the
 * credential, the method and path, and the caller's key; the body is compared by its
 * canonical-JSON SHA-256. 5xx answers are never stored, so a retry after a failure runs again.
 */
export function idempotency(store: IdempotencyStore) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const key = idempotencyKeyOf(req);
    if (key === undefined) {
      res.setHeader('Idempotency-Status', 'bypassed');
      return next();
    }
    if (key === '' || key.length > MAX_KEY_LENGTH) {
      return next(
        new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
          details: [{ field: IDEMPOTENCY_KEY, message: `Must be 1 to ${MAX_KEY_LENGTH} characters.` }],
        }),
      );
    }
    const scope = `dev:${principalOf(res).credential_id}:${req.method} ${req.path}:${key}`;
    const storeKey = createHash('sha256').update(scope).digest('hex');
    const fingerprint = createHash('sha256')
      .update(canonicalJson(req.body ?? {}))
      .digest('hex');

    const claim = await store.begin(storeKey, fingerprint, IDEMPOTENCY_TIMINGS);
    if (claim.kind !== 'started' && claim.fingerprint !== fingerprint) {
      return next(
        new AppError(
          'IDEMPOTENCY_CONFLICT',
          'This Idempotency-Key was already used with a different request body.',
        ),
      );
    }
    if (claim.kind === 'processing') {
      res.setHeader('Idempotency-Status', 'processing');
      res.setHeader('Retry-After', String(PROCESSING_RETRY_AFTER_S));
      return next(new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed.'));
    }
    if (claim.kind === 'completed') {
      const { response } = claim;
      res.setHeader('Idempotency-Status', 'cached');
      res.setHeader('Idempotent-Replayed', 'true');
      for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
      res.status(response.status).end(response.body);
      return;
    }

    res.setHeader('Idempotency-Status', 'created');
    // Passed on to the service, which keeps it with what it writes where that matters (orders):
    // a record here can be lost (Redis restarted, the answer lost on the way) after the write.
    setIdempotency(res, { key: storeKey, fingerprint });
    let settled = false;
    onRespond(res, async (outgoing) => {
      settled = true;
      const headers: Record<string, string> = outgoing.contentType
        ? { 'content-type': outgoing.contentType }
        : {};
      // The work is done whatever the store says now: if recording it fails (store down), the
      // caller still gets the real answer rather than a 503 that invites a retry, and the
      // claim's lock expires by itself.
      await (outgoing.status >= 500
        ? store.release(storeKey, claim.token)
        : store.complete(
            storeKey,
            claim.token,
            { status: outgoing.status, headers, body: outgoing.body },
            IDEMPOTENCY_TIMINGS,
          )
      ).catch(() => undefined);
    });
    // A client that hangs up before we answer must not leave the key claimed until the lock
    // expires; if the store is down it expires anyway, and the failure must not go unhandled.
    res.once('close', () => {
      if (!settled) store.release(storeKey, claim.token).catch(() => undefined);
    });
    next();
  };
}
