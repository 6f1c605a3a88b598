import { describe, expect, it } from 'vitest';
import { refreshScopes } from './refresh-scope';

const granted = ['products.write', 'orders.read'];

describe('refresh scopes', () => {
  it('no scope, or an empty one, keeps the grant as it is', () => {
    expect(refreshScopes(granted, null)).toEqual({ ok: true, scopes: granted });
    expect(refreshScopes(granted, [])).toEqual({ ok: true, scopes: granted });
  });

  it('a narrower scope, including a read its write covers, is granted once each', () => {
    expect(refreshScopes(granted, ['products.read', 'products.read'])).toEqual({
      ok: true,
      scopes: ['products.read'],
    });
  });

  it('a scope beyond the grant, or unknown, is named in the refusal', () => {
    expect(refreshScopes(granted, ['orders.read', 'webhooks.read', 'nope'])).toEqual({
      ok: false,
      beyond: ['webhooks.read', 'nope'],
    });
  });
});
