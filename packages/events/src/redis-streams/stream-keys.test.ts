import { describe, expect, it } from 'vitest';
import { deadLetterStreamKey, partitionOf, streamKey } from './stream-keys';

describe('Redis Streams keys', () => {
  it('puts one aggregate on one partition, the same in every process, and spreads aggregates', () => {
    expect(partitionOf('order_7', 8)).toBe(partitionOf('order_7', 8));
    // FNV-1a of "a" is 0xe40c292c: fixed, so a new version never moves an aggregate.
    expect(partitionOf('a', 1_000_000_007)).toBe(0xe40c292c % 1_000_000_007);
    const used = new Set(Array.from({ length: 400 }, (_, i) => partitionOf(`invoice-${i}`, 8)));
    expect(used.size).toBe(8);
  });

  it('names every key of a topic with the topic as hash tag, so a MULTI over its partitions is one slot', () => {
    expect(streamKey('shopforge.order', 3)).toBe('shopforge:bus:{shopforge.order}:3');
    expect(deadLetterStreamKey('shopforge.order')).toBe('shopforge:bus:{shopforge.order}:dlq');
  });
});
