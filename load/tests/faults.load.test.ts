import { expect, it } from 'vitest';
import { runFaults } from '../src/scenarios/faults';
import { loadSize } from '../src/size';

const size = loadSize();

it(`PostgreSQL connections terminated and Redis restarted under load (${size.faults.rounds} round(s)): 5xx in the envelope while down, full recovery, nothing half-written`, async () => {
  const figures = await runFaults(size);
  figures.print();
  expect(figures.violations).toEqual([]);
});
