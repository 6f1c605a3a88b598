import { describe, expect, it } from 'vitest';
import { appendVerdict, completionProblems, productFileRecord, sameChunks } from './product-file';

const chunks = (...lengths: Array<[number, number]>) => lengths.map(([seq, bytes]) => ({ seq, bytes }));

describe('an upload is complete when its chunks are 0..n-1 and add up to its size', () => {
  it('takes contiguous chunks that add up to the declared size, in any listing order', () => {
    expect(completionProblems(10, chunks([1, 4], [0, 4], [2, 2]))).toEqual([]);
    expect(completionProblems(1, chunks([0, 1]))).toEqual([]);
  });

  it('names the missing chunks, as ranges', () => {
    const problems = completionProblems(100, chunks([0, 10], [3, 10], [4, 10], [8, 10]));
    expect(problems).toContainEqual({
      path: ['chunks'],
      message: 'Missing chunks 1-2, 5-7 (received 4 of chunks 0-8).',
    });
    expect(completionProblems(30, chunks([0, 10], [2, 10]))[0]?.message).toBe(
      'Missing chunk 1 (received 2 of chunks 0-2).',
    );
  });

  it('names the bytes missing after the last chunk when the chunks are contiguous but short', () => {
    expect(completionProblems(25, chunks([0, 10], [1, 10]))).toEqual([
      { path: ['size'], message: 'Received 20 of 25 bytes: 5 bytes are missing after chunk 1.' },
    ]);
  });

  it('refuses an upload with no chunk, and one holding more than its size', () => {
    expect(completionProblems(5, [])).toEqual([
      { path: ['chunks'], message: 'No chunk received yet: the file is 5 bytes.' },
    ]);
    expect(completionProblems(5, chunks([0, 6]))).toEqual([
      { path: ['size'], message: 'Received 6 bytes, more than the declared 5.' },
    ]);
  });

  it('counts the ranges past the tenth instead of listing them all', () => {
    const every = Array.from({ length: 30 }, (_, i) => [i * 2, 1] as [number, number]);
    const message = completionProblems(1000, chunks(...every))[0]?.message ?? '';
    expect(message).toMatch(/^Missing chunks 1, 3, 5, 7, 9, 11, 13, 15, 17, 19 and 19 more ranges/);
  });

  it('compares chunk listings by number and length', () => {
    expect(sameChunks(chunks([0, 3], [1, 2]), chunks([1, 2], [0, 3]))).toBe(true);
    expect(sameChunks(chunks([0, 3]), chunks([0, 3], [1, 1]))).toBe(false);
    expect(sameChunks(chunks([0, 3]), chunks([0, 4]))).toBe(false);
  });
});

describe('appending a chunk', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const base = { seq: 2, status: 'PENDING' as const, size: 10, received: 4, stored: undefined };

  it('stores a new chunk that fits in the declared size', () => {
    expect(appendVerdict({ ...base, data: bytes(1, 2, 3, 4, 5, 6) })).toEqual({ kind: 'store' });
  });

  it('accepts a retried chunk once: the same bytes are a repeat, different bytes a conflict', () => {
    expect(appendVerdict({ ...base, stored: bytes(1, 2), data: bytes(1, 2) })).toEqual({ kind: 'repeat' });
    expect(appendVerdict({ ...base, stored: bytes(1, 2), data: bytes(1, 3) })).toEqual({
      kind: 'conflict',
      message: 'Chunk 2 was already received with different bytes.',
    });
    // Also once the upload is complete: a late retry is still the same chunk.
    expect(appendVerdict({ ...base, status: 'READY', stored: bytes(9), data: bytes(9) })).toEqual({
      kind: 'repeat',
    });
  });

  it('refuses bytes past the declared size, and new chunks of a completed upload', () => {
    expect(appendVerdict({ ...base, data: bytes(1, 2, 3, 4, 5, 6, 7) })).toMatchObject({
      kind: 'too-large',
    });
    expect(appendVerdict({ ...base, status: 'READY', data: bytes(1) })).toMatchObject({ kind: 'conflict' });
  });
});

describe('the ProductFile record', () => {
  it('is the row in the API’s shape, with created_at in Unix seconds', () => {
    expect(
      productFileRecord({
        id: 'f',
        productId: 'p',
        filename: 'book.pdf',
        contentType: 'application/pdf',
        size: 3,
        sha256: 'ab',
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, 1, 500)),
      }),
    ).toEqual({
      id: 'f',
      product_id: 'p',
      filename: 'book.pdf',
      content_type: 'application/pdf',
      size: 3,
      sha256: 'ab',
      created_at: Date.UTC(2026, 10, 1, 0, 0, 1) / 1000,
    });
  });
});
