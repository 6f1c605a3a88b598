import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterAll } from 'vitest';

type OpenedDatabase = Awaited<ReturnType<OpenTestDatabase>>;

/**
 * One database for every test of the enclosing `describe` (or file): opened on first use,
 * closed when that block ends. Each test's `close()` leaves it open.
 *
 * Only for databases whose rows every test keys by ids it creates itself, so tests cannot see
 * each other's rows: the catalog peer (everything hangs off products each test creates) and the
 * ledger (everything hangs off a new relationship). A database that tests read whole (counts,
 * per-shop settings) stays one per test.
 */
export function sharedPerBlock(open: OpenTestDatabase): OpenTestDatabase {
  let opened: Promise<OpenedDatabase> | undefined;
  afterAll(async () => {
    const db = opened;
    opened = undefined;
    if (db) await (await db).close();
  });
  return async () => {
    opened ??= open().catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    const { adapter, sql } = await opened;
    return { adapter, sql, close: async () => undefined };
  };
}
