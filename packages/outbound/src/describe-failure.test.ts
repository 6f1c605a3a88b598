import { describe, expect, it } from 'vitest';
import { describeFailure } from './describe-failure';
import { BlockedAddressError } from './guarded-lookup';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('describeFailure', () => {
  it('names the address class of a blocked target, never the address itself', () => {
    const text = describeFailure(new BlockedAddressError('10.1.2.3'));
    expect(text).toBe('blocked: target resolves to a non-public address (private)');
    expect(text).not.toContain('10.1.2.3');
  });

  it.each([
    ['ECONNREFUSED', 'connection refused'],
    ['ECONNRESET', 'connection reset by the endpoint'],
    ['ENOTFOUND', 'the host does not resolve'],
    ['ABORT_ERR', 'aborted'],
    ['HPE_INVALID_CONSTANT', 'the endpoint sent an invalid HTTP response'],
  ])('translates the socket error %s into "%s"', (code, text) => {
    expect(describeFailure(withCode(code, `connect ${code} 10.0.0.1:443`))).toBe(text);
  });

  it('keeps the message of a TLS failure, which is what the merchant has to fix', () => {
    expect(describeFailure(withCode('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate'))).toBe(
      'TLS error: self-signed certificate',
    );
  });

  it('reduces an OpenSSL error to its readable reason', () => {
    const openssl =
      'write EPROTO 80BC41411A7F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:350:\n';
    expect(describeFailure(withCode('EPROTO', openssl))).toBe('TLS error: wrong version number');
  });

  it('bounds the text of an unknown failure', () => {
    expect(describeFailure(new Error('x'.repeat(1000)))).toHaveLength(300);
    expect(describeFailure('odd')).toBe('odd');
  });
});
