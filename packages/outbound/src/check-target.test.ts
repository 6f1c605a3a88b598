import { describe, expect, it } from 'vitest';
import { checkTarget } from './check-target';
import type { Resolver } from './resolve';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };
const dns =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('webhook target check', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/',
    'http://[::1]/',
    'http://127.0.0.1:8080/x',
    'http://[::ffff:127.0.0.1]/',
    'https://192.168.0.5/',
  ])('refuses %s', async (url) => {
    const result = await checkTarget(url, strict);
    expect(result.ok).toBe(false);
  });

  it('refuses the cloud metadata address 169.254.169.254 even in development', async () => {
    const result = await checkTarget('http://169.254.169.254/', dev);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('metadata') });
  });

  it('refuses a name that resolves to loopback, checked on the resolved address', async () => {
    const resolver = dns({ 'sneaky.example': ['127.0.0.1'] });
    expect((await checkTarget('https://sneaky.example/hook', strict, { resolver })).ok).toBe(false);
    expect(await checkTarget('https://sneaky.example/hook', dev, { resolver })).toEqual({
      ok: true,
      addresses: ['127.0.0.1'],
    });
  });

  it('refuses a name with one public and one private address', async () => {
    const resolver = dns({ 'mixed.example': ['93.184.216.34', '10.1.2.3'] });
    expect((await checkTarget('https://mixed.example/', strict, { resolver })).ok).toBe(false);
  });

  it('resolves localhost through the system resolver and refuses it', async () => {
    expect((await checkTarget('http://localhost/hooks', strict)).ok).toBe(false);
  });

  it('accepts a public address and says so for a name that does not resolve', async () => {
    expect(await checkTarget('https://93.184.216.34/hooks', strict)).toEqual({
      ok: true,
      addresses: ['93.184.216.34'],
    });
    const missing = await checkTarget('https://nowhere.example/', strict, { resolver: dns({}) });
    expect(missing).toEqual({ ok: false, reason: 'The host "nowhere.example" does not resolve.' });
  });

  it('refuses URLs that are not http(s)', async () => {
    expect((await checkTarget('ftp://93.184.216.34/', strict)).ok).toBe(false);
    expect((await checkTarget('not a url', strict)).ok).toBe(false);
  });
});
