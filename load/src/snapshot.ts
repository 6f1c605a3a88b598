import { SERVICE_NAMES, type ServiceName } from '@shopforge/service-kit';
import type { ServiceDatabases } from './databases';

/**
 * Columns that change on a request that changes nothing else, by design, and so are left out
 * of the "no database change" checksum: when a credential was last used. Everything else of
 * every table of every service is covered.
 */
export const BOOKKEEPING_COLUMNS = new Set(['last_used_at']);

/** Tables the checksum leaves out: the migration history only. */
const SKIPPED_TABLES = new Set(['_prisma_migrations']);

/**
 * Tables that record refused requests by design, left to a check of their own: the Reseller
 * API stores its 4xx answers to `POST /reseller/v1/orders` under their key (spec rule 4), so
 * a refused order adds a key row answering that 4xx — and must add nothing else.
 */
export const REFUSAL_RECORD_TABLES = new Set(['reseller.reseller_idempotency_keys']);

/** Per table of every service database: its row count and a checksum of its rows. */
export type DatabaseSnapshot = Map<string, { rows: number; checksum: string }>;

interface ColumnRow {
  table_name: string;
  column_name: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function snapshotService(databases: ServiceDatabases, service: ServiceName, into: DatabaseSnapshot) {
  const columns = await databases.query<ColumnRow>(
    service,
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (SKIPPED_TABLES.has(table_name) || BOOKKEEPING_COLUMNS.has(column_name)) continue;
    if (REFUSAL_RECORD_TABLES.has(`${service}.${table_name}`)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  for (const [table, cols] of byTable) {
    // md5 of each row's text, combined order-independently (sorted), so row order does not matter.
    const row = `md5(ROW(${cols.map(quote).join(', ')})::text)`;
    const [result] = await databases.query<{ rows: string; checksum: string | null }>(
      service,
      `SELECT count(*)::text AS rows, md5(string_agg(h, ',' ORDER BY h)) AS checksum
       FROM (SELECT ${row} AS h FROM ${quote(table)}) AS t`,
    );
    into.set(`${service}.${table}`, { rows: Number(result?.rows ?? 0), checksum: result?.checksum ?? '' });
  }
}

export async function snapshotDatabases(databases: ServiceDatabases): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = new Map();
  for (const service of SERVICE_NAMES) await snapshotService(databases, service, snapshot);
  return snapshot;
}

/** Tables whose rows differ between two snapshots, with their row counts. */
export function snapshotDifferences(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  const changed: string[] = [];
  for (const name of [...names].sort()) {
    const a = before.get(name);
    const b = after.get(name);
    if (a?.checksum === b?.checksum && a?.rows === b?.rows) continue;
    changed.push(`${name}: ${a?.rows ?? 'absent'} → ${b?.rows ?? 'absent'} rows`);
  }
  return changed;
}

export function totalRows(snapshot: DatabaseSnapshot): number {
  let total = 0;
  for (const { rows } of snapshot.values()) total += rows;
  return total;
}
