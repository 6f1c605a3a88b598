import { expect, it } from 'vitest';
import { runResellerOrders } from '../src/scenarios/reseller-orders';
import { loadSize } from '../src/size';

const size = loadSize();
const { orders, balanceUnits, serials } = size.resellerOrders;

it(`${orders} concurrent reseller orders on a balance for ${balanceUnits} and ${serials} codes: no overdraft, the ledger sums exactly, no code delivered twice`, async () => {
  const figures = await runResellerOrders(size);
  figures.print();
  expect(figures.violations).toEqual([]);
});
