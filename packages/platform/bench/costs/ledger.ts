import { ADOPTED_SPAN_ID, benchRequestTrace, bucketOf } from './trace-ids';

/** What the platform did for one bucket of requests, counted in the platform process. */
export interface Tally {
  statements: number;
  /** Statements that opened a transaction (`BEGIN`). */
  transactions: number;
  /** Of `statements`, those that ran after the gateway had answered the request. */
  afterResponse: number;
}

const TRANSACTION_START = /^\s*(BEGIN|START\s+TRANSACTION)\b/i;

const empty = (): Tally => ({ statements: 0, transactions: 0, afterResponse: 0 });

/** Statements run outside any bench trace, since the ledger was made. */
export interface Unbilled {
  statements: number;
  transactions: number;
}

/** Where `statementsOf` keeps the texts of statements outside any bench trace. */
export const UNBILLED_BUCKET = -1;

/**
 * Bills SQL statements to the bench request whose trace they run in. A statement outside any
 * bench trace is only counted as unbilled: the relays' and workers' polls, and the work of a
 * request's events done in no request's trace (a worker's batch; set-off.ts bills that by the
 * window it ran in). The clock only tracks when the last billed statement ran, so the
 * bench can wait for quiet.
 */
export class StatementLedger {
  private readonly buckets = new Map<number, Tally>();
  private readonly answered = new Set<string>();
  private readonly texts = new Map<number, Map<string, number>>();
  private lastBilledAt = Number.NEGATIVE_INFINITY;
  private readonly outside: Unbilled = { statements: 0, transactions: 0 };

  /** `keepTexts`: also count each statement's text per bucket (`COSTS_STATEMENTS`). */
  constructor(private readonly keepTexts = false) {}
  /** The bench request being served (the bench sends one at a time). */
  private inFlight: string | undefined;

  /** One statement, with the trace id active when it was issued. */
  record(traceId: string | undefined, sql: string, nowMs: number): void {
    const bucket = bucketOf(traceId);
    const opens = TRANSACTION_START.test(sql);
    if (bucket === undefined || traceId === undefined) {
      this.outside.statements += 1;
      if (opens) this.outside.transactions += 1;
      this.keepText(UNBILLED_BUCKET, sql);
      return;
    }
    const tally = this.buckets.get(bucket) ?? empty();
    tally.statements += 1;
    if (opens) tally.transactions += 1;
    if (this.answered.has(traceId)) tally.afterResponse += 1;
    this.buckets.set(bucket, tally);
    this.keepText(bucket, sql);
    this.lastBilledAt = nowMs;
  }

  private keepText(bucket: number, sql: string): void {
    if (!this.keepTexts) return;
    const texts = this.texts.get(bucket) ?? new Map<string, number>();
    const text = sql.replace(/\s+/g, ' ').trim();
    texts.set(text, (texts.get(text) ?? 0) + 1);
    this.texts.set(bucket, texts);
  }

  /** Every statement outside a bench trace so far (a running total). */
  unbilled(): Unbilled {
    return { ...this.outside };
  }

  /**
   * A server of the platform received a request. Returns the `traceparent` to give a request
   * that came with none while a bench request is in flight: a call the platform makes to itself
   * without passing its trace on (the test provider's webhook to the gateway is one) is work
   * of that request, and would otherwise start a trace of its own and be billed nowhere.
   */
  requestStarted(traceparent: string | string[] | undefined): string | undefined {
    const own = benchRequestTrace(traceparent);
    if (own !== undefined) this.inFlight = own;
    else if (traceparent === undefined && this.inFlight !== undefined) {
      return `00-${this.inFlight}-${ADOPTED_SPAN_ID}-01`;
    }
    return undefined;
  }

  /** A server finished a response; only the platform's answer to a bench request counts. */
  responded(traceparent: string | string[] | undefined): void {
    const traceId = benchRequestTrace(traceparent);
    if (traceId === undefined) return;
    this.answered.add(traceId);
    if (this.inFlight === traceId) this.inFlight = undefined;
  }

  tally(bucket: number): Tally {
    return { ...(this.buckets.get(bucket) ?? empty()) };
  }

  /**
   * Each statement text billed to `bucket` and how often it ran, most frequent first
   * (`UNBILLED_BUCKET`: those outside any bench trace, a running total).
   */
  statementsOf(bucket: number): Array<[string, number]> {
    return [...(this.texts.get(bucket) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
  }

  /** Milliseconds since the last billed statement (Infinity before the first). */
  quietFor(nowMs: number): number {
    return nowMs - this.lastBilledAt;
  }
}
