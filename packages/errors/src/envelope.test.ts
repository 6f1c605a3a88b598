import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { ERROR_STATUS } from './codes';
import { fromWire, toAppError, toEnvelope, toWire } from './envelope';
import { validationError } from './validation';

describe('error envelope', () => {
  it('maps every spec code to the status of the spec tables', () => {
    expect(ERROR_STATUS.UNAUTHORIZED).toBe(401);
    expect(ERROR_STATUS.FORBIDDEN).toBe(403);
    expect(ERROR_STATUS.VALIDATION_ERROR).toBe(422);
    expect(ERROR_STATUS.IDEMPOTENCY_CONFLICT).toBe(422);
    expect(ERROR_STATUS.ROUTE_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.LICENSE_EXPIRED).toBe(400);
    expect(ERROR_STATUS.INSUFFICIENT_BALANCE).toBe(402);
    expect(ERROR_STATUS.CONFLICT).toBe(409);
    expect(ERROR_STATUS.RATE_LIMITED).toBe(429);
  });

  it('writes code, message and doc_url, and details only when present', () => {
    const plain = toEnvelope(new AppError('NOT_FOUND', 'Nothing here.'));
    expect(plain).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Nothing here.',
        doc_url: 'http://127.0.0.1:3000/docs/errors#NOT_FOUND',
      },
    });
    expect(plain.error).not.toHaveProperty('details');
    const invalid = toEnvelope(validationError([{ path: ['email'], message: 'Invalid email' }]));
    expect(invalid.error.details).toEqual([{ field: 'email', message: 'Invalid email' }]);
  });

  it('hides the message of unknown errors behind INTERNAL_ERROR', () => {
    const error = toAppError(new Error('password=hunter2 leaked from a driver'));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(JSON.stringify(toEnvelope(error))).not.toContain('hunter2');
  });

  it('survives the wire round trip used across the tRPC hop', () => {
    const original = new AppError('INSUFFICIENT_BALANCE', 'Balance too low.', {
      extra: { balance: { gap: '5.00' } },
    });
    const back = fromWire(JSON.parse(JSON.stringify(toWire(original))));
    expect(back?.code).toBe('INSUFFICIENT_BALANCE');
    expect(toEnvelope(back!).error.balance).toEqual({ gap: '5.00' });
    expect(fromWire({ code: 'MADE_UP', message: 'x' })).toBeUndefined();
  });
});
