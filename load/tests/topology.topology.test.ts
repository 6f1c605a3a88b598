import { expect, it } from 'vitest';
import { runTopology } from '../src/topology/topology-scenario';
import { topologySize } from '../src/topology/topology-size';

const size = topologySize();

it(`the production topology (start:prod, two replicas a service, Redis Streams) under load: a replica of each service killed and restarted, Redis restarted, PostgreSQL backends terminated — nothing lost, nothing done twice (size ${size.name})`, async () => {
  const figures = await runTopology(size);
  figures.print();
  expect(figures.violations).toEqual([]);
});
