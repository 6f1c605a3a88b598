import { describe, expect, it } from 'vitest';
import { parseRequestKey } from './trpc-handler';

describe('the idempotency header of an internal call', () => {
  it('reads the gateway’s `<key>.<fingerprint>`', () => {
    expect(parseRequestKey(`${'a'.repeat(64)}.${'0'.repeat(64)}`)).toEqual({
      key: 'a'.repeat(64),
      fingerprint: '0'.repeat(64),
    });
  });

  it('takes anything else as no key', () => {
    for (const raw of [undefined, '', 'abc.def', `${'A'.repeat(64)}.${'0'.repeat(64)}`, ['x', 'y']]) {
      expect(parseRequestKey(raw)).toBeNull();
    }
  });
});
