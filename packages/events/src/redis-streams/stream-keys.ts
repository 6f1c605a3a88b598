/*
 * Key layout of the Redis Streams bus. Every key of one topic carries the topic as its hash tag
 * (`{shopforge.order}`), so a publish that spans a topic's partitions is one MULTI even on a
 * Redis Cluster (all of a topic on one slot; topics spread over slots).
 */

const PREFIX = 'shopforge:bus';

/** The stream of one partition of a topic: `shopforge:bus:{shopforge.order}:3`. */
export function streamKey(topic: string, partition: number): string {
  return `${PREFIX}:{${topic}}:${partition}`;
}

/** One stream per topic for what could not be handled: `shopforge:bus:{shopforge.order}:dlq`. */
export function deadLetterStreamKey(topic: string): string {
  return `${PREFIX}:{${topic}}:dlq`;
}

/** Who reads one partition stream for one group (a lease with a TTL, renewed by its holder). */
export function leaseKey(group: string, stream: string): string {
  return `${PREFIX}:lease:${group}:${stream}`;
}

/** The live consumers of a group: member → expiry in ms, renewed with the leases. */
export function membersKey(group: string): string {
  return `${PREFIX}:members:${group}`;
}

/**
 * The partition of an aggregate: FNV-1a over its id's UTF-8 bytes. Stable across processes and
 * versions, so one aggregate's events always land on one stream and keep their order; changing
 * the partition count moves aggregates (the package README says when that is safe).
 */
export function partitionOf(aggregateId: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(aggregateId, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % partitions;
}
