import { bootAndCheckHealth } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createBillingService } from '../src/service';

describe('billing service bootstrap', () => {
  it('migrates a new embedded database and reports healthy', async () => {
    const result = await bootAndCheckHealth(createBillingService, { kind: 'pglite', dataDir: 'memory://' });
    expect(result.ready).toBe(true);
    expect(result.health).toMatchObject({ service: 'billing', status: 'ok', database: 'up' });
  });
});
