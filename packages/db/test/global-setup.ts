import { generateClient } from '../src/generate';
import { fixtureDir } from './helpers';

// Vitest runs a root-level globalSetup once for the root and once more for each project that
// extends it, all in this process: generate once and let the other calls wait for that run.
const GENERATED = Symbol.for('@shopforge/db test: fixture client generated');
const processState = globalThis as { [GENERATED]?: Promise<void> };

/** The fixture's PrismaClient is generated, not committed: build it once per test run. */
export default async function setup(): Promise<void> {
  processState[GENERATED] ??= generateClient(fixtureDir);
  await processState[GENERATED];
}
