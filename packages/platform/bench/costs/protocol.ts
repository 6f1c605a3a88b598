/**
 * Messages between `bench:costs` and the statement probe in the PostgreSQL platform child
 * (next to the child's own protocol in ../protocol.ts, which its other messages follow).
 */
import type { CpuTime } from '../protocol';
import type { Tally } from './ledger';

export type ProbeRequest = { type: 'tally'; bucket: number };
export interface ProbeReply {
  type: 'tally';
  bucket: number;
  tally: Tally;
  /** Milliseconds since the probe last billed a statement to any bench request. */
  quietMs: number;
  cpu: CpuTime;
}
