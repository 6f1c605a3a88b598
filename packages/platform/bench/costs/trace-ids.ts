/**
 * The costs bench names each request's trace itself (W3C `traceparent`): the platform carries
 * that trace id through the gateway, every tRPC hop, the outbox and the consumers, so the
 * statement probe can bill each SQL statement to the request that caused it, and ignore the
 * background polls that run meanwhile (they start traces of their own).
 */

/** Marks a trace id as the bench's; 8 hex digits. */
const PREFIX = 'c0575be1';
/**
 * The parent span id the bench sends. Only the gateway sees it as the parent: inside the
 * platform every hop gets a new span id, so it tells the gateway's own request from the rest.
 */
export const BENCH_SPAN_ID = 'c0575be1c0575be1';

/**
 * The parent span id given to a request that reached the platform without any trace while a
 * bench request was being served (ledger.ts): another span id than the bench's own, so it is
 * billed to that request without being taken for its answer.
 */
export const ADOPTED_SPAN_ID = 'ad0e7edc0575be1a';

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/** The trace id of request `request` of `bucket` (a route's warm-up or measured run). */
export function traceIdOf(bucket: number, request: number): string {
  if (!Number.isInteger(bucket) || bucket < 0 || bucket > 0xffffffff) throw new Error(`bad bucket ${bucket}`);
  return `${PREFIX}${hex(bucket, 8)}${hex(request, 16)}`;
}

export function traceparentOf(bucket: number, request: number): string {
  return `00-${traceIdOf(bucket, request)}-${BENCH_SPAN_ID}-01`;
}

/** The bucket a trace id was made for, or undefined when it is not the bench's. */
export function bucketOf(traceId: string | undefined): number | undefined {
  if (traceId === undefined || traceId.length !== 32 || !traceId.startsWith(PREFIX)) return undefined;
  return Number.parseInt(traceId.slice(PREFIX.length, PREFIX.length + 8), 16);
}

/**
 * The trace id of a request the bench itself sent (its parent span is the bench's), from the
 * incoming `traceparent`; undefined for the platform's internal hops and anything else.
 */
export function benchRequestTrace(traceparent: string | string[] | undefined): string | undefined {
  if (typeof traceparent !== 'string') return undefined;
  const [, traceId, spanId] = traceparent.split('-');
  return spanId === BENCH_SPAN_ID && bucketOf(traceId) !== undefined ? traceId : undefined;
}
