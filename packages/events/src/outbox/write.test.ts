import type { PGlite } from '@electric-sql/pglite';
import type { SqlExecutor } from '@shopforge/db/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxPglite, orderEvent, productEvent } from './fixture';
import { insertOutboxRows, stageOutboxEvents, writeOutboxEvents } from './write';

let db: PGlite;
let executor: SqlExecutor;
beforeAll(async () => {
  ({ db, executor } = await createOutboxPglite());
});
afterAll(async () => {
  await db.close();
});

const stored = () =>
  executor.query<{ id: string; type: string; aggregate_id: string; payload: { n?: number } }>(
    'SELECT "id", "type", "aggregate_id", "payload" FROM "outbox_events" ORDER BY "sequence"',
  );

describe('writing outbox events', () => {
  it('several events of one change go in one statement, in the order given', async () => {
    await executor.query('DELETE FROM "outbox_events"');
    const written = await writeOutboxEvents(executor, [
      orderEvent('o1', 1),
      productEvent('p1'),
      orderEvent('o1', 2),
    ]);
    const rows = await stored();
    expect(rows.map((row) => row.id)).toEqual(written.map((event) => event.id));
    expect(rows.map((row) => [row.type, row.aggregate_id, row.payload.n ?? null])).toEqual([
      ['order:paid', 'o1', 1],
      ['product:updated', 'p1', null],
      ['order:paid', 'o1', 2],
    ]);
  });

  it('an event the catalogue refuses stores none of the batch', async () => {
    await executor.query('DELETE FROM "outbox_events"');
    const bad = { ...orderEvent('o2', 1), data: { not: 'an order' } };
    await expect(writeOutboxEvents(executor, [orderEvent('o2', 0), bad])).rejects.toThrow(
      /does not match its schema/,
    );
    expect(await stored()).toEqual([]);
  });

  it('a statement of the caller’s can carry the rows with its own change', async () => {
    await executor.query('DELETE FROM "outbox_events"');
    await stageOutboxEvents([orderEvent('o3', 7)], (rows) =>
      executor.query(`WITH outbox AS (${insertOutboxRows('$1')}) SELECT 1`, [JSON.stringify(rows)]),
    );
    expect((await stored()).map((row) => [row.aggregate_id, row.payload.n])).toEqual([['o3', 7]]);
  });
});
