import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeDelivery } from './delivery-behaviour';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

describeDelivery('PGlite', () => factory.fresh());
