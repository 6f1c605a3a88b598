import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from '../src/errors';

describe('isConnectionLoss', () => {
  it('recognises a terminated backend as the driver adapter reports it', () => {
    const prismaError = {
      code: 'P2010',
      message: 'Raw query failed. Code: `57P01`.',
      meta: { driverAdapterError: { cause: { originalCode: '57P01', kind: 'postgres' } } },
    };
    expect(isConnectionLoss(prismaError)).toBe(true);
  });

  it('recognises refused and dropped connections, also as the cause of another error', () => {
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLoss(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isConnectionLoss(new Error('query failed', { cause: refused }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isConnectionLoss({ code: 'P2002', message: 'Unique constraint failed' })).toBe(false);
    expect(isConnectionLoss(new Error('syntax error at or near "SELEC"'))).toBe(false);
    expect(isConnectionLoss({ meta: { driverAdapterError: { cause: { originalCode: '23505' } } } })).toBe(
      false,
    );
    expect(isConnectionLoss(null)).toBe(false);
  });
});
