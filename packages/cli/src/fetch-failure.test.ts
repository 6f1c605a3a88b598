import { describe, expect, it } from 'vitest';
import { fetchFailureReason } from './fetch-failure';
import { closedPort } from './testing/stand-in-server';

describe('why a fetch got no answer', () => {
  it('names the cause Node hides behind `fetch failed`', async () => {
    const refused = await fetch(`http://127.0.0.1:${await closedPort()}/`).catch((error: unknown) => error);
    expect(fetchFailureReason(refused)).toMatch(/ECONNREFUSED/);
  });

  it('falls back to the code of a cause without a message, then to the error itself', () => {
    const aggregate = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(fetchFailureReason(new TypeError('fetch failed', { cause: aggregate }))).toBe('ECONNREFUSED');
    expect(fetchFailureReason(new Error('boom'))).toBe('boom');
  });

  it('says a timeout is one', () => {
    expect(fetchFailureReason(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      'no answer in time',
    );
  });
});
