/*
 * Rows read and written as JSON documents on the driver (docs/adr/0007-hot-paths-leave-the-orm.md):
 * a table of the record's fields, their columns and how each travels, from which the select
 * list, the revival of timestamps and the `SET` list of an update are made. Every driver (pg,
 * PGlite, Prisma's raw queries) returns the same document: money as decimal text, timestamps as
 * ISO text turned back into Dates here.
 */

/** `plain`: as the column stores it, written as text; the others name their cast. */
export type FieldKind = 'plain' | 'text' | 'uuid' | 'int' | 'bool' | 'money' | 'time' | 'json';

export type FieldTable<T> = ReadonlyArray<readonly [keyof T & string, string, FieldKind]>;

const CASTS: Record<FieldKind, string> = {
  plain: 'text',
  text: 'text',
  uuid: 'uuid',
  int: 'int',
  bool: 'boolean',
  money: 'numeric',
  time: 'timestamptz',
  json: 'jsonb',
};

/** `json_build_object(…)` of the fields of the row `alias`, money as text (without a closing name). */
export function jsonObjectOf<T>(alias: string, fields: FieldTable<T>): string {
  const pairs = fields.map(([field, column, kind]) => {
    const value = kind === 'money' ? `${alias}."${column}"::text` : `${alias}."${column}"`;
    return `'${field}', ${value}`;
  });
  return `json_build_object(${pairs.join(', ')})`;
}

export function timeFieldsOf<T>(fields: FieldTable<T>): string[] {
  return fields.filter(([, , kind]) => kind === 'time').map(([field]) => field);
}

/** A document as the driver handed it (parsed by every driver today; text if one changes). */
export function recordOf(value: unknown): Record<string, unknown> {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}

/** Turns the ISO text of `times` back into Dates, in place. */
export function reviveTimes(record: Record<string, unknown>, times: readonly string[]): void {
  for (const field of times) {
    const value = record[field];
    if (typeof value === 'string') record[field] = new Date(value);
  }
}

function parameter(input: unknown, kind: FieldKind): unknown {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return input.toISOString();
  if (kind === 'json') return JSON.stringify(input);
  if (typeof input === 'object') return String(input);
  return input;
}

/**
 * `SET` pairs for the fields present in `given` (undefined ones are left alone, `null` clears),
 * numbered from `$first`, in the table's order: a caller's key order never makes a new
 * statement text (each text is one prepared statement per connection).
 */
export function assignmentsOf<T>(given: object, fields: FieldTable<T>, first: number) {
  const values = given as Record<string, unknown>;
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [field, column, kind] of fields) {
    if (!(field in values) || values[field] === undefined) continue;
    params.push(parameter(values[field], kind));
    sets.push(`"${column}" = $${first + params.length - 1}::${CASTS[kind]}`);
  }
  return { sets: sets.join(', '), params };
}
