import { createHash } from 'node:crypto';

/**
 * The smallest SQL surface: one statement, or a transaction of them. Two kinds of code use it:
 * the outbox (packages/events), which must not depend on any one service's generated Prisma
 * client, and the hot paths that leave the ORM (docs/adr/0007-hot-paths-leave-the-orm.md),
 * which run on the service's own `pg` pool or PGlite instance (`Database.sql`) at a third of
 * Prisma's cost per statement. The adapters are typed structurally, so importing this file
 * loads neither `pg` nor PGlite.
 *
 * Rows come back as each driver decodes them, so portable SQL states its types: money as
 * `::text`, counts as `::int`; uuids and text are strings, timestamptz a Date, jsonb parsed.
 */
export interface SqlExecutor {
  /** Runs one statement with `$1…` placeholders and returns its rows (empty for no RETURNING). */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs `fn` in a transaction: commit when it resolves, roll back when it throws. An executor
   * that already is a transaction runs `fn` inline on itself (no nesting, no savepoint).
   */
  transaction<R>(fn: (tx: SqlExecutor) => Promise<R>): Promise<R>;
}

function inline(self: SqlExecutor) {
  return <R>(fn: (tx: SqlExecutor) => Promise<R>): Promise<R> => fn(self);
}

/** An executor inside a transaction that someone else opened and will commit. */
export function transactionExecutor(query: SqlExecutor['query']): SqlExecutor {
  const self: SqlExecutor = { query, transaction: (fn) => inline(self)(fn) };
  return self;
}

/** The parts of `pg.Pool` / `pg.PoolClient` used here (`@types/pg` is not resolvable from this package). */
export interface PgQueryable {
  query(
    sql: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}
export interface PgPoolClientLike extends PgQueryable {
  release(error?: Error | boolean): void;
}
export interface PgPoolLike extends PgQueryable {
  connect(): Promise<PgPoolClientLike>;
}

const statementNames = new Map<string, string>();

/**
 * How many statement texts are prepared by name. A connection keeps what it prepared for its
 * life, and list pages build their text from the filters a caller combines: past this many
 * distinct texts, new ones run unnamed (parsed each time) instead of growing every
 * connection's memory without bound. The hot paths' few dozen texts are named long before.
 */
export const MAX_NAMED_STATEMENTS = 1000;

/**
 * A name per statement text, so each connection parses (and, after a few runs, plans) a
 * statement once and later runs only bind it: the hot paths run the same dozen statements for
 * every request. The text is all of a statement's SQL, never its values.
 */
export function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return undefined;
    name = `sf_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

async function pgQuery<T>(db: PgQueryable, sql: string, params: readonly unknown[]): Promise<T[]> {
  const name = statementName(sql);
  const values = [...params];
  // pg types rows as `any`; the caller's row type is the contract of its own SQL.
  const result =
    name === undefined ? await db.query(sql, values) : await db.query({ name, text: sql, values });
  return result.rows as T[];
}

/** Adapter for a `pg.Pool`: a transaction checks out one client and runs BEGIN/COMMIT on it. */
export function pgPoolExecutor(pool: PgPoolLike): SqlExecutor {
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) => pgQuery<T>(pool, sql, params),
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(transactionExecutor((sql, params = []) => pgQuery(client, sql, params)));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          // The connection is unusable: release it as broken so the pool discards it.
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}

/** Structural type of a Prisma interactive-transaction client (`tx` in `prisma.$transaction(tx => …)`). */
export interface PrismaRawClient {
  $queryRawUnsafe<T>(sql: string, ...params: unknown[]): Promise<T>;
  $executeRawUnsafe(sql: string, ...params: unknown[]): Promise<number>;
}

/**
 * Adapter for a Prisma transaction client, so `writeOutboxEvent` / `handleOnce` join the
 * service's business transaction. Pass the `tx`, never the root client: this executor's
 * `transaction` runs inline, trusting that it already is one.
 */
export function prismaExecutor(tx: PrismaRawClient): SqlExecutor {
  return transactionExecutor(<T>(sql: string, params: readonly unknown[] = []) =>
    tx.$queryRawUnsafe<T[]>(sql, ...params),
  );
}

/** Structural type of a root PrismaClient: raw queries plus interactive transactions. */
export interface PrismaRootClient extends PrismaRawClient {
  $transaction<R>(
    fn: (tx: PrismaRawClient) => Promise<R>,
    options?: { maxWait?: number; timeout?: number },
  ): Promise<R>;
}

/**
 * A repository function called both inside a Prisma transaction (`tx`) and on the driver
 * (`deps.sql`, or a transaction of it) runs its SQL on whichever it was given.
 */
export function executorFor(db: SqlExecutor | PrismaRawClient): SqlExecutor {
  return 'query' in db ? db : prismaExecutor(db);
}
