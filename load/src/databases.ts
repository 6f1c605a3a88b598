import { MIGRATIONS_DIR as BILLING } from '@shopforge/service-billing';
import { MIGRATIONS_DIR as CATALOG } from '@shopforge/service-catalog';
import {
  createPostgresTestDatabase,
  DEFAULT_POSTGRES_TEST_URL,
  type PostgresTestDatabase,
} from '@shopforge/db/testing';
import { SERVICE_NAMES, type ServiceName } from '@shopforge/service-kit';
import { MIGRATIONS_DIR as OAUTH } from '@shopforge/service-oauth';
import { MIGRATIONS_DIR as RESELLER } from '@shopforge/service-reseller';
import { MIGRATIONS_DIR as THEMES } from '@shopforge/service-themes';
import { MIGRATIONS_DIR as WEBHOOK } from '@shopforge/service-webhook';
import pg from 'pg';

const MIGRATIONS: Record<ServiceName, string> = {
  oauth: OAUTH,
  catalog: CATALOG,
  billing: BILLING,
  reseller: RESELLER,
  themes: THEMES,
  webhook: WEBHOOK,
};

/** The PostgreSQL server the suite creates its databases on (each scenario its own six). */
export function postgresBaseUrl(): string {
  return process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_TEST_URL;
}

export interface ServiceDatabases {
  /** Connection string of each service's database. */
  urls: Record<ServiceName, string>;
  /** The database names, for `pg_terminate_backend` by `datname`. */
  names: Record<ServiceName, string>;
  /** A small pool per database for the checks (row counts, sums), apart from the platform's. */
  query<T extends pg.QueryResultRow>(service: ServiceName, sql: string, params?: unknown[]): Promise<T[]>;
  /** Ends the check pools and drops the six databases. */
  drop(): Promise<void>;
}

/** Six fresh, migrated databases (copies of each service's migrated template). */
export async function createServiceDatabases(): Promise<ServiceDatabases> {
  const baseUrl = postgresBaseUrl();
  const created: Partial<Record<ServiceName, PostgresTestDatabase>> = {};
  try {
    // One after another: CREATE DATABASE … TEMPLATE waits for the template to be unused.
    for (const service of SERVICE_NAMES) {
      created[service] = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS[service], baseUrl });
    }
  } catch (error) {
    await Promise.all(Object.values(created).map((db) => db?.drop()));
    throw error;
  }
  const databases = created as Record<ServiceName, PostgresTestDatabase>;
  const pools = new Map<ServiceName, pg.Pool>();
  const poolOf = (service: ServiceName) => {
    let pool = pools.get(service);
    if (!pool) {
      pool = new pg.Pool({ connectionString: databases[service].url, max: 2 });
      // A check pool's connection may be terminated by the fault scenario like any other.
      pool.on('error', () => undefined);
      pools.set(service, pool);
    }
    return pool;
  };
  const map = <T>(fn: (db: PostgresTestDatabase) => T) =>
    Object.fromEntries(SERVICE_NAMES.map((service) => [service, fn(databases[service])])) as Record<
      ServiceName,
      T
    >;
  return {
    urls: map((db) => db.url),
    names: map((db) => db.databaseName),
    async query<T extends pg.QueryResultRow>(service: ServiceName, sql: string, params: unknown[] = []) {
      return (await poolOf(service).query<T>(sql, params)).rows;
    },
    async drop() {
      await Promise.all([...pools.values()].map((pool) => pool.end().catch(() => undefined)));
      pools.clear();
      await Promise.all(SERVICE_NAMES.map((service) => databases[service].drop().catch(() => undefined)));
    },
  };
}

/** Runs `sql` on the server's maintenance database (the base URL's), e.g. pg_terminate_backend. */
export async function adminQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: postgresBaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
