import { createTestDatabaseFactory } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import { describeWebhookManagement } from './webhooks-behaviour';

const factory = createTestDatabaseFactory({ migrationsDir: MIGRATIONS_DIR });

describeWebhookManagement('PGlite', () => factory.fresh());
