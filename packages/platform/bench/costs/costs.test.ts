/** The pure parts of `bench:costs` (the package's `unit` project runs bench/**\/*.test.ts). */
import { describe, expect, it } from 'vitest';
import { StatementLedger, UNBILLED_BUCKET } from './ledger';
import { END_MARKER, replaceBetweenMarkers, START_MARKER } from './markers';
import { idleRateOf, setOffBeyondIdle, textsBetween } from './set-off';
import { formatTable, median } from './table';
import {
  ADOPTED_SPAN_ID,
  BENCH_SPAN_ID,
  benchRequestTrace,
  bucketOf,
  traceIdOf,
  traceparentOf,
} from './trace-ids';

describe('trace ids', () => {
  it('carry their bucket and are valid W3C trace ids', () => {
    const id = traceIdOf(7, 12);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(bucketOf(id)).toBe(7);
    expect(bucketOf('0af7651916cd43dd8448eb211c80319c')).toBeUndefined();
    expect(bucketOf(undefined)).toBeUndefined();
    expect(traceparentOf(7, 12)).toBe(`00-${id}-${BENCH_SPAN_ID}-01`);
  });

  it('tell the bench’s own request from the platform’s hops in the same trace', () => {
    const id = traceIdOf(3, 1);
    expect(benchRequestTrace(traceparentOf(3, 1))).toBe(id);
    expect(benchRequestTrace(`00-${id}-b7ad6b7169203331-01`)).toBeUndefined();
    expect(benchRequestTrace(undefined)).toBeUndefined();
  });
});

