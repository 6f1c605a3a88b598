import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeSignInLimits } from './sign-in-limits-behaviour';

describeSignInLimits('PostgreSQL', async () => {
  const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
});
