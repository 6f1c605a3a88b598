import type { StripeErrorBody } from './api-error';
import type { StripeFault } from './types';

/** Stripe's own wording for errors a test typically injects. */
const DEFAULT_MESSAGES: Readonly<Record<string, string>> = {
  api_error: 'An unknown error occurred',
  card_error: 'Your card was declined.',
  rate_limit_error:
    'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
  idempotency_error: 'There is currently another in-progress request using this Idempotent Key.',
  invalid_request_error: 'Invalid request.',
};

/** Errors armed by `failNext`, answered one per API request, in order. */
export class FaultQueue {
  private readonly queue: StripeFault[] = [];

  arm(count: number, fault: StripeFault): void {
    if (!Number.isInteger(count) || count < 0)
      throw new Error(`failNext: count must be a whole number, not ${count}.`);
    if (fault.status < 400 || fault.status > 599)
      throw new Error(`failNext: ${fault.status} is no error status.`);
    for (let i = 0; i < count; i += 1) this.queue.push(fault);
  }

  take(): StripeFault | undefined {
    return this.queue.shift();
  }
}

export function faultBody(fault: StripeFault): { error: StripeErrorBody } {
  const message =
    fault.message ?? DEFAULT_MESSAGES[fault.type] ?? `Injected ${fault.type} (Stripe stand-in).`;
  return { error: { type: fault.type, message, ...(fault.code ? { code: fault.code } : {}) } };
}
