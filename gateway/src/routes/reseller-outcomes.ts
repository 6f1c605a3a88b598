import { resellerFulfillmentOutcomeSchema, resellerOrderOutcomeSchema } from '@shopforge/contracts';
import { AppError, isErrorCode, statusOf, toEnvelope } from '@shopforge/errors';
import { outcomeAnswers } from './outcome';

const IDEMPOTENCY_STATUS = 'idempotency-status';

/** A key still running: try again in a second (the README's idempotency table). */
const PROCESSING: Readonly<Record<string, string>> = {
  [IDEMPOTENCY_STATUS]: 'processing',
  'retry-after': '1',
};

const conflict = (message: string) => toEnvelope(new AppError('CONFLICT', message));

/**
 * `POST /reseller/v1/orders` (idempotency rules 1–6): a bought or replayed order is 201, a
 * refusal keeps the status of its code — replayed exactly, body and status, for the key's
 * lifetime — and a key still running or reused with another basket is 409.
 */
export const orderAnswers = outcomeAnswers(resellerOrderOutcomeSchema, (outcome) => {
  switch (outcome.outcome) {
    case 'created':
    case 'replayed':
      return {
        status: 201,
        headers: { [IDEMPOTENCY_STATUS]: outcome.outcome === 'created' ? 'created' : 'cached' },
        body: { data: { order: outcome.order } },
      };
    case 'refused':
      return {
        status: isErrorCode(outcome.error.code) ? statusOf(outcome.error.code) : 400,
        headers: { [IDEMPOTENCY_STATUS]: outcome.replayed ? 'cached' : 'created' },
        body: { error: outcome.error },
      };
    case 'key_in_flight':
      return {
        status: 409,
        headers: PROCESSING,
        body: conflict('A request with this Idempotency-Key is still being processed.'),
      };
    case 'key_reused':
      return {
        status: 409,
        body: conflict('This Idempotency-Key was already used with a different request body.'),
      };
  }
});

/** `POST /reseller/v1/fulfillments`: 201 when this request bought it, 200 for an earlier one. */
export const fulfillmentAnswers = outcomeAnswers(resellerFulfillmentOutcomeSchema, (outcome) => ({
  status: outcome.outcome === 'created' ? 201 : 200,
  body: { data: { fulfillment: outcome.fulfillment } },
}));
