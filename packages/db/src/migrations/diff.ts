import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteMigrationAdapter } from './adapters';
import { createSchemaEngine, NO_FILTERS, runEngine, toMigrationList } from './engine';
import { readMigrationsFolder } from './read';

/**
 * The SQL that takes a database built from `migrationsDir` to the shape `schemaPath`
 * describes, or null when they already agree. The engine replays the migrations on a
 * shadow database (a fresh in-memory PGlite) and compares the result with the schema,
 * so no real database is needed or touched.
 */
export async function diffMigrationsToSchema(args: {
  schemaPath: string;
  migrationsDir: string;
}): Promise<string | null> {
  const [schema, folder] = await Promise.all([
    readFile(args.schemaPath, 'utf8'),
    readMigrationsFolder(args.migrationsDir),
  ]);
  // The engine insists on a main connection even for a diff; an empty in-memory one will do.
  const main = await PGlite.create('memory://');
  try {
    const engine = await createSchemaEngine(pgliteMigrationAdapter(main));
    try {
      const result = await runEngine('diff the migrations against the schema', () =>
        engine.diff({
          from: { tag: 'migrations', ...toMigrationList(folder) },
          to: { tag: 'schemaDatamodel', files: [{ path: args.schemaPath, content: schema }] },
          script: true,
          // With exitCode set the engine reports 2 for "there is a difference", 0 for none.
          exitCode: true,
          filters: NO_FILTERS,
        }),
      );
      if (result.exitCode === 0) return null;
      if (result.exitCode !== 2 || result.stdout === null) {
        throw new Error(`Schema engine diff ended with exit code ${result.exitCode} and no script`);
      }
      return result.stdout;
    } finally {
      engine.free();
    }
  } finally {
    await main.close();
  }
}
