/**
 * A consumer in a process of its own, for the test that kills one with SIGKILL: it subscribes
 * `GROUP` to `TOPIC` on `REDIS_URL`, prints `ready` once it holds its leases, then `handled <id>`
 * per event, and never finishes the event whose sequence is `HANG_ON` (it is killed holding it).
 */
import { createRedisStreamsBus } from './redis-streams-bus';

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};

const bus = createRedisStreamsBus({
  url: env('REDIS_URL'),
  leaseMs: Number(env('LEASE_MS')),
  blockMs: 50,
});
const hangOn = Number(env('HANG_ON'));
await bus.subscribe(env('TOPIC'), env('GROUP'), async (event) => {
  process.stdout.write(`started ${event.id}\n`);
  if (event.sequence === hangOn) await new Promise(() => undefined);
  process.stdout.write(`handled ${event.id}\n`);
});
// The first rebalance runs as the read loop starts; a lease round later this consumer holds them.
setTimeout(() => process.stdout.write('ready\n'), 300);
