import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { TokenRequestError, tokenEndpointInput } from './token-request';

function requestOf(body: unknown, authorization?: string): Request {
  return {
    body,
    get: (name: string) => (name.toLowerCase() === 'authorization' ? authorization : undefined),
  } as Request;
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('token endpoint request parsing', () => {
  it('reads Basic credentials, form-decoded as RFC 6749 §2.3.1 asks', () => {
    const input = tokenEndpointInput(
      requestOf({ grant_type: 'authorization_code' }, basic('shoc_a', 'p%3Ass+word')),
    );
    expect(input).toEqual({
      params: { grant_type: 'authorization_code' },
      basic: { client_id: 'shoc_a', client_secret: 'p:ss word' },
    });
  });

  it('without Basic the client is whatever the body says', () => {
    expect(tokenEndpointInput(requestOf({ client_id: 'shoc_a' })).basic).toBeNull();
    expect(tokenEndpointInput(requestOf({}, 'Bearer x')).basic).toBeNull();
  });

  it('refuses malformed Basic credentials as invalid_client 401', () => {
    const attempt = () =>
      tokenEndpointInput(requestOf({}, `Basic ${Buffer.from('no-colon').toString('base64')}`));
    expect(attempt).toThrow(TokenRequestError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    }
  });

  it('refuses repeated and non-text parameters as invalid_request', () => {
    for (const body of [{ code: ['a', 'b'] }, { code: 5 }, [], null]) {
      expect(() => tokenEndpointInput(requestOf(body))).toThrow(TokenRequestError);
    }
  });
});
