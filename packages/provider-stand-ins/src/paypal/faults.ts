import { MESSAGES, type PayPalErrorBody } from './api-error';
import { newDebugId } from './ids';
import type { PayPalFault } from './types';

/** Errors armed by `failNext`, answered one per API request, in order. */
export class FaultQueue {
  private readonly queue: PayPalFault[] = [];

  arm(count: number, fault: PayPalFault): void {
    if (!Number.isInteger(count) || count < 0)
      throw new Error(`failNext: count must be a whole number, not ${count}.`);
    if (!Number.isInteger(fault.status) || fault.status < 400 || fault.status > 599)
      throw new Error(`failNext: ${fault.status} is no error status.`);
    if (!fault.name) throw new Error('failNext: name is empty.');
    for (let i = 0; i < count; i += 1) this.queue.push(fault);
  }

  take(): PayPalFault | undefined {
    return this.queue.shift();
  }
}

export function faultBody(fault: PayPalFault): PayPalErrorBody {
  const message = fault.message ?? MESSAGES[fault.name] ?? `Injected ${fault.name} (PayPal stand-in).`;
  return {
    name: fault.name,
    message,
    debug_id: newDebugId(),
    details: fault.issue ? [{ issue: fault.issue, description: message }] : [],
    links: [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/${fault.issue ? `#error-${fault.issue}` : ''}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  };
}
