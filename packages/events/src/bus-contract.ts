import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventBus } from './bus';
import type { DeadLetter, DeadLetterHandler } from './dead-letter';
import type { EventEnvelope } from './envelope';
import type { RetryPolicy } from './retry';

export interface ContractBusOptions {
  retry: Partial<RetryPolicy>;
  onDeadLetter: DeadLetterHandler;
}
export type ContractBusFactory = (options: ContractBusOptions) => EventBus | Promise<EventBus>;

export interface ContractSuiteOptions {
  /** How long to wait for deliveries; a real broker needs seconds to form a group. */
  timeoutMs?: number;
}

const RETRY: Partial<RetryPolicy> = { maxRetries: 2, initialDelayMs: 1, maxDelayMs: 5 };

/**
 * The behaviour every EventBus adapter must share (docs/architecture.md#two-modes-one-code-path:
 * one interface, tested against each adapter). Each test uses fresh topic and group names so the
 * suite can run against a real, long-lived broker.
 */
export function describeEventBus(
  name: string,
  createBus: ContractBusFactory,
  suite: ContractSuiteOptions = {},
): void {
  const timeout = suite.timeoutMs ?? 2_000;
  const waitFor = (check: () => void) => vi.waitFor(check, { timeout, interval: 5 });

  describe(`EventBus contract: ${name}`, () => {
    const buses: EventBus[] = [];
    const deadLetters: DeadLetter[] = [];

    async function open(): Promise<EventBus> {
      const bus = await createBus({ retry: RETRY, onDeadLetter: (dl) => void deadLetters.push(dl) });
      buses.push(bus);
      return bus;
    }

    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
      deadLetters.length = 0;
    });

    it('delivers each event once to a subscribed group', async () => {
      const bus = await open();
      const topic = uniqueTopic();
      const seen: string[] = [];
      await bus.subscribe(topic, uniqueGroup(), async (event) => void seen.push(event.id));
      const events = [makeEvent('a', 1), makeEvent('b', 1), makeEvent('c', 1)];
      await bus.publish(topic, events);
      await waitFor(() => expect(seen).toHaveLength(3));
      await bus.close();
      expect(seen.sort()).toEqual(events.map((e) => e.id).sort());
    });

    it('delivers every event to every group', async () => {
      const bus = await open();
      const topic = uniqueTopic();
      const seenA: string[] = [];
      const seenB: string[] = [];
      await bus.subscribe(topic, uniqueGroup(), async (event) => void seenA.push(event.id));
      await bus.subscribe(topic, uniqueGroup(), async (event) => void seenB.push(event.id));
      const event = makeEvent('a', 1);
      await bus.publish(topic, [event]);
      await waitFor(() => expect([seenA, seenB]).toEqual([[event.id], [event.id]]));
      await bus.close();
      expect([seenA, seenB]).toEqual([[event.id], [event.id]]);
    });

    it('keeps one aggregate in publish order while aggregates interleave', async () => {
      const bus = await open();
      const topic = uniqueTopic();
      const seen = new Map<string, number[]>();
      await bus.subscribe(topic, uniqueGroup(), async (event) => {
        // Uneven handler times would reorder an adapter that handles one aggregate concurrently.
        await new Promise((resolve) => setTimeout(resolve, event.sequence % 3));
        seen.set(event.aggregate_id, [...(seen.get(event.aggregate_id) ?? []), event.sequence]);
      });
      const expected = Array.from({ length: 10 }, (_, i) => i + 1);
      for (const sequence of expected) {
        await bus.publish(topic, [makeEvent('x', sequence), makeEvent('y', sequence)]);
      }
      await waitFor(() => expect(seen.get('x')?.length === 10 && seen.get('y')?.length === 10).toBe(true));
      expect(seen.get('x')).toEqual(expected);
      expect(seen.get('y')).toEqual(expected);
    });

    it('retries a failing handler, dead-letters the event and keeps delivering', async () => {
      const bus = await open();
      const topic = uniqueTopic();
      const poison = makeEvent('a', 1);
      const next = makeEvent('a', 2);
      let poisonCalls = 0;
      const handled: string[] = [];
      await bus.subscribe(topic, uniqueGroup(), async (event) => {
        if (event.id === poison.id) {
          poisonCalls++;
          throw new Error('handler failed');
        }
        handled.push(event.id);
      });
      await bus.publish(topic, [poison, next]);
      await waitFor(() => expect(handled).toEqual([next.id]));
      expect(poisonCalls).toBe(3); // first call + maxRetries (2)
      expect(deadLetters).toHaveLength(1);
      expect(deadLetters[0]).toMatchObject({ topic, event: { id: poison.id }, attempts: 3 });
      expect(String(deadLetters[0]?.error)).toContain('handler failed');
    });

    it('an event whose handler outlasts its retries on a transient error is delivered again, in order, not dead-lettered', async () => {
      const bus = await open();
      const topic = uniqueTopic();
      const [first, second] = [makeEvent('a', 1), makeEvent('a', 2)];
      let databaseDownFor = 4; // calls: more than the 3 one delivery makes
      const handled: number[] = [];
      await bus.subscribe(topic, uniqueGroup(), async (event) => {
        if (event.id === first.id && databaseDownFor-- > 0)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        handled.push(event.sequence);
      });
      await bus.publish(topic, [first, second]);
      // Redelivery waits for the adapter's own clock (a visibility timeout, a consumer restart).
      await vi.waitFor(() => expect(handled).toEqual([1, 2]), { timeout: timeout * 5, interval: 20 });
      expect(deadLetters).toEqual([]);
    });

    it('close() waits for the delivery in flight', async () => {
      const bus = await open();
      const topic = uniqueTopic();
      let started = false;
      let finished = false;
      await bus.subscribe(topic, uniqueGroup(), async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
      });
      await bus.publish(topic, [makeEvent('a', 1)]);
      await waitFor(() => expect(started).toBe(true));
      await bus.close();
      expect(finished).toBe(true);
    });

    it('refuses a second handler for the same group and topic', async () => {
      const bus = await open();
      const topic = uniqueTopic();
      const group = uniqueGroup();
      await bus.subscribe(topic, group, async () => undefined);
      await expect(bus.subscribe(topic, group, async () => undefined)).rejects.toThrow(/already subscribed/);
    });

    it('refuses to publish an invalid envelope', async () => {
      const bus = await open();
      const bad = { ...makeEvent('a', 1), aggregate_id: '' };
      await expect(bus.publish(uniqueTopic(), [bad])).rejects.toThrow();
    });
  });
}

export function makeEvent(aggregateId: string, sequence: number, type = 'order:paid'): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    occurred_at: new Date().toISOString(),
    shop_id: randomUUID(),
    aggregate_id: aggregateId,
    sequence,
    traceparent: null,
    data: { sequence },
  };
}

function uniqueTopic(): string {
  return `shopforge.contract-${randomUUID().slice(0, 8)}`;
}

function uniqueGroup(): string {
  return `contract-${randomUUID().slice(0, 8)}`;
}
