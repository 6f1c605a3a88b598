import { describe, expect, it } from 'vitest';
import { isTransientError } from './transient';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('transient handler failures', () => {
  it('a cut connection, a restarting database or an exhausted pool is transient', () => {
    expect(isTransientError(withCode('ECONNREFUSED'))).toBe(true);
    expect(isTransientError(withCode('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isTransientError(withCode('P1017'))).toBe(true);
    expect(isTransientError(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is found through the cause chain, as a peer call wraps its socket error', () => {
    const socket = withCode('ECONNRESET');
    const wrapped = new Error('peer call failed', { cause: new Error('fetch failed', { cause: socket }) });
    expect(isTransientError(wrapped)).toBe(true);
    const deep = new Error('outer', { cause: new Error('middle', { cause: withCode('08006') }) });
    expect(isTransientError(deep)).toBe(true);
  });

  it('an error the event causes is not transient', () => {
    expect(isTransientError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isTransientError(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isTransientError(withCode('P2002'))).toBe(false);
    expect(isTransientError('a string')).toBe(false);
    expect(isTransientError(undefined)).toBe(false);
  });

  it('a cause cycle ends the walk', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(isTransientError(a)).toBe(false);
  });
});
