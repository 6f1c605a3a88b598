import { applyMigrations, describeDatabase, MigrationHistoryError } from '@shopforge/db';

export interface MigrationTarget {
  name: string;
  url: string;
  migrationsDir: string;
}

/** A failure an operator can act on, without a stack trace or the URL's password. */
export class MigrationFailure extends Error {
  constructor(
    readonly service: string,
    message: string,
  ) {
    super(message);
    this.name = 'MigrationFailure';
  }
}

function explain(target: MigrationTarget, error: unknown): string {
  const where = describeDatabase({ kind: 'postgres', url: target.url });
  const code = (error as { code?: string }).code;
  const errors = (error as { errors?: { code?: string }[] }).errors;
  const refused = code === 'ECONNREFUSED' || errors?.some((e) => e.code === 'ECONNREFUSED');
  if (refused) return `cannot reach ${where}: connection refused (is PostgreSQL running?)`;
  if (code === '3D000') {
    const database = new URL(target.url).pathname.slice(1);
    return (
      `${where} does not exist: create it (createdb ${database}, or run infra/postgres-init.sql ` +
      'once on the server) or point DATABASE_URL / <SERVICE>_DATABASE_URL elsewhere'
    );
  }
  if (code === '28P01' || code === '28000') return `${where} refused the credentials of the URL`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `cannot resolve the host of ${where}`;
  if (error instanceof MigrationHistoryError) return error.message;
  return `${where}: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Applies each service's pending migrations (under PostgreSQL's advisory lock, so replicas
 * starting elsewhere wait rather than race), one database after the other.
 */
export async function migrateAll(targets: MigrationTarget[], log: (message: string) => void): Promise<void> {
  for (const target of targets) {
    const started = Date.now();
    let applied: string[];
    try {
      ({ applied } = await applyMigrations({ kind: 'postgres', url: target.url }, target.migrationsDir, {
        log: (message) => log(`${target.name}: ${message}`),
      }));
    } catch (error) {
      throw new MigrationFailure(target.name, explain(target, error));
    }
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    log(
      applied.length > 0
        ? `${target.name}: applied ${applied.length} migration${applied.length === 1 ? '' : 's'} (${took})`
        : `${target.name}: database up to date`,
    );
  }
}
