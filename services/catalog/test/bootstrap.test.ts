import { bootAndCheckHealth } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createCatalogService } from '../src/service';

describe('catalog service bootstrap', () => {
  it('migrates a new embedded database and reports healthy', async () => {
    const result = await bootAndCheckHealth(createCatalogService, { kind: 'pglite', dataDir: 'memory://' });
    expect(result.ready).toBe(true);
    expect(result.health).toMatchObject({ service: 'catalog', status: 'ok', database: 'up' });
  });
});
