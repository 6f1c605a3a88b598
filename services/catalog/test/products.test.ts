import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeProductList } from './products-behaviour';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

describeProductList('PGlite', () => factory.fresh());
