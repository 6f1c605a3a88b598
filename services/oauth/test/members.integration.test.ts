import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeShopMembers } from './members-behaviour';

describeShopMembers('PostgreSQL', async () => {
  const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
});