describe('StatementLedger', () => {
  it('bills statements to the bucket of their trace and ignores everything else', () => {
    const ledger = new StatementLedger();
    ledger.record(traceIdOf(1, 0), 'BEGIN', 10);
    ledger.record(traceIdOf(1, 0), 'SELECT 1', 11);
    ledger.record(traceIdOf(1, 1), 'begin isolation level serializable', 12);
    ledger.record(traceIdOf(2, 0), 'SELECT 2', 13);
    ledger.record(undefined, 'SELECT "id" FROM "outbox_events"', 14);
    ledger.record('0af7651916cd43dd8448eb211c80319c', 'BEGIN', 15);
    expect(ledger.tally(1)).toEqual({ statements: 3, transactions: 2, afterResponse: 0 });
    expect(ledger.tally(2)).toEqual({ statements: 1, transactions: 0, afterResponse: 0 });
    expect(ledger.tally(9)).toEqual({ statements: 0, transactions: 0, afterResponse: 0 });
    // Only billed statements reset the quiet clock: the polls at 14 and 15 do not.
    expect(ledger.quietFor(20)).toBe(7);
  });

  it('keeps each statement’s text per bucket only when asked to (COSTS_STATEMENTS)', () => {
    const counting = new StatementLedger();
    counting.record(traceIdOf(1, 0), 'SELECT 1', 1);
    expect(counting.statementsOf(1)).toEqual([]);
    const listing = new StatementLedger(true);
    listing.record(traceIdOf(1, 0), 'SELECT\n  1', 1);
    listing.record(traceIdOf(1, 1), 'BEGIN', 2);
    listing.record(traceIdOf(1, 2), 'SELECT 1', 3);
    listing.record(undefined, 'SELECT 2', 4);
    expect(listing.statementsOf(1)).toEqual([
      ['SELECT 1', 2],
      ['BEGIN', 1],
    ]);
  });

  it('counts what runs after the gateway answered, by the request’s own trace only', () => {
    const ledger = new StatementLedger();
    const first = traceIdOf(4, 0);
    ledger.record(first, 'INSERT INTO "orders"', 1);
    // An internal hop of the same trace finishing is not the answer to the bench.
    ledger.responded(`00-${first}-b7ad6b7169203331-01`);
    ledger.record(first, 'INSERT INTO "outbox_events"', 2);
    ledger.responded(traceparentOf(4, 0));
    ledger.record(first, 'SELECT 1 FROM "processed_events"', 3);
    ledger.record(traceIdOf(4, 1), 'SELECT 1', 4);
    expect(ledger.tally(4)).toEqual({ statements: 4, transactions: 0, afterResponse: 1 });
  });

  it('adopts a request that arrives with no trace while a bench request is served, and only then', () => {
    const ledger = new StatementLedger();
    const id = traceIdOf(5, 0);
    expect(ledger.requestStarted(undefined)).toBeUndefined();
    expect(ledger.requestStarted(traceparentOf(5, 0))).toBeUndefined();
    // The platform's own hops pass their trace on and are left alone.
    expect(ledger.requestStarted(`00-${id}-b7ad6b7169203331-01`)).toBeUndefined();
    const adopted = ledger.requestStarted(undefined);
    expect(adopted).toBe(`00-${id}-${ADOPTED_SPAN_ID}-01`);
    // The adopted request's answer is not the bench's: the request is still in flight.
    ledger.responded(adopted);
    expect(ledger.requestStarted(undefined)).toBe(adopted);
    ledger.responded(traceparentOf(5, 0));
    expect(ledger.requestStarted(undefined)).toBeUndefined();
  });

  it('is quiet forever before the first billed statement', () => {
    expect(new StatementLedger().quietFor(0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('replaceBetweenMarkers', () => {
  const doc = `# Title\n\nintro\n${START_MARKER}\nold table\n${END_MARKER}\n\n## Later section\n`;

  it('rewrites only between the markers, keeping both', () => {
    const out = replaceBetweenMarkers(doc, '\n| new |\n');
    expect(out).toBe(`# Title\n\nintro\n${START_MARKER}\n| new |\n${END_MARKER}\n\n## Later section\n`);
    expect(replaceBetweenMarkers(out, '| new |')).toBe(out);
  });

  it('refuses a document with a missing, repeated or reversed marker', () => {
    expect(() => replaceBetweenMarkers('# no markers', 'x')).toThrow();
    expect(() => replaceBetweenMarkers(`${doc}${START_MARKER}`, 'x')).toThrow();
    expect(() => replaceBetweenMarkers(`${END_MARKER}\n${START_MARKER}`, 'x')).toThrow();
  });
});

describe('formatTable', () => {
  it('divides by the requests, groups thousands and takes the median latency', () => {
    const table = formatTable([
      {
        route: 'GET /dev/v1/me',
        kind: 'read',
        requests: 4,
        cpuMicros: 4 * 1234.4,
        tally: { statements: 6, transactions: 0, afterResponse: 0 },
        setOff: { statements: 0, transactions: 0 },
        latenciesMs: [4, 1, 3, 2],
      },
    ]);
    expect(table.split('\n')[2]).toBe('| GET /dev/v1/me | read | 1 234 | 1.5 | 0 | 0 | 2.5 |');
    expect(median([3, 1, 2])).toBe(2);
    const oneMiss = formatTable([
      {
        route: 'r',
        kind: 'write',
        requests: 40,
        cpuMicros: 40,
        tally: { statements: 1162, transactions: 40, afterResponse: 0 },
        setOff: { statements: 0, transactions: 0 },
        latenciesMs: [1],
      },
    ]);
    expect(oneMiss.split('\n')[2]).toBe('| r | write | 1 | 29.05 | 0 | 1 | 1.0 |');
  });
});

describe('statements set off outside the requests’ traces', () => {
  it('counts what ran outside any bench trace in the window beyond the idle platform’s polling', () => {
    const idle = idleRateOf({ statements: 100, transactions: 10 }, { statements: 120, transactions: 12 }, 2);
    expect(idle).toEqual({ statementsPerSecond: 10, transactionsPerSecond: 1 });
    // 3 s of window: 30 polls and 3 poll transactions were the idle platform's.
    expect(
      setOffBeyondIdle({ statements: 500, transactions: 50 }, { statements: 930, transactions: 93 }, 3, idle),
    ).toEqual({ statements: 400, transactions: 40 });
    // A window quieter than idle sets off nothing, not a negative count.
    expect(
      setOffBeyondIdle({ statements: 500, transactions: 50 }, { statements: 510, transactions: 50 }, 3, idle),
    ).toEqual({ statements: 0, transactions: 0 });
  });

  it('lists the texts that ran between two running totals', () => {
    expect(
      textsBetween(
        [
          ['SELECT 1', 5],
          ['BEGIN', 2],
        ],
        [
          ['SELECT 1', 9],
          ['BEGIN', 2],
          ['INSERT', 1],
        ],
      ),
    ).toEqual([
      ['SELECT 1', 4],
      ['INSERT', 1],
    ]);
  });

  it('keeps statements outside bench traces as a running total of their own', () => {
    const ledger = new StatementLedger(true);
    ledger.record(undefined, 'BEGIN', 1);
    ledger.record('0af7651916cd43dd8448eb211c80319c', 'SELECT 1', 2);
    ledger.record(traceIdOf(1, 0), 'SELECT 2', 3);
    expect(ledger.unbilled()).toEqual({ statements: 2, transactions: 1 });
    expect(ledger.statementsOf(UNBILLED_BUCKET)).toEqual([
      ['BEGIN', 1],
      ['SELECT 1', 1],
    ]);
    expect(ledger.tally(1).statements).toBe(1);
  });
});
