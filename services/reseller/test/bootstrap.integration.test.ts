import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { bootAndCheckHealth } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createResellerService, MIGRATIONS_DIR } from '../src/service';

describe('reseller service bootstrap on PostgreSQL', () => {
  it('runs on its migrated PostgreSQL database and reports healthy', async () => {
    const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
    try {
      const result = await bootAndCheckHealth(createResellerService, { kind: 'postgres', url: db.url });
      expect(result.ready).toBe(true);
      expect(result.health).toMatchObject({ service: 'reseller', status: 'ok', database: 'up' });
    } finally {
      await db.drop();
    }
  });
});
