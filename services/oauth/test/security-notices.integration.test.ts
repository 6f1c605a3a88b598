import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeSecurityNotices } from './security-notices-behaviour';

describeSecurityNotices('PostgreSQL', async () => {
  const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
});
