import { ManualClock } from '@shopforge/service-kit';
import { describeIdempotencyStore } from './idempotency-behaviour';
import { MemoryIdempotencyStore } from './memory-idempotency-store';

const clock = new ManualClock();

describeIdempotencyStore('memory', () => new MemoryIdempotencyStore(clock), {
  shortLockTtlMs: 1000,
  passLockTtl: async () => clock.advance(1001),
});
