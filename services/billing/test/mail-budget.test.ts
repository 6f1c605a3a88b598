import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeMailBudget } from './mail-budget-behaviour';

const billing = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });
const catalog = createTestDatabaseFactory({ migrationsDir: CATALOG_MIGRATIONS });

describeMailBudget(
  'PGlite',
  () => billing.fresh(),
  () => catalog.fresh(),
);
