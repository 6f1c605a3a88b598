import { describe, expect, it } from 'vitest';
import { assertRevision } from './revision';

describe('document revisions', () => {
  it('the expected revision must be the current one', () => {
    expect(() => assertRevision(3, 3, 'save')).not.toThrow();
    try {
      assertRevision(4, 3, 'publish');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'CONFLICT',
        subcode: 'STALE_REVISION',
        extra: { current_revision: 4 },
      });
    }
  });
});
