import { describe, expect, it } from 'vitest';
import { openPair, sealPair } from './replay-seal';

const pair = {
  access_token: 'shpat_a',
  refresh_token: 'shprt_b',
  scope: 'products.read',
  access_expires_at: 1,
};

describe('sealed replay pair', () => {
  it('opens with the old refresh token and with nothing else', () => {
    const sealed = sealPair(pair, 'shprt_old');
    expect(sealed).not.toContain('shpat_a');
    expect(openPair(sealed, 'shprt_old')).toEqual(pair);
    expect(openPair(sealed, 'shprt_other')).toBeNull();
  });

  it('a tampered seal opens to nothing', () => {
    const sealed = sealPair(pair, 'shprt_old');
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(openPair(raw.toString('base64url'), 'shprt_old')).toBeNull();
  });
});
