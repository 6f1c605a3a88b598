import type { SqlExecutor } from '@shopforge/db/sql';
import { AppError } from '@shopforge/errors';
import { systemClock } from '@shopforge/service-kit';
import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, SETTLE_ATTEMPTS } from '../src/app/idempotency-keys';
import type { ResellerPrisma } from '../src/db/client';

/**
 * A claim must be settled after its request failed even when the database's first answers
 * fail too (the load suite's fault scenario terminates every connection mid-request): a claim
 * left PROCESSING answers every retry of the key "processing" for a minute, with nothing running.
 */
function keysFailing(times: number) {
  const calls: string[] = [];
  let left = times;
  const write = (name: string) => async () => {
    calls.push(name);
    if (left-- > 0) throw new Error('terminating connection due to administrator command');
    return { count: 1 };
  };
  const prisma = {
    resellerIdempotencyKey: { deleteMany: write('deleteMany'), updateMany: write('updateMany') },
  } as unknown as ResellerPrisma;
  // Settling a claim after a failure goes through Prisma only.
  const sql: SqlExecutor = {
    query: () => Promise.reject(new Error('not used when settling')),
    transaction: () => Promise.reject(new Error('not used when settling')),
  };
  return { keys: new IdempotencyKeys({ prisma, sql, clock: systemClock }), calls };
}

describe('IdempotencyKeys after a failed request', () => {
  it('hands the claim back (5xx) although the first tries fail', async () => {
    const { keys, calls } = keysFailing(SETTLE_ATTEMPTS - 1);
    await keys.release('0190f5a0-0000-7000-8000-0000000000aa', 'k-1');
    expect(calls).toEqual(Array(SETTLE_ATTEMPTS).fill('deleteMany'));
  });

  it('stores a 4xx answer although the first try fails', async () => {
    const { keys, calls } = keysFailing(1);
    const outcome = await keys.completeWithError(
      '0190f5a0-0000-7000-8000-0000000000aa',
      'k-2',
      new AppError('INSUFFICIENT_BALANCE', 'Not enough balance.'),
    );
    expect(outcome).toMatchObject({
      outcome: 'refused',
      replayed: false,
      error: { code: 'INSUFFICIENT_BALANCE' },
    });
    expect(calls).toEqual(['updateMany', 'updateMany']);
  });

  it('gives up after a bounded number of tries', async () => {
    const { keys, calls } = keysFailing(Number.POSITIVE_INFINITY);
    await expect(keys.release('0190f5a0-0000-7000-8000-0000000000aa', 'k-3')).rejects.toThrow(/terminating/);
    expect(calls).toHaveLength(SETTLE_ATTEMPTS);
  });
});
