import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeResellerApi } from './reseller-api-behaviour';

const reseller = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });
const catalog = createTestDatabaseFactory({ migrationsDir: CATALOG_MIGRATIONS });

describeResellerApi(
  'PGlite',
  () => reseller.fresh(),
  () => catalog.fresh(),
);
