import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeMailBudget } from './mail-budget-behaviour';

const open = (migrationsDir: string) => async () => {
  const db = await createPostgresTestDatabase({ migrationsDir });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};

describeMailBudget('PostgreSQL', open(MIGRATIONS_DIR), open(CATALOG_MIGRATIONS));
