import type { LookupAddress } from 'node:dns';
import { describe, expect, it, vi } from 'vitest';
import type { LookupFn } from './lookup';
import { checkTarget } from './resolve-target';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

/** Plays DNS from a table; unknown names fail the way getaddrinfo does. */
const dns = (table: Record<string, string[]>): LookupFn =>
  vi.fn(async (host: string): Promise<LookupAddress[]> => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });

describe('checkTarget', () => {
  it('refuses the cloud metadata address 169.254.169.254, even under allowLoopback', async () => {
    for (const policy of [strict, dev]) {
      expect(await checkTarget('http://169.254.169.254/latest/meta-data', policy)).toEqual({
        ok: false,
        reason:
          'The host "169.254.169.254" resolves to a non-public address (metadata); the URL must be reachable on the public internet.',
      });
    }
  });

  it.each([
    ['a private address', 'http://10.0.0.1/', 'private'],
    ['the IPv6 loopback literal', 'http://[::1]/', 'loopback'],
    ['an IPv4-mapped IPv6 loopback literal', 'http://[::ffff:127.0.0.1]/', 'loopback'],
    ['loopback written as one decimal number', 'http://2130706433/', 'loopback'],
    ['loopback written in hex shorthand', 'http://0x7f.1/', 'loopback'],
    ['a 192.168 address over https', 'https://192.168.0.5/', 'private'],
  ])('refuses %s (%s) without asking DNS', async (_rule, url, kind) => {
    const lookup = dns({});
    const result = await checkTarget(url, strict, { lookup });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining(`non-public address (${kind})`) });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses http://localhost/ because the name resolves to 127.0.0.1', async () => {
    const lookup = dns({ localhost: ['127.0.0.1'] });
    const result = await checkTarget('http://localhost/', strict, { lookup });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('non-public address (loopback)') });
    expect(lookup).toHaveBeenCalledWith('localhost');
  });

  it('refuses a name that resolves to one public and one private address', async () => {
    const lookup = dns({ 'mixed.example': ['93.184.216.34', '10.1.2.3'] });
    expect(await checkTarget('https://mixed.example/hook', strict, { lookup })).toEqual({
      ok: false,
      reason: expect.stringContaining('non-public address (private)'),
    });
  });

  it('accepts loopback only with allowLoopback', async () => {
    const lookup = dns({ localhost: ['::1', '127.0.0.1'] });
    expect((await checkTarget('http://localhost:3000/hook', strict, { lookup })).ok).toBe(false);
    expect(await checkTarget('http://localhost:3000/hook', dev, { lookup })).toEqual({
      ok: true,
      addresses: ['::1', '127.0.0.1'],
    });
    expect(await checkTarget('http://127.0.0.1:3000/hook', dev)).toEqual({
      ok: true,
      addresses: ['127.0.0.1'],
    });
  });

  it('accepts a name whose every address is public, and returns them', async () => {
    const lookup = dns({ 'shop.example': ['93.184.216.34', '2606:2800:220:1::1'] });
    expect(await checkTarget('https://shop.example/hook', strict, { lookup })).toEqual({
      ok: true,
      addresses: ['93.184.216.34', '2606:2800:220:1::1'],
    });
  });

  it('refuses a name that does not resolve, or resolves to nothing', async () => {
    const lookup = dns({ 'empty.example': [] });
    expect(await checkTarget('https://nowhere.example/', strict, { lookup })).toEqual({
      ok: false,
      reason: 'The host "nowhere.example" does not resolve.',
    });
    expect(await checkTarget('https://empty.example/', strict, { lookup })).toEqual({
      ok: false,
      reason: 'The host "empty.example" does not resolve.',
    });
  });

  it('refuses a URL that is not absolute, not http(s), or carries credentials', async () => {
    expect(await checkTarget('not a url', strict)).toEqual({
      ok: false,
      reason: 'Must be an absolute URL such as https://example.com/webhooks.',
    });
    expect(await checkTarget('ftp://93.184.216.34/', strict)).toEqual({
      ok: false,
      reason: 'Must use http or https.',
    });
    expect(await checkTarget('https://user:pass@93.184.216.34/', strict)).toEqual({
      ok: false,
      reason: 'Must not contain a user name or password.',
    });
  });
});
