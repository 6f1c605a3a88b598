import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConnectionError, RUNTIME_FILE } from './connection';
import { apiErrorOf, apiUrl, findMerchantApi } from './merchant-api';
import { UsageError } from './usage-error';

function dataDirWith(runtime: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'sf-cli-merchant-'));
  writeFileSync(join(dir, RUNTIME_FILE), JSON.stringify(runtime));
  return dir;
}

describe('finding the Developer API for a merchant command', () => {
  it('takes SHOPFORGE_API_URL first, with the key from SHOPFORGE_API_KEY', () => {
    const env = { SHOPFORGE_API_KEY: ' shx_k ', SHOPFORGE_API_URL: 'https://api.example.com/shopforge' };
    expect(findMerchantApi(env, '/', '/nowhere')).toEqual({
      baseUrl: 'https://api.example.com/shopforge',
      key: 'shx_k',
    });
  });

  it('falls back to the embedded platform’s gateway, through SHOPFORGE_DATA_DIR relative to the cwd', () => {
    const dir = dataDirWith({ gateway_url: 'http://127.0.0.1:3999', services: {}, operator_token: 'sfop_x' });
    expect(findMerchantApi({ SHOPFORGE_API_KEY: 'shpat_t' }, '/', dir).baseUrl).toBe('http://127.0.0.1:3999');
    const env = { SHOPFORGE_API_KEY: 'shpat_t', SHOPFORGE_DATA_DIR: dir.slice(tmpdir().length + 1) };
    expect(findMerchantApi(env, tmpdir(), '/nowhere').baseUrl).toBe('http://127.0.0.1:3999');
  });

  it('explains how to get a key, how to name the platform, and refuses an address that is not http(s)', () => {
    expect(() => findMerchantApi({}, '/', '/nowhere')).toThrow(UsageError);
    expect(() => findMerchantApi({}, '/', '/nowhere')).toThrow(/shopforge key create --shop <id>/);
    expect(() => findMerchantApi({ SHOPFORGE_API_KEY: 'shx_k' }, '/', '/nowhere')).toThrow(ConnectionError);
    expect(() => findMerchantApi({ SHOPFORGE_API_KEY: 'shx_k' }, '/', '/nowhere')).toThrow(
      /SHOPFORGE_API_URL/,
    );
    const incomplete = dataDirWith({ services: {} });
    expect(() => findMerchantApi({ SHOPFORGE_API_KEY: 'shx_k' }, '/', incomplete)).toThrow(/incomplete/);
    const env = { SHOPFORGE_API_KEY: 'shx_k', SHOPFORGE_API_URL: 'localhost:3000' };
    expect(() => findMerchantApi(env, '/', '/nowhere')).toThrow('SHOPFORGE_API_URL must be an http(s) URL.');
  });
});

describe('the Developer API’s addresses and refusals', () => {
  it('puts a path under the base address, keeping a path the base has', () => {
    const api = (baseUrl: string) => ({ baseUrl, key: 'k' });
    expect(apiUrl(api('http://h:3000'), '/dev/v1/me').href).toBe('http://h:3000/dev/v1/me');
    expect(apiUrl(api('https://h/sf/'), '/dev/v1/events/stream', { types: 'a:b,c:d' }).href).toBe(
      'https://h/sf/dev/v1/events/stream?types=a%3Ab%2Cc%3Ad',
    );
  });

  it('states a refusal as CODE: message (field: why), or by its status when the body is no envelope', async () => {
    const envelope = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Bad.',
        details: [
          { field: 'types', message: 'Unknown event.' },
          { field: 'x', message: 'Y.' },
        ],
      },
    };
    const refusal = await apiErrorOf(new Response(JSON.stringify(envelope), { status: 422 }));
    expect([refusal.status, refusal.code, refusal.message]).toEqual([
      422,
      'VALIDATION_ERROR',
      'VALIDATION_ERROR: Bad. (types: Unknown event.; x: Y.)',
    ]);
    const page = await apiErrorOf(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    expect([page.code, page.message]).toEqual(['HTTP_502', 'The platform answered 502 Bad Gateway.']);
  });
});
