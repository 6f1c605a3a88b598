import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeLicenseKeyNotices } from './license-key-notices-behaviour';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

describeLicenseKeyNotices('PGlite', () => factory.fresh());
