/**
 * Loaded by the PostgreSQL platform child when BENCH_COUNT_STATEMENTS=1, before the platform
 * opens any pool: wraps `pg.Client#query`, the one door every service's Prisma adapter and
 * the outbox relay go through, and bills each statement to the bench request whose trace is
 * active (ledger.ts). Needs tracing on in the child: the trace context is what carries a
 * request's identity across the platform's HTTP hops and its outbox.
 */
import { AsyncResource } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { currentTraceId } from '@shopforge/telemetry';
import pg from 'pg';
import { formatProfileSummary, Profiler, summariseProfile } from '../profile';
import { StatementLedger, UNBILLED_BUCKET } from './ledger';
import type { ProbeReply, ProbeRequest } from './protocol';

const ledger = new StatementLedger(process.env.COSTS_STATEMENTS === '1');
let profiler: Profiler | undefined;

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

function textOf(statement: unknown): string {
  if (typeof statement === 'string') return statement;
  if (typeof statement === 'object' && statement !== null && 'text' in statement) {
    return String(statement.text);
  }
  return '';
}

// pg-pool hands a queued caller its connection from the callback of whoever released one, in
// that one's async context: bound here, the caller's own statements run in its own trace.
type Connect = (this: pg.Pool, callback?: (...args: unknown[]) => void) => unknown;
const originalConnect = pg.Pool.prototype.connect as unknown as Connect;
const boundConnect: Connect = function (this: pg.Pool, callback) {
  return typeof callback === 'function'
    ? originalConnect.call(this, AsyncResource.bind(callback))
    : originalConnect.call(this);
};
pg.Pool.prototype.connect = boundConnect as unknown as typeof pg.Pool.prototype.connect;

const original = pg.Client.prototype.query as unknown as Query;
const counted: Query = function (this: pg.Client, ...args: unknown[]) {
  ledger.record(currentTraceId(), textOf(args[0]), performance.now());
  return original.apply(this, args);
};
pg.Client.prototype.query = counted as unknown as typeof pg.Client.prototype.query;

const requestOf = (message: unknown) => (message as { request?: IncomingMessage }).request;

// Published before the server's 'request' event, so a trace given here is the one the
// platform's server span continues.
subscribe('http.server.request.start', (message) => {
  const request = requestOf(message);
  const adopted = ledger.requestStarted(request?.headers.traceparent);
  if (request && adopted !== undefined) request.headers.traceparent = adopted;
});

// The platform's answer to a bench request splits that request's statements into "before"
// and "after the response".
subscribe('http.server.response.finish', (message) => {
  ledger.responded(requestOf(message)?.headers.traceparent);
});

async function answer(message: ProbeRequest): Promise<ProbeReply | undefined> {
  switch (message.type) {
    case 'tally':
      return {
        type: 'tally',
        bucket: message.bucket,
        tally: ledger.tally(message.bucket),
        statements: ledger.statementsOf(message.bucket),
        unbilled: ledger.unbilled(),
        unbilledStatements: ledger.statementsOf(UNBILLED_BUCKET),
        // IPC is JSON: Infinity (nothing billed yet) would arrive as null.
        quietMs: Math.min(ledger.quietFor(performance.now()), Number.MAX_SAFE_INTEGER),
        cpu: process.cpuUsage(),
      };
    case 'profile-start':
      profiler = new Profiler();
      await profiler.start();
      return { type: 'profile-started' };
    case 'profile-stop': {
      if (!profiler) return undefined;
      const { file, profile } = await profiler.stop(message.directory, message.name);
      profiler = undefined;
      return {
        type: 'profiled',
        file,
        summary: formatProfileSummary(message.name, summariseProfile(profile)),
      };
    }
  }
}

const PROBE_MESSAGES = new Set(['tally', 'profile-start', 'profile-stop']);

process.on('message', (message: ProbeRequest | { type: string }) => {
  if (!PROBE_MESSAGES.has(message.type)) return;
  void answer(message as ProbeRequest).then((reply) => {
    if (reply) process.send?.(reply);
  });
});
