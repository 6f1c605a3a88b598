import { describe, expect, it } from 'vitest';
import { makeEvent } from './bus-contract';
import { InProcessBus } from './in-process-bus';
import { describeEventBus } from './testing';

describeEventBus('InProcessBus', (options) => new InProcessBus(options));

describe('InProcessBus', () => {
  it('resolves publish before handlers run, and close() drains everything queued', async () => {
    const bus = new InProcessBus();
    const seen: number[] = [];
    await bus.subscribe('shopforge.order', 'billing', async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(event.sequence);
    });
    await bus.publish(
      'shopforge.order',
      [1, 2, 3, 4, 5].map((n) => makeEvent('o1', n)),
    );
    expect(seen).toEqual([]);
    await bus.close();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    await expect(bus.publish('shopforge.order', [makeEvent('o1', 6)])).rejects.toThrow(/closed/);
  });

  it('survives a dead-letter sink that throws', async () => {
    const bus = new InProcessBus({
      retry: { maxRetries: 0 },
      onDeadLetter: () => {
        throw new Error('sink down');
      },
    });
    const seen: number[] = [];
    await bus.subscribe('shopforge.order', 'billing', async (event) => {
      if (event.sequence === 1) throw new Error('boom');
      seen.push(event.sequence);
    });
    await bus.publish('shopforge.order', [makeEvent('o1', 1), makeEvent('o1', 2)]);
    await bus.close();
    expect(seen).toEqual([2]);
  });

  it('with waitForHandlers, publish resolves only after every group handled the events', async () => {
    const bus = new InProcessBus({ waitForHandlers: true, retry: { maxRetries: 0 } });
    const seen: string[] = [];
    for (const group of ['billing', 'webhook']) {
      await bus.subscribe('shopforge.order', group, async (event) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        seen.push(`${group}:${event.sequence}`);
      });
    }
    await bus.publish('shopforge.order', [makeEvent('o1', 1), makeEvent('o2', 2)]);
    expect(seen.sort()).toEqual(['billing:1', 'billing:2', 'webhook:1', 'webhook:2']);
    await bus.close();
  });

  it('with waitForHandlers, a dead-lettered event still releases its publisher', async () => {
    const dead: string[] = [];
    const bus = new InProcessBus({
      waitForHandlers: true,
      retry: { maxRetries: 0 },
      onDeadLetter: (letter) => {
        dead.push(letter.event?.id ?? 'malformed');
      },
    });
    await bus.subscribe('shopforge.order', 'billing', async () => {
      throw new Error('boom');
    });
    const event = makeEvent('o1', 1);
    await bus.publish('shopforge.order', [event]);
    expect(dead).toEqual([event.id]);
    await bus.close();
  });
});
