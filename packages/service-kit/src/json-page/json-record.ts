import type { SqlExecutor } from '@shopforge/db/sql';
import type { z } from 'zod';
import type { JsonRecord } from './json-sql';
import { jsonTextAs } from './json-text';
import { jsonTextOutput } from './json-text-output';
import { queryRows, type Sql, sql } from './sql';

/** One record of a shop, serialised by the database. */
export interface JsonRecordQuery {
  record: JsonRecord;
  /** The FROM clause: one table and its alias, e.g. sql`products p`. */
  from: Sql;
  /** The tenant, separate and required as for pages. */
  shopScope: Sql;
  where: Sql;
}

/**
 * The record `schema` describes, written by the database in one statement and passed on as its
 * JSON text (`jsonTextAs`), or null when no row matches: a single read gets what a page gets,
 * one text value instead of every column decoded and mapped.
 */
export async function fetchJsonRecord<S extends z.ZodObject>(
  db: SqlExecutor,
  schema: S,
  query: JsonRecordQuery,
): Promise<z.output<S> | null> {
  const rows = await queryRows<{ j: string }>(
    db,
    sql`SELECT row_to_json(_record)::text AS j
    FROM ${query.from} CROSS JOIN LATERAL (SELECT ${query.record.columns}) _record
    WHERE (${query.shopScope}) AND (${query.where})
    LIMIT 1`,
  );
  const text = rows[0]?.j;
  return text === undefined
    ? null
    : jsonTextAs<z.output<S>>(text, Object.keys(schema.shape) as (keyof z.output<S> & string)[]);
}

/** The output check of a procedure answering `fetchJsonRecord`'s record (see `jsonTextOutput`). */
export function jsonRecordOutput<S extends z.ZodType>(schema: S) {
  return jsonTextOutput(schema, 'a record');
}
