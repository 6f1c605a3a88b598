import { randomUUID } from 'node:crypto';
import { signDelivery } from '@shopforge/webhook-signature';
import { fetchFailureReason } from '../fetch-failure';
import type { SseEvent } from './sse-parser';

/** Where `listen` delivers, and how. */
export interface ForwardTarget {
  url: string;
  /** The session's signing secret (`whsec_…`), printed at start for the receiver to verify with. */
  secret: string;
  /** A receiver that has not answered by then counts as failed, so the next event is not held up. */
  timeoutMs: number;
}

/** One delivery of one event to the target, as `listen` reports it. */
export interface Forwarded {
  /** When the delivery started. */
  at: Date;
  eventType: string;
  eventId: string | undefined;
  deliveryId: string;
  url: string;
  /** The receiver's answer, or null when none came. */
  status: number | null;
  /** Why no answer came. */
  failure?: string;
  latencyMs: number;
}

/**
 * POSTs the event's `data` (the exact body its webhook delivery carries) with the headers a real
 * delivery has, signed afresh: a new delivery id and the current time, as each retry of a real
 * delivery is. A redirect is reported, not followed, as the platform's webhook sender does.
 * Resolves with the outcome, a receiver's failure included; rejects only when `stop` aborts.
 */
export async function forwardEvent(
  event: SseEvent,
  target: ForwardTarget,
  stop: AbortSignal,
): Promise<Forwarded> {
  const at = new Date();
  const started = performance.now();
  const deliveryId = randomUUID();
  const headers = signDelivery({
    secret: target.secret,
    deliveryId,
    event: event.type,
    timestamp: Math.floor(at.getTime() / 1000),
    body: event.data,
  });
  const report = { at, eventType: event.type, eventId: event.id, deliveryId, url: target.url };
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers,
      body: event.data,
      redirect: 'manual',
      signal: AbortSignal.any([stop, AbortSignal.timeout(target.timeoutMs)]),
    });
    // The answer's body is the receiver's business; reading it would only let a slow one stall us.
    await response.body?.cancel();
    return { ...report, status: response.status, latencyMs: latencyMs() };
  } catch (error) {
    if (stop.aborted) throw error;
    const failure =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${target.timeoutMs / 1000} s`
        : fetchFailureReason(error);
    return { ...report, status: null, failure, latencyMs: latencyMs() };
  }
}
