import type { Forwarded } from './forward';

/** `2026-11-28 04:01:02  order:paid  <event id>  --> 200 POST http://localhost:4000/hook (12 ms)` */
export function deliveryLine(delivery: Forwarded): string {
  const answer = delivery.status === null ? 'failed' : String(delivery.status);
  const why = delivery.failure === undefined ? '' : `: ${delivery.failure}`;
  return (
    `${localTime(delivery.at)}  ${delivery.eventType}  ${delivery.eventId ?? '-'}  ` +
    `--> ${answer} POST ${delivery.url} (${delivery.latencyMs} ms)${why}`
  );
}

/** The same as one JSON Lines record. */
export function deliveryRecord(delivery: Forwarded) {
  return {
    type: 'delivery',
    at: delivery.at.toISOString(),
    event: delivery.eventType,
    event_id: delivery.eventId ?? null,
    delivery_id: delivery.deliveryId,
    url: delivery.url,
    status: delivery.status,
    ...(delivery.failure === undefined ? {} : { error: delivery.failure }),
    latency_ms: delivery.latencyMs,
  };
}

/** The reader's wall clock, to the second: what they compare with their receiver's own log. */
function localTime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ` +
    `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`
  );
}
