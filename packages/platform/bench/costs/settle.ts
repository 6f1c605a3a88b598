/**
 * Waiting until a route's work is done, including what it set off: events still in an outbox,
 * consumers running, webhook deliveries due or in flight. Only then is the end reading taken,
 * so the table's figures include the asynchronous work a request causes.
 */
import pg from 'pg';
import type { Child } from '../child';
import type { PostgresReply, PostgresRequest } from '../protocol';
import type { ProbeReply, ProbeRequest } from './protocol';

export type PlatformChild = Child<PostgresRequest | ProbeRequest, PostgresReply | ProbeReply>;

const UNPUBLISHED = `SELECT count(*)::int AS "n" FROM "outbox_events" WHERE "published_at" IS NULL`;
const DELIVERIES_PENDING = `SELECT count(*)::int AS "n" FROM "webhook_deliveries"
WHERE "status" = 'PROCESSING' OR ("status" = 'PENDING' AND "next_attempt_at" <= now())`;

/** Reads the six databases from this process, so the checks are never billed to a route. */
export class Backlog {
  private constructor(private readonly clients: Map<string, pg.Client>) {}

  static async open(databases: Record<string, string>): Promise<Backlog> {
    const clients = new Map<string, pg.Client>();
    for (const [service, url] of Object.entries(databases)) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      clients.set(service, client);
    }
    return new Backlog(clients);
  }

  /** True when no event waits in any outbox and no webhook delivery is due or being sent. */
  async empty(): Promise<boolean> {
    for (const [service, client] of this.clients) {
      const checks = service === 'webhook' ? [UNPUBLISHED, DELIVERIES_PENDING] : [UNPUBLISHED];
      for (const sql of checks) {
        const { rows } = await client.query<{ n: number }>(sql);
        if ((rows[0]?.n ?? 0) > 0) return false;
      }
    }
    return true;
  }

  /** The server's version, for the table's caption. */
  async serverVersion(): Promise<string> {
    const [client] = this.clients.values();
    const { rows } = (await client?.query<{ server_version: string }>('SHOW server_version')) ?? { rows: [] };
    return rows[0]?.server_version ?? 'unknown';
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((client) => client.end()));
  }
}

export type TallyReply = Extract<ProbeReply, { type: 'tally' }>;

export async function tallyOf(child: PlatformChild, bucket: number): Promise<TallyReply> {
  child.send({ type: 'tally', bucket });
  return child.next((reply): reply is TallyReply => reply.type === 'tally' && reply.bucket === bucket);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The probe's reading for `bucket` once the platform is idle: no bench statement for `quietMs`
 * and nothing left in any backlog, confirmed by a second reading that billed nothing more.
 */
export async function settle(
  child: PlatformChild,
  backlog: Backlog,
  bucket: number,
  quietMs = 200,
  timeoutMs = 60_000,
): Promise<TallyReply> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const first = await tallyOf(child, bucket);
    if (first.quietMs >= quietMs && (await backlog.empty())) {
      const second = await tallyOf(child, bucket);
      if (second.tally.statements === first.tally.statements && second.quietMs >= quietMs) return second;
    }
    if (performance.now() > deadline) throw new Error(`the platform did not settle within ${timeoutMs} ms`);
    await sleep(50);
  }
}
