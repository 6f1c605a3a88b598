import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeEventsAndReplay } from './events-behaviour';

describeEventsAndReplay('PostgreSQL', async () => {
  const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
});
