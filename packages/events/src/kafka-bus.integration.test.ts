import { describe } from 'vitest';
import { createKafkaBus } from './kafka-bus';
import { describeEventBus } from './testing';

// Runs the shared contract against a real broker; skipped when none is configured (CI has
// no Docker). How to run it: see README.md, "Real-broker tests".
const brokers = process.env.KAFKA_BROKERS?.split(',').filter((b) => b.length > 0) ?? [];

describe.skipIf(brokers.length === 0)('KafkaBus against KAFKA_BROKERS', () => {
  describeEventBus(
    'KafkaBus (real broker)',
    (options) => createKafkaBus({ brokers, clientId: 'shopforge-events-test', ...options }),
    // Joining a new consumer group and auto-creating a topic take several seconds.
    { timeoutMs: 30_000 },
  );
});
