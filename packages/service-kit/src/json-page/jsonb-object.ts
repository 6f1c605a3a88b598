import { expr, type JsonExpr, nested } from './json-sql';
import { rawSql, type Sql, sql } from './sql';

/**
 * Free-form jsonb objects (custom fields) written as the old mapping wrote them: Prisma gave
 * the stored text to `JSON.parse`, the record kept the object, `JSON.stringify` wrote it. Two
 * things differ from the stored text, and both are reproduced here:
 * - key order: jsonb keeps keys shortest first; a JS object puts integer-like keys ("0", "12")
 *   first in numeric order and keeps the rest in the order parsed;
 * - numbers: `JSON.stringify` writes exponents below 1e-6 and from 1e21 on (`1e+21`), which
 *   PostgreSQL's numeric never does. Other numbers were written by JS in the first place, so
 *   the stored digits are JS's own.
 * jsonb's text has spaces after `:` and `,`; these builders write none, as JS does.
 */

/** A numeric as `JSON.stringify` writes the JS number of the same digits. */
export function jsNumberText(n: Sql): Sql {
  const exponentForm = sql`(SELECT left(d, 1) || CASE WHEN length(d) > 1 THEN '.' || substr(d, 2) ELSE '' END
      || 'e' || CASE WHEN e >= 0 THEN '+' ELSE '-' END || abs(e)::text
    FROM (SELECT rtrim(ltrim(replace(t, '.', ''), '0'), '0') AS d,
        CASE WHEN left(t, 2) = '0.'
          THEN -(length(split_part(t, '.', 2)) - length(ltrim(split_part(t, '.', 2), '0')) + 1)
          ELSE strpos(t || '.', '.') - 2 END AS e
      FROM (SELECT trim_scale(abs(${n}))::text AS t) _t) _d)`;
  return sql`CASE WHEN ${n} <> 0 AND (abs(${n}) >= 1e21 OR abs(${n}) < 0.000001)
    THEN CASE WHEN ${n} < 0 THEN '-' ELSE '' END || ${exponentForm}
    ELSE trim_scale(${n})::text END`;
}

/** A jsonb scalar's JSON text as JS writes it (strings and booleans print alike). */
export function jsScalarText(value: Sql): Sql {
  return sql`CASE WHEN jsonb_typeof(${value}) = 'number' THEN ${jsNumberText(sql`(${value})::text::numeric`)}
    ELSE (${value})::text END`;
}

/** `jsonb_each` of an object in the order a JS object built from it iterates. */
function entries(value: Sql, alias: string): { from: Sql; orderBy: Sql; key: Sql; value: Sql } {
  const a = rawSql(alias);
  const index = sql`CASE WHEN ${a}.k ~ '^(0|[1-9][0-9]{0,9})$' THEN ${a}.k::bigint END`;
  return {
    from: sql`jsonb_each(${value}) WITH ORDINALITY AS ${a}(k, v, o)`,
    // Array indices (up to 2^32 - 2) first, by number; then the other keys as stored.
    orderBy: sql`CASE WHEN ${index} < 4294967295 THEN ${index} END NULLS LAST, ${a}.o`,
    key: sql`to_json(${a}.k)::text`,
    value: jsScalarText(sql`${a}.v`),
  };
}

/**
 * A jsonb object of scalars as the JS object it parsed to; `otherwise` (JSON text) for
 * anything that is not an object, as the mapping's own fallback.
 */
export function jsonbObjectAsJs(value: Sql, otherwise: 'null' | '{}'): JsonExpr {
  return nested((alias) => {
    const e = entries(value, alias);
    return expr(sql`CASE WHEN jsonb_typeof(${value}) = 'object' THEN
      (SELECT coalesce('{' || string_agg(${e.key} || ':' || ${e.value}, ',' ORDER BY ${e.orderBy}) || '}', '{}')::json
        FROM ${e.from})
      ELSE ${rawSql(`'${otherwise}'`)}::json END`);
  });
}

/**
 * A jsonb object's entries as `[{"<name>":key,"<value>":value}, …]` (`Object.entries` mapped
 * to records), `[]` for anything that is not an object.
 */
export function jsonbEntriesAsJs(value: Sql, names: { key: string; value: string }): JsonExpr {
  const keyName = JSON.stringify(names.key);
  const valueName = JSON.stringify(names.value);
  if (!/^"[A-Za-z_][A-Za-z0-9_]*"$/.test(keyName) || !/^"[A-Za-z_][A-Za-z0-9_]*"$/.test(valueName)) {
    throw new Error('Entry names must be plain keys.');
  }
  return nested((alias) => {
    const e = entries(value, alias);
    const item = sql`${rawSql(`'{${keyName}:'`)} || ${e.key} || ${rawSql(`',${valueName}:'`)} || ${e.value} || '}'`;
    return expr(sql`CASE WHEN jsonb_typeof(${value}) = 'object' THEN
      (SELECT coalesce('[' || string_agg(${item}, ',' ORDER BY ${e.orderBy}) || ']', '[]')::json FROM ${e.from})
      ELSE '[]'::json END`);
  });
}
