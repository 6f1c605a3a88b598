/**
 * Where an API field lives in the database. Usually a column name; a field shown as Unix
 * seconds over a DateTime column (every Developer API timestamp) says so, because comparing
 * whole seconds with millisecond values needs care (`prisma-where.ts`).
 */
export type ColumnSpec = string | { column: string; as: 'unix_seconds' };

export type ColumnMap<K extends string> = Record<K, ColumnSpec>;

export function columnOf(spec: ColumnSpec): string {
  return typeof spec === 'string' ? spec : spec.column;
}

export function isUnixSeconds(spec: ColumnSpec): boolean {
  return typeof spec !== 'string' && spec.as === 'unix_seconds';
}
