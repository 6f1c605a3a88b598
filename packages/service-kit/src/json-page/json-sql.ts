import type { z } from 'zod';
import { joinSql, rawSql, type Sql, sql } from './sql';

/**
 * SQL that produces a record's JSON exactly as `JSON.stringify` writes the value the old
 * row → record mapping gave after the contract schema parsed it, so the database serialises a
 * whole page and Node never decodes its rows (docs/performance.md, list pages).
 *
 * A record is a select list in the schema's key order rendered by `row_to_json` (C code, one
 * pass: much cheaper than building the text with `||`). Each field is an SQL value that
 * `row_to_json` writes as the mapping did. Equal bytes rest on PostgreSQL and V8 agreeing:
 * strings are escaped alike (`\"`, `\\`, `\b\f\n\r\t`, other control characters as lowercase
 * `\u00xx`); integers and booleans print alike; `numeric` with trailing zeros trimmed prints as
 * the JS number does for every value of up to 15 significant digits (money is at most
 * MONEY_MAX, 14 digits with its 2 decimals); values of type `json` are embedded verbatim.
 */
export interface JsonExpr {
  readonly sql: Sql;
}

export const expr = (fragment: Sql): JsonExpr => ({ sql: fragment });

/** text, varchar, uuid, enum columns (nullable or not). */
export const jsonString = (column: Sql) => expr(column);
/** integer and bigint columns. */
export const jsonInteger = (column: Sql) => expr(column);
/** numeric columns, shown as JSON numbers (`12.50` → `12.5`). */
export const jsonDecimal = (column: Sql) => expr(sql`trim_scale(${column})`);
export const jsonBoolean = (column: Sql) => expr(column);
/** A timestamp as whole Unix seconds, rounded down as `toUnixSeconds` does. */
export const jsonUnixSeconds = (column: Sql) => expr(sql`floor(extract(epoch from ${column}))::bigint`);
/** text[] columns. */
export const jsonStringArray = (column: Sql) => expr(column);
/** A value the record always has (e.g. `null` for a field not stored yet). */
export const jsonConstant = (value: string | number | boolean | null) =>
  expr(sql`${JSON.stringify(value)}::json`);
/** A jsonb scalar (string, number, boolean, null) as stored: PostgreSQL writes it as JSON. */
export const jsonbScalar = (value: Sql) => expr(sql`(${value})::json`);

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

function plainKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a plain JSON key: ${key}`);
  return key;
}

/** `value->'key'` for a key written in code. */
export function jsonbField(value: Sql, key: string): Sql {
  return sql`(${value})->${rawSql(`'${plainKey(key)}'`)}`;
}

/** A record's select list: one aliased column per key, in the schema's order. */
export interface JsonRecord {
  readonly columns: Sql;
}

/**
 * A record with exactly the schema's keys in the schema's order (what parsing with the
 * contract schema gives), one expression per key; optional keys may be left out.
 */
export function jsonRecord<S extends z.ZodObject>(
  schema: S,
  fields: { [K in keyof z.output<S>]: JsonExpr },
): JsonRecord {
  const byKey = fields as Partial<Record<string, JsonExpr>>;
  const columns = Object.keys(schema.shape).flatMap((key) => {
    const field = byKey[key];
    return field === undefined ? [] : [sql`${field.sql} AS ${rawSql(`"${plainKey(key)}"`)}`];
  });
  return { columns: joinSql(columns, ', ') };
}

/** A JSON array of `items`, in `orderBy` order, `[]` when there are none. */
function arrayOf(item: Sql, from: Sql, orderBy: Sql): JsonExpr {
  return expr(sql`(SELECT coalesce('[' || string_agg(${item}, ',' ORDER BY ${orderBy}) || ']', '[]')::json
    FROM ${from})`);
}

let depth = 0;

/** Unique aliases per nesting level, so nested arrays never shadow each other. */
export function nested<T>(build: (alias: string) => T): T {
  depth += 1;
  try {
    return build(`_j${depth}`);
  } finally {
    depth -= 1;
  }
}

/**
 * A jsonb column (or value) holding an array, each element a `record` of the element (or,
 * with `scalar`, the element itself); anything that is not an array shows as `[]`, as the
 * mapping's `Array.isArray` fallback did.
 */
export function jsonbArray(value: Sql, element: ((item: Sql) => JsonRecord) | 'scalar'): JsonExpr {
  return nested((alias) => {
    const a = rawSql(alias);
    const elements = sql`jsonb_array_elements(${value}) WITH ORDINALITY AS ${a}(v, o)`;
    const array =
      element === 'scalar'
        ? arrayOf(sql`${a}.v::text`, elements, sql`${a}.o`)
        : arrayOf(
            sql`row_to_json(${a}r)::text`,
            sql`${elements} CROSS JOIN LATERAL (SELECT ${element(sql`${a}.v`).columns}) ${a}r`,
            sql`${a}.o`,
          );
    // One equality test settles the common empty case: jsonb functions cost ~10 µs a call on PGlite.
    return expr(sql`CASE WHEN ${value} = '[]'::jsonb THEN '[]'::json
      WHEN jsonb_typeof(${value}) = 'array' THEN ${array.sql} ELSE '[]'::json END`);
  });
}

/** The rows of a related table (e.g. a product's variants) as an array, in `orderBy` order. */
export function jsonRowsArray(rows: { record: JsonRecord; from: Sql; where: Sql; orderBy: Sql }): JsonExpr {
  return nested((alias) =>
    arrayOf(
      sql`row_to_json(${rawSql(alias)})::text`,
      sql`${rows.from} CROSS JOIN LATERAL (SELECT ${rows.record.columns}) ${rawSql(alias)} WHERE ${rows.where}`,
      rows.orderBy,
    ),
  );
}

/**
 * A string looked up from a text column, as a mapping function of the stored value gives it
 * (e.g. an order's `payment_status` from its `status`); null for a value not in `table`.
 */
export function jsonLookup(column: Sql, table: Readonly<Record<string, string>>): JsonExpr {
  const branches = Object.entries(table).map(([from, to]) => sql`WHEN ${from}::text THEN ${to}::text`);
  return expr(sql`CASE ${column} ${joinSql(branches, ' ')} END`);
}
