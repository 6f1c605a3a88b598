import { AppError } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { assertWithinAuthority } from './authority';

function refusal(holder: string[], target: string[]) {
  try {
    assertWithinAuthority(holder, target, 'The key would hold');
  } catch (error) {
    return error as AppError;
  }
  return null;
}

describe('assertWithinAuthority', () => {
  it('lets a target within the holder through', () => {
    expect(refusal(['*'], ['*', 'orders.write'])).toBeNull();
    expect(refusal(['orders.write'], ['orders.read'])).toBeNull();
  });

  it('refuses with 403 FORBIDDEN, subcode BEYOND_AUTHORITY, naming what lies beyond', () => {
    const error = refusal(['api_keys.write'], ['*', 'api_keys.read']);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', subcode: 'BEYOND_AUTHORITY' });
    expect(error?.message).toBe('The key would hold scopes this credential does not hold: *.');
  });

  it('names eight scopes at most, then how many more', () => {
    const target = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((group) => `${group}.read`);
    expect(refusal([], target)?.message).toBe(
      'The key would hold scopes this credential does not hold: a.read, b.read, c.read, d.read, e.read, f.read, g.read, h.read, 2 more.',
    );
  });
});
