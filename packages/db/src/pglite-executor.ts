import { type PGlite, protocol, types } from '@electric-sql/pglite';
import { type SqlExecutor, statementName, transactionExecutor } from './sql-executor';

/*
 * PGlite with prepared statements. `PGlite#query` parses and plans every statement again and
 * talks to the WebAssembly backend five times per statement (parse, describe, bind, describe,
 * execute). Here each statement text is parsed once per instance under a name
 * (`statementName`, as on PostgreSQL) and then runs as one message batch: bind, execute, sync.
 * A short statement costs about half the CPU it did (docs/performance.md, stop 32). Values are
 * serialised and rows parsed with the instance's own serializers and parsers, exactly as
 * `query` does, so both give the same rows.
 */

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Prepared {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

const prepared = new WeakMap<PGlite, Map<string, Prepared>>();

function batch(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The backend's error in `messages`, thrown as `PGlite#query` throws it (a `DatabaseError` with its `code`). */
function throwIfFailed(messages: BackendMessage[], sql: string): void {
  const failed = messages.find((message) => message.name === 'error');
  if (failed) throw Object.assign(failed as unknown as Error, { query: sql });
}

async function prepare(db: PGlite, sql: string, name: string, syncToFs: boolean): Promise<Prepared> {
  const { messages } = await db.execProtocol(
    batch([
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs, throwOnError: false },
  );
  throwIfFailed(messages, sql);
  const params = messages.find((message) => message.name === 'parameterDescription') as
    | { dataTypeIDs: number[] }
    | undefined;
  const row = messages.find((message) => message.name === 'rowDescription') as
    | { fields: { name: string; dataTypeID: number }[] }
    | undefined;
  return {
    name,
    paramTypes: params?.dataTypeIDs ?? [],
    fields: row?.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) ?? [],
  };
}

const UNDEFINED_STATEMENT = '26000';

async function run<T>(db: PGlite, sql: string, params: readonly unknown[], syncToFs: boolean): Promise<T[]> {
  const name = statementName(sql);
  // Past the named statements' cap, a text runs as `query` runs it: parsed each time.
  if (name === undefined) return (await db.query<T>(sql, [...params])).rows;
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  for (let attempt = 0; ; attempt++) {
    let statement = statements.get(sql);
    if (!statement) {
      statement = await prepare(db, sql, name, syncToFs);
      statements.set(sql, statement);
    }
    const { paramTypes, fields } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await db.execProtocol(
      batch([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs, throwOnError: false },
    );
    const failed = messages.find((message) => message.name === 'error') as { code?: string } | undefined;
    // A statement the session no longer has (it was prepared by a session that was reset) is
    // prepared again, once.
    if (failed?.code === UNDEFINED_STATEMENT && attempt === 0) {
      statements.delete(sql);
      continue;
    }
    throwIfFailed(messages, sql);
    const rows: T[] = [];
    for (const message of messages) {
      if (message.name !== 'dataRow') continue;
      const values = (message as unknown as { fields: (string | null)[] }).fields;
      const row: Record<string, unknown> = {};
      fields.forEach((field, i) => {
        row[field.name] = types.parseType(values[i] ?? null, field.dataTypeID, db.parsers);
      });
      rows.push(row as T);
    }
    return rows;
  }
}

/**
 * The executor of an embedded database. Outside a transaction a statement waits, as `query`
 * does, for any transaction in progress (Prisma's included) and then for the connection;
 * inside one, it holds the transaction already and waits only for the connection.
 */
export function pgliteExecutor(db: PGlite): SqlExecutor {
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      db._runExclusiveTransaction(() => db._runExclusiveQuery(() => run<T>(db, sql, params, true))),
    // PGlite serialises transactions on its single connection and rolls back when fn throws.
    transaction: (fn) =>
      db.transaction(() =>
        fn(
          transactionExecutor(<T>(sql: string, params: readonly unknown[] = []) =>
            db._runExclusiveQuery(() => run<T>(db, sql, params, false)),
          ),
        ),
      ),
  };
}
