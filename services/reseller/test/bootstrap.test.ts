import { bootAndCheckHealth } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createResellerService } from '../src/service';

describe('reseller service bootstrap', () => {
  it('migrates a new embedded database and reports healthy', async () => {
    const result = await bootAndCheckHealth(createResellerService, { kind: 'pglite', dataDir: 'memory://' });
    expect(result.ready).toBe(true);
    expect(result.health).toMatchObject({ service: 'reseller', status: 'ok', database: 'up' });
  });
});
