import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeResellerAdmin } from './reseller-admin-behaviour';

const reseller = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });
const catalog = createTestDatabaseFactory({ migrationsDir: CATALOG_MIGRATIONS });

describeResellerAdmin(
  'PGlite',
  () => reseller.fresh(),
  () => catalog.fresh(),
);
