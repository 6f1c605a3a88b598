import type { LookupAddress } from 'node:dns';
import { AppError } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { assertCallableUrl } from './assert-callable';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

const refusalOf = async (call: Promise<unknown>): Promise<AppError> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('assertCallableUrl', () => {
  it('refuses a merchant URL on the metadata address with a 422 naming the field, under either policy', async () => {
    for (const policy of [strict, dev]) {
      const error = await refusalOf(
        assertCallableUrl('http://169.254.169.254/latest/meta-data', 'dynamic_webhook', policy),
      );
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.status).toBe(422);
      expect(error.message).toBe('The request has invalid fields.');
      expect(error.details).toEqual([
        {
          field: 'dynamic_webhook',
          message:
            'The host "169.254.169.254" resolves to a non-public address (metadata); the URL must be reachable on the public internet.',
        },
      ]);
    }
  });

  it('refuses a host name that resolves to a private address', async () => {
    const lookup = async (): Promise<LookupAddress[]> => [{ address: '10.0.0.7', family: 4 }];
    const error = await refusalOf(
      assertCallableUrl('https://internal.merchant.test/deliver', 'webhook', strict, { lookup }),
    );
    expect(error.details).toEqual([{ field: 'webhook', message: expect.stringContaining('(private)') }]);
  });

  it('accepts loopback exactly when the policy allows it, as the delivery would', async () => {
    expect((await refusalOf(assertCallableUrl('http://127.0.0.1:8080/x', 'url', strict))).details).toEqual([
      { field: 'url', message: expect.stringContaining('(loopback)') },
    ]);
    await expect(assertCallableUrl('http://127.0.0.1:8080/x', 'url', dev)).resolves.toBeUndefined();
  });

  it('accepts a public address and refuses what is not an http(s) URL', async () => {
    await expect(assertCallableUrl('https://93.184.216.34/hook', 'url', strict)).resolves.toBeUndefined();
    expect((await refusalOf(assertCallableUrl('ftp://93.184.216.34/', 'url', strict))).details).toEqual([
      { field: 'url', message: 'Must use http or https.' },
    ]);
  });
});
