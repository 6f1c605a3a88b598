/**
 * Messages between `bench:costs` and the statement probe in the PostgreSQL platform child
 * (next to the child's own protocol in ../protocol.ts, which its other messages follow).
 */
import type { CpuTime } from '../protocol';
import type { Tally, Unbilled } from './ledger';

export type ProbeRequest =
  | { type: 'tally'; bucket: number }
  /** COSTS_PROFILE: a CPU profile of the child over one route's measured requests. */
  | { type: 'profile-start' }
  | { type: 'profile-stop'; directory: string; name: string };

export type ProbeReply =
  | {
      type: 'tally';
      bucket: number;
      tally: Tally;
      /** With COSTS_STATEMENTS=1: each statement text billed to the bucket, and how often. */
      statements: Array<[string, number]>;
      /** Statements outside any bench trace so far, and (COSTS_STATEMENTS) their texts. */
      unbilled: Unbilled;
      unbilledStatements: Array<[string, number]>;
      /** Milliseconds since the probe last billed a statement to any bench request. */
      quietMs: number;
      cpu: CpuTime;
    }
  | { type: 'profile-started' }
  | { type: 'profiled'; file: string; summary: string };
