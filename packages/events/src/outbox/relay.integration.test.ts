import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_EVENTS_DDL, orderEvent, RecordingBus, unpublishedCount, writeAll } from './fixture';
import { OutboxRelay } from './relay';
import { type PgPoolLike, pgPoolExecutor, type SqlExecutor } from '@shopforge/db/sql';
import { sqlOutboxStore } from './store';

// Real FOR UPDATE SKIP LOCKED needs several connections, which PGlite cannot give: this runs
// against PostgreSQL in a throwaway database.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface PgPool extends PgPoolLike {
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
}
interface PgModule {
  Pool: new (config: { connectionString: string; max?: number }) => PgPool;
}
// `pg` is hoisted in the workspace but neither it nor @types/pg is a dependency of this package;
// a non-literal specifier keeps tsc from looking for its types, the cast states what is used.
const PG_SPECIFIER = 'pg';
const loadPg = async () => ((await import(PG_SPECIFIER)) as { default: PgModule }).default;

let admin: PgPool;
let pool: PgPool;
let executor: SqlExecutor;
const database = `events_outbox_${randomUUID().replaceAll('-', '')}`;

beforeAll(async () => {
  const pg = await loadPg();
  admin = new pg.Pool({ connectionString: ADMIN_URL, max: 1 });
  await admin.query(`CREATE DATABASE "${database}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  pool = new pg.Pool({ connectionString: url.toString(), max: 6 });
  // DROP DATABASE … WITH (FORCE) in afterAll may terminate a connection pool.end() is still
  // closing; that expected error must not surface as an unhandled one.
  pool.on('error', () => {});
  executor = pgPoolExecutor(pool);
  await pool.query(OUTBOX_EVENTS_DDL);
});

afterAll(async () => {
  await pool?.end();
  await admin?.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin?.end();
});

/** Runs relayOnce until the outbox is empty; with SKIP LOCKED a 0 may only mean "all locked". */
async function drain(relay: OutboxRelay): Promise<number> {
  let total = 0;
  while ((await unpublishedCount(executor)) > 0) total += await relay.relayOnce();
  return total;
}

describe('OutboxRelay on PostgreSQL', () => {
  it('two relays racing over 200 rows publish each row exactly once, in sequence order', async () => {
    const ids = await writeAll(
      executor,
      Array.from({ length: 200 }, (_, i) => orderEvent(`o${i % 10}`, i)),
    );
    // A slow bus keeps each batch's locks held long enough for the relays to overlap.
    const bus = new RecordingBus(10);
    const store = sqlOutboxStore(executor);
    const a = new OutboxRelay({ store, bus, batchSize: 15 });
    const b = new OutboxRelay({ store, bus, batchSize: 15 });
    const [na, nb] = await Promise.all([drain(a), drain(b)]);

    expect(na + nb).toBe(200);
    const published = bus.published.map((p) => p.event.id);
    expect(published).toHaveLength(200);
    // The relay lock serialises batches, so the overall publish order is the write order.
    expect(published).toEqual(ids);
    expect(new Set(published)).toEqual(new Set(ids));
    expect(await unpublishedCount(executor)).toBe(0);
  });

  it('rolls back a failed batch on a pooled connection', async () => {
    await writeAll(executor, [orderEvent('x1', 1)]);
    const bus = new RecordingBus();
    bus.failuresLeft = 1;
    const relay = new OutboxRelay({ store: sqlOutboxStore(executor), bus });
    await expect(relay.relayOnce()).rejects.toThrow('broker unavailable');
    expect(await unpublishedCount(executor)).toBe(1);
    expect(await relay.relayOnce()).toBe(1);
  });
});
