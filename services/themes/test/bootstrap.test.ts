import { bootAndCheckHealth } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createThemesService } from '../src/service';

describe('themes service bootstrap', () => {
  it('migrates a new embedded database and reports healthy', async () => {
    const result = await bootAndCheckHealth(createThemesService, { kind: 'pglite', dataDir: 'memory://' });
    expect(result.ready).toBe(true);
    expect(result.health).toMatchObject({ service: 'themes', status: 'ok', database: 'up' });
  });
});
