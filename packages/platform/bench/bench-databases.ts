/**
 * Six fresh PostgreSQL databases for a bench child process, created next to BENCH_DATABASE_URL's
 * (default TEST_DATABASE_URL, else the machine's `test` database) and dropped when it stops.
 */
import { randomBytes } from 'node:crypto';
import { SERVICE_NAMES, type ServiceName } from '@shopforge/service-kit';
import pg from 'pg';

const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface BenchDatabases {
  /** The connection string of one service's database. */
  urlOf(service: ServiceName): string;
  create(): Promise<void>;
  /** Never throws: a bench that stops must not fail on its cleanup. */
  drop(): Promise<void>;
}

export function benchDatabases(prefix: string): BenchDatabases {
  const tag = randomBytes(4).toString('hex');
  const nameOf = (service: ServiceName) => `${prefix}_${service}_${tag}`;
  return {
    urlOf: (service) => {
      const url = new URL(baseUrl);
      url.pathname = `/${nameOf(service)}`;
      return url.toString();
    },
    create: async () => {
      for (const service of SERVICE_NAMES) await admin(`CREATE DATABASE "${nameOf(service)}"`);
    },
    drop: async () => {
      for (const service of SERVICE_NAMES) {
        await admin(`DROP DATABASE IF EXISTS "${nameOf(service)}" WITH (FORCE)`).catch(() => undefined);
      }
    },
  };
}

/** A platform logger that keeps quiet but for warnings and errors, labelled by the child. */
export function quietLog(label: string) {
  return {
    info: () => {},
    warn: (obj: object, msg?: string) => console.error(`${label} warn:`, msg, obj),
    error: (obj: object, msg?: string) => console.error(`${label} error:`, msg, obj),
  };
}
