import { bootAndCheckHealth } from '@shopforge/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createOauthService } from '../src/service';

describe('oauth service bootstrap', () => {
  it('migrates a new embedded database and reports healthy', async () => {
    const result = await bootAndCheckHealth(createOauthService, { kind: 'pglite', dataDir: 'memory://' });
    expect(result.ready).toBe(true);
    expect(result.health).toMatchObject({ service: 'oauth', status: 'ok', database: 'up' });
  });
});
