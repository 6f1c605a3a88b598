import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { applyFolderToPGlite, applyMigrations } from './migrations/apply';
import { withPostgresClient } from './migrations/lock';
import { fingerprintOf, readMigrationsFolder } from './migrations/read';
import { pgliteExecutor } from './pglite-executor';
import { pgPoolExecutor, type SqlExecutor } from './sql-executor';
import { installedVersion } from './versions';

/*
 * Creating and migrating a PGlite costs seconds; loading a dump of one costs about half
 * a second. So each process migrates once (or reuses a dump another vitest worker left
 * on disk) and every test starts from its own copy of that dump.
 */

export type TestDatabase = {
  adapter: SqlDriverAdapterFactory;
  /** The same database for hand-written SQL, as `Database.sql`. */
  sql: SqlExecutor;
  pglite: PGlite;
  /** Disconnect PrismaClient first. Safe to call twice. */
  close(): Promise<void>;
};

export type TestDatabaseFactoryOptions = {
  migrationsDir: string;
  /** Share the migrated dump between processes through `cacheDir`. Default true. */
  diskCache?: boolean;
  /** Default: `<os.tmpdir()>/shopforge-db-test-cache`. */
  cacheDir?: string;
};

export type TestDatabaseFactory = {
  /** An isolated, fully migrated database. */
  fresh(): Promise<TestDatabase>;
};

// Bump when the cache file layout changes, so old files are simply not found.
const CACHE_FORMAT = 'pglite-dump-v1';
const TAR = 'application/x-tar';

const templates = new Map<string, Promise<Blob>>();

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

async function readCached(file: string): Promise<Blob | null> {
  try {
    return new Blob([await promisify(gunzip)(await readFile(file))], { type: TAR });
  } catch {
    // Missing, or half-written by a process that died: either way, rebuild.
    return null;
  }
}

async function writeCached(file: string, dump: Blob): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, await promisify(gzip)(new Uint8Array(await dump.arrayBuffer())));
  // rename is atomic, so a concurrent reader sees the old state or the whole file.
  await rename(tmp, file).catch(() => rm(tmp, { force: true }));
}

async function buildTemplate(options: TestDatabaseFactoryOptions): Promise<Blob> {
  const folder = await readMigrationsFolder(options.migrationsDir);
  const key = fingerprintOf(folder, [
    CACHE_FORMAT,
    installedVersion('@electric-sql/pglite', '@electric-sql/pglite'),
    installedVersion('@prisma/schema-engine-wasm/schema_engine_bg', '@prisma/schema-engine-wasm'),
  ]);
  const file = path.join(
    options.cacheDir ?? path.join(os.tmpdir(), 'shopforge-db-test-cache'),
    `${key}.tar.gz`,
  );
  const useDisk = options.diskCache ?? true;

  // Per cache file, not per key alone, so a factory pointed at another cacheDir really reads it.
  const memoryKey = useDisk ? file : key;
  let template = templates.get(memoryKey);
  if (!template) {
    template = (async () => {
      const cached = useDisk ? await readCached(file) : null;
      if (cached) return cached;
      const db = await PGlite.create('memory://');
      try {
        await applyFolderToPGlite(db, folder);
        // Kept uncompressed in memory: every fresh() loads it, and gunzip would cost each time.
        const dump = await db.dumpDataDir('none');
        if (useDisk) await writeCached(file, dump);
        return dump;
      } finally {
        await db.close();
      }
    })();
    templates.set(memoryKey, template);
    template.catch(() => templates.delete(memoryKey));
  }
  return template;
}

export function createTestDatabaseFactory(options: TestDatabaseFactoryOptions): TestDatabaseFactory {
  let template: Promise<Blob> | undefined;
  return {
    async fresh() {
      template ??= buildTemplate(options).catch((error: unknown) => {
        template = undefined;
        throw error;
      });
      const pglite = await PGlite.create({ loadDataDir: await template });
      return {
        adapter: new PrismaPGlite(pglite),
        sql: pgliteExecutor(pglite),
        pglite,
        close: once(() => pglite.close()),
      };
    },
  };
}

export const DEFAULT_POSTGRES_TEST_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type PostgresTestDatabase = {
  /** Connection string of the new database. */
  url: string;
  databaseName: string;
  adapter: SqlDriverAdapterFactory;
  /** The same database for hand-written SQL, as `Database.sql`. */
  sql: SqlExecutor;
  /** Ends the pool and drops the database (even with sessions still connected). Safe to call twice. */
  drop(): Promise<void>;
};

const postgresTemplates = new Map<string, Promise<string>>();
const sqlState = (error: unknown) => (error as { code?: string } | undefined)?.code;

/**
 * A migrated template database for a migrations folder, named by the folder's fingerprint, so
 * it is built once per server (and per change of the migrations) and every test database is a
 * cheap copy of it instead of a fresh migration run. It is built under a temporary name and
 * renamed when complete, so a half-migrated template is never copied; when two processes race,
 * the loser drops its copy and uses the winner's.
 */
async function postgresTemplate(baseUrl: string, migrationsDir: string): Promise<string> {
  const folder = await readMigrationsFolder(migrationsDir);
  const name = `sf_tpl_${fingerprintOf(folder, ['postgres-template-v1']).slice(0, 32)}`;
  const key = `${baseUrl}|${name}`;
  let ready = postgresTemplates.get(key);
  if (!ready) {
    ready = (async () => {
      const found = await withPostgresClient(baseUrl, (client) =>
        client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
      );
      if (found.rowCount) return name;
      const building = `sf_tplb_${randomBytes(6).toString('hex')}`;
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      await withPostgresClient(baseUrl, (client) => client.query(`CREATE DATABASE "${building}"`));
      try {
        await applyMigrations({ kind: 'postgres', url: url.toString() }, migrationsDir);
        await withPostgresClient(baseUrl, (client) =>
          client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`),
        );
      } catch (error) {
        await withPostgresClient(baseUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`),
        );
        // 42P04 duplicate_database: another process finished the same template first.
        if (sqlState(error) !== '42P04') throw error;
      }
      return name;
    })();
    postgresTemplates.set(key, ready);
    ready.catch(() => postgresTemplates.delete(key));
  }
  return ready;
}

/** CREATE DATABASE … TEMPLATE, retried while another session briefly holds the template. */
async function copyDatabase(baseUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await withPostgresClient(baseUrl, (client) =>
        client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
      );
      return;
    } catch (error) {
      // 55006 object_in_use: "source database is being accessed by other users".
      if (sqlState(error) !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
}

/**
 * A brand-new, migrated database on the server `baseUrl` points at (its own database
 * is only used to issue CREATE/DROP DATABASE), copied from the folder's migrated template. Default server: TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test.
 */
export async function createPostgresTestDatabase(options: {
  migrationsDir: string;
  baseUrl?: string;
}): Promise<PostgresTestDatabase> {
  const baseUrl = options.baseUrl ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_TEST_URL;
  const databaseName = `sf_it_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;

  const template = await postgresTemplate(baseUrl, options.migrationsDir);
  // Names are ours (hex), so quoting them is enough; identifiers cannot be bind parameters.
  await copyDatabase(baseUrl, template, databaseName);
  const dropDatabase = () =>
    withPostgresClient(baseUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`),
    );
  const pool = new pg.Pool({ connectionString: url.toString() });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    databaseName,
    adapter: new PrismaPg(pool),
    sql: pgPoolExecutor(pool),
    drop: once(async () => {
      await pool.end();
      await dropDatabase();
    }),
  };
}

/** What a failed call threw (driver errors included), so a test can look at it; fails if it succeeded. */
export async function thrown(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
