import { bootAndCheckHealth } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { TEST_WEBHOOK_ENV } from '../src/testing';
import { createWebhookService } from '../src/service';

describe('webhook service bootstrap', () => {
  it('migrates a new embedded database and reports healthy', async () => {
    const result = await bootAndCheckHealth(
      createWebhookService,
      { kind: 'pglite', dataDir: 'memory://' },
      TEST_WEBHOOK_ENV,
    );
    expect(result.ready).toBe(true);
    expect(result.health).toMatchObject({ service: 'webhook', status: 'ok', database: 'up' });
  });
});
