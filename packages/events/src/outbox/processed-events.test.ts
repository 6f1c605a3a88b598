import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxPglite } from './fixture';
import { createProcessedEventsTable, handleOnce } from './processed-events';
import type { SqlExecutor } from '@shopforge/db/sql';

let db: PGlite;
let executor: SqlExecutor;
beforeAll(async () => {
  ({ db, executor } = await createOutboxPglite());
  await createProcessedEventsTable(executor);
  await db.exec('CREATE TABLE "effects" ("n" INT NOT NULL)');
});
afterAll(() => db.close());

const countEffects = async () =>
  (await executor.query<{ n: number }>('SELECT count(*)::int AS n FROM "effects"'))[0]?.n;

describe('handleOnce', () => {
  const event = { id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' };

  it('runs fn once for a duplicate delivery, per consumer', async () => {
    const effect = (tx: SqlExecutor) => tx.query('INSERT INTO "effects" VALUES (1)').then(() => 'done');
    expect(await handleOnce(executor, 'webhook', event, effect)).toEqual({ handled: true, result: 'done' });
    expect(await handleOnce(executor, 'webhook', event, effect)).toEqual({ handled: false });
    expect(await countEffects()).toBe(1);
    // Another consumer of the same event is independent.
    expect((await handleOnce(executor, 'billing', event, effect)).handled).toBe(true);
    expect(await countEffects()).toBe(2);
  });

  it('forgets the event when fn throws, so a redelivery runs it again', async () => {
    const other = { id: '9b2f6a4e-6c55-4c1e-a7a8-35d3c0b8e1f2' };
    await expect(
      handleOnce(executor, 'webhook', other, async (tx) => {
        await tx.query('INSERT INTO "effects" VALUES (2)');
        throw new Error('downstream failed');
      }),
    ).rejects.toThrow('downstream failed');
    const before = await countEffects();
    expect((await handleOnce(executor, 'webhook', other, async () => 'ok')).handled).toBe(true);
    expect(await countEffects()).toBe(before);
  });
});
