import { createHash } from 'node:crypto';
import { AppError } from '@shopforge/errors';
import type { StoredChunk } from '../domain/product-file';
import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;
type Reader = Pick<Tx, 'productFile' | 'productFileChunk'>;

export const uploadNotFound = () => new AppError('NOT_FOUND', 'Upload not found.');
export const noProductFile = () => new AppError('NOT_FOUND', 'This product has no file yet.');

/** An upload (any status) of the shop; another shop's or an unknown one is NOT_FOUND. */
export async function findUpload(db: Reader, shopId: string, uploadId: string) {
  const row = await db.productFile.findFirst({ where: { id: uploadId, shopId } });
  if (!row) throw uploadNotFound();
  return row;
}

/**
 * The same, with its row locked for the rest of the transaction: appends to one upload are
 * serialised, so two of them can never together pass its declared size.
 */
export async function lockUpload(tx: Tx, shopId: string, uploadId: string) {
  const locked = await tx.$queryRawUnsafe<unknown[]>(
    'SELECT 1 FROM "product_files" WHERE "id" = $1::uuid AND "shop_id" = $2::uuid FOR UPDATE',
    uploadId,
    shopId,
  );
  if (locked.length === 0) throw uploadNotFound();
  return findUpload(tx, shopId, uploadId);
}

/**
 * Locks a product's row for the transaction: completing, removing and deleting change its file
 * under it, so two completions of one product cannot both leave a READY file. Always taken
 * before any `product_files` row of the product (deleteProduct updates the row first, too).
 */
export async function lockProductRow(tx: Tx, productId: string): Promise<void> {
  await tx.$queryRawUnsafe('SELECT 1 FROM "products" WHERE "id" = $1::uuid FOR UPDATE', productId);
}

/** Numbers and lengths of an upload's chunks, in order (lengths without reading the bytes). */
export async function storedChunks(db: Pick<Tx, '$queryRawUnsafe'>, fileId: string): Promise<StoredChunk[]> {
  return db.$queryRawUnsafe<StoredChunk[]>(
    `SELECT "seq", octet_length("data")::int AS "bytes" FROM "product_file_chunks"
      WHERE "file_id" = $1::uuid ORDER BY "seq"`,
    fileId,
  );
}

/** Bytes stored so far for an upload. */
export async function receivedBytes(db: Pick<Tx, '$queryRawUnsafe'>, fileId: string): Promise<number> {
  const rows = await db.$queryRawUnsafe<Array<{ received: number }>>(
    `SELECT coalesce(sum(octet_length("data")), 0)::int AS "received" FROM "product_file_chunks"
      WHERE "file_id" = $1::uuid`,
    fileId,
  );
  return rows[0]?.received ?? 0;
}

export async function readChunk(db: Reader, fileId: string, seq: number): Promise<Uint8Array | undefined> {
  const row = await db.productFileChunk.findUnique({
    where: { fileId_seq: { fileId, seq } },
    select: { data: true },
  });
  return row?.data;
}

/**
 * SHA-256 (lower-case hex) of chunks 0..count-1 in order, read and hashed one at a time so the
 * file is never whole in memory. A chunk gone meanwhile (the upload swept or replaced) is NOT_FOUND.
 */
export async function sha256OfChunks(db: Reader, fileId: string, count: number): Promise<string> {
  const hash = createHash('sha256');
  for (let seq = 0; seq < count; seq++) {
    const data = await readChunk(db, fileId, seq);
    if (data === undefined) throw uploadNotFound();
    hash.update(data);
  }
  return hash.digest('hex');
}

/** The product's current (READY) file, or undefined. */
export async function currentProductFile(db: Reader, productId: string) {
  const row = await db.productFile.findFirst({
    where: { productId, status: 'READY' },
    orderBy: { completedAt: 'desc' },
  });
  return row ?? undefined;
}

/**
 * Deletes up to `batch` PENDING uploads begun before `before` (their chunks cascade); answers
 * how many. The status is checked again by the DELETE itself, so an upload completed meanwhile stays.
 */
export async function sweepAbandonedUploads(
  db: Pick<Tx, 'productFile'>,
  before: Date,
  batch = 100,
): Promise<number> {
  const stale = await db.productFile.findMany({
    where: { status: 'PENDING', createdAt: { lt: before } },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
    take: batch,
  });
  if (stale.length === 0) return 0;
  const deleted = await db.productFile.deleteMany({
    where: { id: { in: stale.map((row) => row.id) }, status: 'PENDING', createdAt: { lt: before } },
  });
  return deleted.count;
}
