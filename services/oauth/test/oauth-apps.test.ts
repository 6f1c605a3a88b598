import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeOauthApps } from './oauth-apps-behaviour';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

describeOauthApps('PGlite', () => factory.fresh());
