import { expect, it } from 'vitest';
import { runWebhooks } from '../src/scenarios/webhooks';
import { loadSize } from '../src/size';

const size = loadSize();
const { events, kills, failPercent } = size.webhooks;

it(`${events} webhook events, a receiver failing ${failPercent} % of attempts, the worker killed ${kills} times: every event delivered, none twice with different bodies`, async () => {
  const figures = await runWebhooks(size);
  figures.print();
  expect(figures.violations).toEqual([]);
});
