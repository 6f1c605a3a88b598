import { expect, it } from 'vitest';
import { runFuzz } from '../src/scenarios/fuzz';
import { loadSize } from '../src/size';

const size = loadSize();

it(`${size.fuzz.requests} generated bad requests across every route of the OpenAPI documents: no 5xx, every error in the envelope, no database change`, async () => {
  const figures = await runFuzz(size);
  figures.print();
  expect(figures.violations).toEqual([]);
});
