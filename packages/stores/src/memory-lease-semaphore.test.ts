import { ManualClock } from '@shopforge/service-kit';
import { describeLeaseSemaphore } from './lease-semaphore-behaviour';
import { MemoryLeaseSemaphore } from './memory-lease-semaphore';

const clock = new ManualClock();

describeLeaseSemaphore('memory', () => new MemoryLeaseSemaphore(clock), {
  ttlMs: 1000,
  advance: async (ms) => clock.advance(ms),
});
