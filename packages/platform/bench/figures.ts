/**
 * The measured figures of a bench run: what the report is built from and the budget checks
 * read, apart from both so neither imports the other.
 */
import type { Measurement } from './run-load';

/** The scenarios of the performance budget. */
export type ScenarioName = 'me' | 'products' | 'products-pg' | 'orders' | 'orders-embedded';
export type TargetKind = 'baseline' | 'express-proxy' | 'shopforge';

export interface Scenario {
  name: ScenarioName;
  request: string;
  /** Where Shopforge serves it: the embedded platform (PGlite) or production shape (PostgreSQL). */
  platform: string;
  bodyBytes: number;
  responseHeaders: Record<string, string>;
}

export interface TargetRuns {
  scenario: ScenarioName;
  kind: TargetKind;
  runs: Measurement[];
}

export interface Comparison {
  scenario: ScenarioName;
  kind: Exclude<TargetKind, 'baseline'>;
  connections: number;
  /** The target's req/s divided by the bare baseline's, same scenario and connection count. */
  requestsPerSecondRatio: number;
  addedP50Ms: number;
  addedP99Ms: number;
  serverCpuPerRequestRatio: number;
}

/** The internal tRPC hop against plain HTTP+JSON between the same two ends (bench/hop.ts). */
export interface HopFigures {
  plain: { calls: number; cpuMicrosPerCall: number };
  trpc: { calls: number; cpuMicrosPerCall: number };
}
