import type { Redis } from 'ioredis';
import { deadLetterStreamKey } from './stream-keys';

/**
 * Entries in every topic's dead-letter stream: what an operator alerts on and what a run that
 * must lose nothing (the topology suite) expects to be zero. SCAN, so a large keyspace is not
 * blocked; on a Redis Cluster call it on each primary.
 */
export async function countDeadLetters(
  redis: Redis,
): Promise<{ total: number; byTopic: Record<string, number> }> {
  const pattern = deadLetterStreamKey('*');
  const byTopic: Record<string, number> = {};
  let total = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      const n = await redis.xlen(key);
      if (n === 0) continue;
      const topic = key.slice(key.indexOf('{') + 1, key.lastIndexOf('}'));
      byTopic[topic] = (byTopic[topic] ?? 0) + n;
      total += n;
    }
  } while (cursor !== '0');
  return { total, byTopic };
}
