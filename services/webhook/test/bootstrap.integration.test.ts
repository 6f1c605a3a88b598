import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { bootAndCheckHealth } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { TEST_WEBHOOK_ENV } from '../src/testing';
import { createWebhookService, MIGRATIONS_DIR } from '../src/service';

describe('webhook service bootstrap on PostgreSQL', () => {
  it('runs on its migrated PostgreSQL database and reports healthy', async () => {
    const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
    try {
      const result = await bootAndCheckHealth(
        createWebhookService,
        { kind: 'postgres', url: db.url },
        TEST_WEBHOOK_ENV,
      );
      expect(result.ready).toBe(true);
      expect(result.health).toMatchObject({ service: 'webhook', status: 'ok', database: 'up' });
    } finally {
      await db.drop();
    }
  });
});
