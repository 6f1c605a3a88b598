import type { z } from 'zod';
import { rawSql, type Sql, sql } from './sql';

/**
 * SQL expressions that produce JSON text exactly as `JSON.stringify` would write the value the
 * old row → record mapping gave, so the database can serialise a whole page and Node never
 * decodes its rows (docs/performance.md, list pages). Each expression is `text` and never NULL.
 *
 * Equal bytes rest on PostgreSQL and V8 agreeing: strings are escaped the same way
 * (`\"`, `\\`, `\b\f\n\r\t`, other control characters as lowercase `\u00xx`); integers and
 * booleans print alike; `numeric` with its trailing zeros trimmed prints as the JS number does
 * for every value of up to 15 significant digits (money is at most 1e9 with 2 decimals).
 */
export interface JsonExpr {
  readonly sql: Sql;
}

const expr = (fragment: Sql): JsonExpr => ({ sql: fragment });

/** text, varchar, uuid, enum columns (nullable or not). */
export const jsonString = (column: Sql) => expr(sql`coalesce(to_json(${column})::text, 'null')`);
/** integer and bigint columns. */
export const jsonInteger = (column: Sql) => expr(sql`coalesce((${column})::text, 'null')`);
/** numeric columns, shown as JSON numbers (`12.50` → `12.5`). */
export const jsonDecimal = (column: Sql) => expr(sql`coalesce(trim_scale(${column})::text, 'null')`);
export const jsonBoolean = (column: Sql) => expr(sql`coalesce((${column})::text, 'null')`);
/** A timestamp as whole Unix seconds, rounded down as `toUnixSeconds` does. */
export const jsonUnixSeconds = (column: Sql) =>
  expr(sql`coalesce(floor(extract(epoch from ${column}))::bigint::text, 'null')`);
/** text[] columns. */
export const jsonStringArray = (column: Sql) => expr(sql`coalesce(array_to_json(${column})::text, 'null')`);
/** A value the record always has (e.g. `null` for a field not stored yet). */
export const jsonConstant = (value: string | number | boolean | null) =>
  expr(sql`${JSON.stringify(value)}::text`);
/** A jsonb scalar (string, number, boolean, null) as stored: PostgreSQL writes it as JSON. */
export const jsonbScalar = (value: Sql) => expr(sql`coalesce((${value})::text, 'null')`);

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `value->'key'` for a key written in code. */
export function jsonbField(value: Sql, key: string): Sql {
  if (!KEY.test(key)) throw new Error(`Not a plain JSON key: ${key}`);
  return sql`(${value})->${rawSql(`'${key}'`)}`;
}

/**
 * An object with exactly the schema's keys in the schema's order (what parsing with the
 * contract schema gives), one expression per key; optional keys may be left out.
 */
export function jsonObject<S extends z.ZodObject>(
  schema: S,
  fields: { [K in keyof z.output<S>]: JsonExpr },
): JsonExpr {
  const byKey = fields as Partial<Record<string, JsonExpr>>;
  let out: Sql | undefined;
  for (const key of Object.keys(schema.shape)) {
    const field = byKey[key];
    if (field === undefined) continue;
    if (!KEY.test(key)) throw new Error(`Not a plain JSON key: ${key}`);
    const label = rawSql(`'${out === undefined ? '{' : ','}"${key}":'`);
    out = out === undefined ? sql`${label} || ${field.sql}` : sql`${out} || ${label} || ${field.sql}`;
  }
  return expr(out === undefined ? sql`'{}'` : sql`(${out} || '}')`);
}

let depth = 0;

/**
 * A jsonb column (or jsonb value) holding an array, each element shown by `element`; anything
 * that is not an array shows as `[]`, as the mapping's `Array.isArray` fallback did.
 */
export function jsonbArray(value: Sql, element: (item: Sql) => JsonExpr): JsonExpr {
  depth += 1;
  const alias = `_j${depth}`;
  try {
    const item = element(rawSql(`${alias}.v`));
    const a = rawSql(alias);
    return expr(sql`(SELECT coalesce('[' || string_agg(${item.sql}, ',' ORDER BY ${a}.o) || ']', '[]')
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${value}) = 'array' THEN ${value} ELSE '[]'::jsonb END)
      WITH ORDINALITY AS ${a}(v, o))`);
  } finally {
    depth -= 1;
  }
}

/** The rows of a related table (e.g. a product's variants) as an array, in `orderBy` order. */
export function jsonRowsArray(rows: { record: JsonExpr; from: Sql; where: Sql; orderBy: Sql }): JsonExpr {
  return expr(sql`(SELECT coalesce('[' || string_agg(${rows.record.sql}, ',' ORDER BY ${rows.orderBy}) || ']', '[]')
    FROM ${rows.from} WHERE ${rows.where})`);
}
