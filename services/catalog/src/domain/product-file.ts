import type { ProductFile } from '@shopforge/contracts';
import type { IssueLike } from '@shopforge/errors';
import { toUnixSeconds } from '@shopforge/service-kit';

/** A PENDING upload not completed within this long is abandoned: the sweeper deletes it. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** A stored chunk as completion sees it: its number and its length, not its bytes. */
export interface StoredChunk {
  seq: number;
  bytes: number;
}

/** At most this many missing ranges are named; the rest are counted. */
const RANGES_NAMED = 10;

/** `[1, 2, 3, 7]` → `1-3, 7`. */
function describeRanges(numbers: readonly number[]): string {
  const ranges: string[] = [];
  let start = numbers[0];
  let previous = start;
  const close = () => {
    if (start === undefined || previous === undefined) return;
    ranges.push(start === previous ? `${start}` : `${start}-${previous}`);
  };
  for (const n of numbers.slice(1)) {
    if (previous !== undefined && n === previous + 1) {
      previous = n;
      continue;
    }
    close();
    start = n;
    previous = n;
  }
  close();
  if (ranges.length <= RANGES_NAMED) return ranges.join(', ');
  return `${ranges.slice(0, RANGES_NAMED).join(', ')} and ${ranges.length - RANGES_NAMED} more ranges`;
}

const bytesMissing = (n: number) => (n === 1 ? '1 byte is missing' : `${n} bytes are missing`);

/** The numbers in 0..end-1 that `present` (sorted, distinct) lacks. */
function gapsBelow(present: readonly number[], end: number): number[] {
  const missing: number[] = [];
  let next = 0;
  for (const seq of present) {
    for (let n = next; n < seq && n < end; n++) missing.push(n);
    next = seq + 1;
  }
  for (let n = next; n < end; n++) missing.push(n);
  return missing;
}

/**
 * Why an upload of `size` bytes with these chunks cannot be completed, as 422 details: chunks
 * must be numbered 0..n-1 without a gap and add up to the declared size. Empty when it can.
 */
export function completionProblems(size: number, chunks: readonly StoredChunk[]): IssueLike[] {
  const seqs = [...new Set(chunks.map((chunk) => chunk.seq))].sort((a, b) => a - b);
  const received = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  if (seqs.length === 0) {
    return [{ path: ['chunks'], message: `No chunk received yet: the file is ${size} bytes.` }];
  }
  const issues: IssueLike[] = [];
  const last = seqs[seqs.length - 1] as number;
  const missing = gapsBelow(seqs, last);
  if (missing.length > 0) {
    const noun = missing.length === 1 ? 'chunk' : 'chunks';
    issues.push({
      path: ['chunks'],
      message: `Missing ${noun} ${describeRanges(missing)} (received ${seqs.length} of chunks 0-${last}).`,
    });
  }
  if (received < size) {
    issues.push({
      path: ['size'],
      message: `Received ${received} of ${size} bytes: ${bytesMissing(size - received)}${
        missing.length === 0 ? ` after chunk ${last}` : ''
      }.`,
    });
  } else if (received > size) {
    issues.push({ path: ['size'], message: `Received ${received} bytes, more than the declared ${size}.` });
  }
  return issues;
}

/** True when two chunk listings name the same chunks with the same lengths. */
export function sameChunks(a: readonly StoredChunk[], b: readonly StoredChunk[]): boolean {
  if (a.length !== b.length) return false;
  const lengths = new Map(a.map((chunk) => [chunk.seq, chunk.bytes]));
  return b.every((chunk) => lengths.get(chunk.seq) === chunk.bytes);
}

export type AppendVerdict =
  /** A new chunk that fits: store it. */
  | { kind: 'store' }
  /** The same bytes as the stored chunk of that number (a retry): nothing to do. */
  | { kind: 'repeat' }
  | { kind: 'conflict'; message: string }
  | { kind: 'too-large'; message: string };

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) === 0;
}

/**
 * What to do with chunk `seq` of an upload: a retried chunk (same bytes) is accepted once,
 * different bytes for a stored number are a conflict, a completed upload takes no new chunk,
 * and no chunk may take the upload past its declared size.
 */
export function appendVerdict(upload: {
  seq: number;
  status: 'PENDING' | 'READY';
  size: number;
  /** Bytes of the upload stored so far. */
  received: number;
  /** The chunk already stored under `seq`, if any. */
  stored: Uint8Array | undefined;
  data: Uint8Array;
}): AppendVerdict {
  if (upload.stored !== undefined) {
    return sameBytes(upload.stored, upload.data)
      ? { kind: 'repeat' }
      : { kind: 'conflict', message: `Chunk ${upload.seq} was already received with different bytes.` };
  }
  if (upload.status !== 'PENDING') {
    return { kind: 'conflict', message: 'This upload is complete: begin a new one to replace the file.' };
  }
  if (upload.received + upload.data.length > upload.size) {
    return {
      kind: 'too-large',
      message: `Chunk ${upload.seq} (${upload.data.length} bytes) goes past the declared size: ${upload.received} of ${upload.size} bytes received.`,
    };
  }
  return { kind: 'store' };
}

/** The columns of a `product_files` row a ProductFile is made of. */
export interface ProductFileRow {
  id: string;
  productId: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string | null;
  createdAt: Date;
}

export function productFileRecord(row: ProductFileRow): ProductFile {
  return {
    id: row.id,
    product_id: row.productId,
    filename: row.filename,
    content_type: row.contentType,
    size: row.size,
    sha256: row.sha256 ?? '',
    created_at: toUnixSeconds(row.createdAt),
  };
}
