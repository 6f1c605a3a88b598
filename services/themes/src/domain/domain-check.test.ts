import { describe, expect, it } from 'vitest';
import { judgeTxtRecords, verificationRecord } from './domain-check';

describe('domain verification', () => {
  const record = verificationRecord('shop.example.com', 'abc');

  it('names the record to create under the host name', () => {
    expect(record).toEqual({
      type: 'TXT',
      name: '_shopforge-verification.shop.example.com',
      value: 'shopforge-verification=abc',
    });
  });

  it('verified with the value, pending without a record, failed with another value', () => {
    expect(judgeTxtRecords(['x', record.value], record.value).status).toBe('verified');
    expect(judgeTxtRecords('not_found', record.value).status).toBe('pending');
    expect(judgeTxtRecords([], record.value).status).toBe('pending');
    const failed = judgeTxtRecords(['shopforge-verification=old'], record.value);
    expect(failed.status).toBe('failed');
    expect(failed.detail).toContain('shopforge-verification=old');
  });
});
