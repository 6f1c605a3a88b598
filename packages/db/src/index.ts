export { type DatabaseConfig, databaseConfigFromEnv, describeDatabase, MEMORY_DATA_DIR } from './config';
export { type Database, type OpenDatabaseOptions, openDatabase } from './open';
export {
  type ApplyOptions,
  type ApplyResult,
  applyMigrations,
  applyMigrationsToPGlite,
  MigrationHistoryError,
} from './migrations/apply';
export { migrationStatus } from './migrations/status';
export type { MigrationHistory } from './migrations/history';
export { createMigration, type NewMigration, servicePaths } from './migrations/create';
export { diffMigrationsToSchema } from './migrations/diff';
export { SchemaEngineError } from './migrations/engine';
export { generateClient } from './generate';
export { lockDownDataDir, restrictNewFiles } from './owner-only';
