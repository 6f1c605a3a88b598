import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeOauthService } from './oauth-behaviour';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

describeOauthService('PGlite', () => factory.fresh());
