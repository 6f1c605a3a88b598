import { generateClient } from '../src/generate';
import { fixtureDir } from './helpers';

/** The fixture's PrismaClient is generated, not committed: build it once per test run. */
export default async function setup(): Promise<void> {
  await generateClient(fixtureDir);
}
