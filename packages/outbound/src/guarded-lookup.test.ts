import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { BlockedAddressError, guardedLookup } from './guarded-lookup';
import type { LookupFn } from './lookup';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };
const answers =
  (...addresses: string[]): LookupFn =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

type Answer = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number };

/** Calls the lookup the way net.connect does and captures its callback. */
function ask(
  lookup: ReturnType<typeof guardedLookup>,
  options: Parameters<typeof lookup>[1],
): Promise<Answer> {
  return new Promise((resolve) => {
    lookup('hooks.example', options, (error, address, family) => resolve({ error, address, family }));
  });
}

describe('guardedLookup', () => {
  it('answers with every address when Node asks for all of them (autoSelectFamily)', async () => {
    const lookup = guardedLookup(strict, answers('93.184.216.34', '2606:2800:220:1::1'));
    expect(await ask(lookup, { all: true })).toEqual({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
      family: undefined,
    });
  });

  it('answers with one address and its family when Node asks for one', async () => {
    const lookup = guardedLookup(strict, answers('2606:2800:220:1::1', '93.184.216.34'));
    expect(await ask(lookup, {})).toEqual({ error: null, address: '2606:2800:220:1::1', family: 6 });
    expect(await ask(lookup, { family: 4 })).toEqual({ error: null, address: '93.184.216.34', family: 4 });
    expect(await ask(lookup, { family: 'IPv6', all: true })).toMatchObject({
      address: [{ address: '2606:2800:220:1::1', family: 6 }],
    });
  });

  it('fails with ESSRF_BLOCKED when the name resolves to a disallowed address', async () => {
    const { error } = await ask(guardedLookup(strict, answers('127.0.0.1')), {});
    expect(error).toBeInstanceOf(BlockedAddressError);
    expect(error?.code).toBe('ESSRF_BLOCKED');
    expect(error?.message).toBe('blocked: target resolves to a non-public address (loopback)');
  });

  it('blocks the whole name when any one of its addresses is disallowed, in either form', async () => {
    const lookup = guardedLookup(strict, answers('93.184.216.34', '169.254.169.254'));
    expect((await ask(lookup, { all: true })).error?.code).toBe('ESSRF_BLOCKED');
    // Even though the first (chosen) address is public: the name is pointing inside.
    expect((await ask(lookup, { family: 4 })).error?.code).toBe('ESSRF_BLOCKED');
  });

  it('lets loopback through only under allowLoopback', async () => {
    expect(await ask(guardedLookup(dev, answers('127.0.0.1')), {})).toEqual({
      error: null,
      address: '127.0.0.1',
      family: 4,
    });
  });

  it('reports ENOTFOUND when no address of the requested family exists', async () => {
    const { error } = await ask(guardedLookup(strict, answers('93.184.216.34')), { family: 6 });
    expect(error?.code).toBe('ENOTFOUND');
  });

  it('passes a resolver failure through unchanged', async () => {
    const failure = Object.assign(new Error('getaddrinfo EAI_AGAIN hooks.example'), { code: 'EAI_AGAIN' });
    const { error } = await ask(
      guardedLookup(strict, () => Promise.reject(failure)),
      {},
    );
    expect(error).toBe(failure);
  });
});
