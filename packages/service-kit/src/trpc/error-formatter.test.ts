import { AppError } from '@shopforge/errors';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appErrorFromTRPC, UNSTORABLE_TEXT_MESSAGE } from './error-formatter';

/** The shape Prisma's driver adapters give a PostgreSQL error (pg and PGlite alike). */
function databaseError(sqlState: string): Error {
  return Object.assign(new Error(`Database error. Code: \`${sqlState}\``), {
    code: 'P2039',
    meta: { driverAdapterError: { cause: { originalCode: sqlState, kind: 'postgres' } } },
  });
}

const failed = (cause: unknown) => appErrorFromTRPC(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }));

describe('appErrorFromTRPC', () => {
  it('answers 422 VALIDATION_ERROR, not 500, for text PostgreSQL cannot hold (U+0000 in text or jsonb)', () => {
    for (const sqlState of ['22021', '22P05']) {
      const error = failed(databaseError(sqlState));
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.status).toBe(422);
      expect(error.details).toEqual([{ field: '(root)', message: UNSTORABLE_TEXT_MESSAGE }]);
    }
  });

  it('turns a lost database connection into SERVICE_UNAVAILABLE (503, worth a retry)', () => {
    expect(failed(databaseError('57P01')).code).toBe('SERVICE_UNAVAILABLE');
    expect(failed(databaseError('08006')).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('keeps any other database failure an INTERNAL_ERROR, and an AppError as thrown', () => {
    expect(failed(databaseError('40P01')).code).toBe('INTERNAL_ERROR');
    expect(failed(new Error('boom')).code).toBe('INTERNAL_ERROR');
    const own = new AppError('NOT_FOUND', 'Product not found.');
    expect(failed(own)).toBe(own);
  });
});
