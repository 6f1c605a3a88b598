/**
 * Migration and codegen commands for one service:
 *   tsx packages/db/src/cli.ts <command> --service-dir services/<name> [options]
 * Run with --help for the list.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DatabaseConfig, databaseConfigFromEnv, describeDatabase } from './config';
import { generateClient } from './generate';
import { applyMigrations } from './migrations/apply';
import { createMigration, servicePaths } from './migrations/create';
import type { MigrationHistory } from './migrations/history';
import { migrationStatus } from './migrations/status';

const USAGE = `Usage: tsx packages/db/src/cli.ts <command> --service-dir <dir> [options]

Commands:
  migrate:new --name <snake_name>   Write prisma/migrations/<timestamp>_<name>/migration.sql with the SQL
                                    that brings the migrations up to prisma/schema.prisma ("no changes" if none).
  migrate:deploy [--data-dir <dir>] Apply pending migrations to DATABASE_URL, or to the PGlite in --data-dir.
  migrate:status [--data-dir <dir>] List applied / pending / edited / failed migrations; exit 1 unless in sync.
  generate                          Run prisma generate for prisma/schema.prisma (offline).
`;

class UsageError extends Error {}

function targetDatabase(dataDir: string | undefined): DatabaseConfig {
  if (dataDir) return { kind: 'pglite', dataDir: path.resolve(dataDir) };
  if (!process.env.DATABASE_URL)
    throw new UsageError('Set DATABASE_URL or pass --data-dir <PGlite data dir>');
  return databaseConfigFromEnv(process.env, '');
}

function printHistory(history: MigrationHistory): boolean {
  const rows: Array<[string, string[]]> = [
    ['applied', history.applied],
    ['pending', history.pending],
    ['EDITED', history.edited],
    ['FAILED', history.failed],
    ['missing', history.missingLocally],
  ];
  for (const [label, names] of rows) for (const name of names) console.log(`  ${label.padEnd(8)} ${name}`);
  if (history.edited.length > 0)
    console.log('EDITED: migration.sql changed after it was applied; deploy will refuse.');
  if (history.failed.length > 0)
    console.log('FAILED: started but never finished; deploy will refuse until repaired.');
  if (history.missingLocally.length > 0)
    console.log('missing: applied to the database but not in the folder.');
  const inSync = rows.every(([label, names]) => label === 'applied' || names.length === 0);
  const counts = rows
    .filter(([label, names]) => label !== 'applied' && names.length > 0)
    .map(([label, names]) => `${names.length} ${label.toLowerCase()}`);
  console.log(inSync ? 'Database is up to date.' : `Not up to date: ${counts.join(', ')}.`);
  return inSync;
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'service-dir': { type: 'string' },
        name: { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(argv);
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const serviceDir = values['service-dir'];
  if (!serviceDir) throw new UsageError('--service-dir is required');
  const { migrationsDir } = servicePaths(serviceDir);

  switch (command) {
    case 'migrate:new': {
      if (!values.name) throw new UsageError('migrate:new needs --name <snake_name>');
      const created = await createMigration({ serviceDir, name: values.name });
      if (!created) {
        console.log('no changes: prisma/schema.prisma matches the migrations');
        return 0;
      }
      console.log(
        `Created ${path.relative(process.cwd(), path.join(created.dir, 'migration.sql'))}:\n\n${created.sql}`,
      );
      return 0;
    }
    case 'migrate:deploy': {
      const config = targetDatabase(values['data-dir']);
      console.log(`Migrating ${describeDatabase(config)}`);
      const { applied } = await applyMigrations(config, migrationsDir, { log: (m) => console.log(m) });
      console.log(
        applied.length ? `Applied:\n${applied.map((n) => `  ${n}`).join('\n')}` : 'No pending migrations.',
      );
      return 0;
    }
    case 'migrate:status': {
      const config = targetDatabase(values['data-dir']);
      console.log(
        `${describeDatabase(config)}, migrations in ${path.relative(process.cwd(), migrationsDir) || '.'}`,
      );
      return printHistory(await migrationStatus(config, migrationsDir)) ? 0 : 1;
    }
    case 'generate':
      await generateClient(serviceDir);
      return 0;
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
