import { expect, it } from 'vitest';
import { runIdempotency } from '../src/scenarios/idempotency';
import { loadSize } from '../src/size';

const size = loadSize();
const { keys, copies } = size.idempotency;

it(`${keys} keys × ${copies} concurrent identical requests: exactly ${keys} executions on each API`, async () => {
  const figures = await runIdempotency(size);
  figures.print();
  expect(figures.violations).toEqual([]);
});
