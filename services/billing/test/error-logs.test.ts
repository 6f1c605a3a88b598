import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeErrorLogs } from './error-logs-behaviour';

const billing = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

describeErrorLogs('PGlite', () => billing.fresh());
