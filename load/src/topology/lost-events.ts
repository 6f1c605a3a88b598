import { partitionOf, streamKey, topicFor } from '@shopforge/events';
import { Redis } from 'ioredis';

/** An outbox row a consumer group never handled. */
export interface UnhandledEvent {
  id: string;
  type: string;
  aggregate_id: string;
  published_at: string | null;
}

/** The bus's partitions per topic (EVENT_BUS_PARTITIONS), as the topology platform runs it. */
const PARTITIONS = Number(process.env.EVENT_BUS_PARTITIONS ?? 8);

/**
 * Where each unhandled event is on the Redis Streams bus, for the report: whether its entry is
 * in its partition stream, whether it is pending (and with which consumer, how often delivered),
 * and the group's position on that stream. What a lost event needs to be explained.
 */
export async function describeUnhandledEvents(
  redisUrl: string,
  group: string,
  events: readonly UnhandledEvent[],
): Promise<string> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  try {
    await redis.connect();
    const lines: string[] = [];
    for (const event of events.slice(0, 5)) {
      const key = streamKey(topicFor(event.type), partitionOf(event.aggregate_id, PARTITIONS));
      const entries = (await redis.xrange(key, '-', '+')) as [string, string[]][];
      const entry = entries.find(([, fields]) => fields.includes(event.id));
      const pending = entry
        ? ((await redis.xpending(key, group, entry[0], entry[0], 1)) as [string, string, number, number][])
        : [];
      const groups = (await redis.xinfo('GROUPS', key)) as unknown[][];
      const mine = groups.map(pairs).find((info) => info.name === group);
      lines.push(
        `${event.type} ${event.id} (published ${event.published_at ?? 'never'}) on ${key}: ${
          entry ? `entry ${entry[0]}` : 'no entry in the stream'
        }; ${
          pending[0]
            ? `pending with ${pending[0][1]}, idle ${pending[0][2]} ms, delivered ${pending[0][3]}×`
            : 'not pending'
        }; group ${group}: last delivered ${String(mine?.['last-delivered-id'])}, pending ${String(
          mine?.pending,
        )}, consumers ${String(mine?.consumers)}`,
      );
    }
    return lines.join('\n      ');
  } catch (error) {
    return `(the bus could not be read: ${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
}

function pairs(flat: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) out[String(flat[i])] = flat[i + 1];
  return out;
}
