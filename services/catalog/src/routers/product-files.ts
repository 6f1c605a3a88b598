import {
  appendProductFileInputSchema,
  beginProductFileInputSchema,
  completeProductFileInputSchema,
  deletedProductFileSchema,
  productFileAppendedSchema,
  productFileChunkInputSchema,
  productFileChunkSchema,
  productFileRefInputSchema,
  productFileSchema,
  productFileUploadSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { router, shopProcedure, uuidv7 } from '@shopforge/service-kit';
import { findProduct, productNotFound } from '../db/find-product';
import { writeProductEvent } from '../db/product-events';
import {
  currentProductFile,
  findUpload,
  lockProductRow,
  lockUpload,
  noProductFile,
  readChunk,
  receivedBytes,
  sha256OfChunks,
  storedChunks,
} from '../db/product-files';
import type { CatalogDeps } from '../deps';
import { appendVerdict, completionProblems, productFileRecord, sameChunks } from '../domain/product-file';
import type { Prisma } from '../generated/prisma/client';

type Reader = Pick<Prisma.TransactionClient, 'product'>;

function assertTakesFile(product: { type: string }): void {
  if (product.type !== 'FILE') {
    throw new AppError('BAD_REQUEST', `Only FILE products take a file; this one is ${product.type}.`);
  }
}

async function fileProduct(db: Reader, shopId: string, ref: string) {
  const product = await findProduct(db, shopId, ref);
  assertTakesFile(product);
  return product;
}

/**
 * The downloadable file of a FILE product (docs/catalog.md "Product files"): uploaded in chunks
 * (begin, append, complete), read back chunk by chunk, replaced or removed. Every procedure acts
 * for the caller's shop only.
 */
export function productFilesRouter({ prisma, clock, settings }: CatalogDeps) {
  return router({
    /** Declares an upload: a PENDING row the chunks are appended to. */
    begin: shopProcedure
      .input(beginProductFileInputSchema)
      .output(productFileUploadSchema)
      .mutation(async ({ ctx, input }) => {
        const product = await fileProduct(prisma, ctx.shopId, input.product_id);
        const max = settings.productFileMaxBytes;
        if (input.size > max) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `The file is ${input.size} bytes; a product file may be at most ${max} bytes.`,
          );
        }
        const now = clock.now();
        const upload = await prisma.productFile.create({
          data: {
            id: uuidv7(now.getTime()),
            shopId: ctx.shopId,
            productId: product.id,
            filename: input.filename,
            contentType: input.content_type,
            size: input.size,
            status: 'PENDING',
            createdAt: now,
          },
        });
        return { upload_id: upload.id };
      }),

    /** Stores chunk `seq`; the same bytes again are fine (a retry), different ones a conflict. */
    append: shopProcedure
      .input(appendProductFileInputSchema)
      .output(productFileAppendedSchema)
      .mutation(async ({ ctx, input }) => {
        const data = Buffer.from(input.data, 'base64');
        return prisma.$transaction(async (tx) => {
          const upload = await lockUpload(tx, ctx.shopId, input.upload_id);
          const stored = await readChunk(tx, upload.id, input.seq);
          const received = await receivedBytes(tx, upload.id);
          const verdict = appendVerdict({
            seq: input.seq,
            status: upload.status,
            size: upload.size,
            received,
            stored,
            data,
          });
          switch (verdict.kind) {
            case 'repeat':
              return { received };
            case 'conflict':
              throw new AppError('CONFLICT', verdict.message);
            case 'too-large':
              throw new AppError('PAYLOAD_TOO_LARGE', verdict.message);
            case 'store':
              await tx.productFileChunk.create({ data: { fileId: upload.id, seq: input.seq, data } });
              return { received: received + data.length };
          }
        });
      }),

    /**
     * Checks the chunks (0..n-1, adding up to the declared size), hashes them in order, then in
     * one transaction makes the upload the product's file: READY, `file_id` set, the previous
     * file and its chunks deleted. Completing a completed upload answers it again.
     */
    complete: shopProcedure
      .input(completeProductFileInputSchema)
      .output(productFileSchema)
      .mutation(async ({ ctx, input }) => {
        const upload = await findUpload(prisma, ctx.shopId, input.upload_id);
        if (upload.status === 'READY') return productFileRecord(upload);
        const chunks = await storedChunks(prisma, upload.id);
        const problems = completionProblems(upload.size, chunks);
        if (problems.length > 0) throw validationError(problems);
        // Outside the transaction: reading 100 MiB must not hold locks. A complete set of
        // chunks no longer changes (a stored chunk is never rewritten, and any new one would go
        // past the size), which the transaction checks again.
        const sha256 = await sha256OfChunks(prisma, upload.id, chunks.length);
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          await lockProductRow(tx, upload.productId);
          const locked = await lockUpload(tx, ctx.shopId, upload.id);
          if (locked.status === 'READY') return productFileRecord(locked);
          if (!sameChunks(chunks, await storedChunks(tx, upload.id))) {
            throw new AppError('CONFLICT', 'The upload changed while it was completed; complete it again.');
          }
          const product = await tx.product.findFirst({
            where: { id: upload.productId, shopId: ctx.shopId, deletedAt: null },
          });
          if (!product) throw productNotFound();
          assertTakesFile(product);
          await tx.productFile.deleteMany({
            where: { productId: product.id, status: 'READY', id: { not: upload.id } },
          });
          const ready = await tx.productFile.update({
            where: { id: upload.id },
            data: { status: 'READY', sha256, completedAt: now },
          });
          const updated = await tx.product.update({
            where: { id: product.id },
            data: { fileId: ready.id, updatedAt: now },
          });
          await writeProductEvent(tx, 'product:updated', updated, now);
          return productFileRecord(ready);
        });
      }),

    /** The product's current file. */
    get: shopProcedure
      .input(productFileRefInputSchema)
      .output(productFileSchema)
      .query(async ({ ctx, input }) => {
        const product = await findProduct(prisma, ctx.shopId, input.id);
        const file = await currentProductFile(prisma, product.id);
        if (!file) throw noProductFile();
        return productFileRecord(file);
      }),

    /** Deletes the product's current file (chunks included) and clears its `file_id`. */
    remove: shopProcedure
      .input(productFileRefInputSchema)
      .output(deletedProductFileSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const product = await findProduct(tx, ctx.shopId, input.id);
          await lockProductRow(tx, product.id);
          const file = await currentProductFile(tx, product.id);
          if (!file) throw noProductFile();
          await tx.productFile.delete({ where: { id: file.id } });
          const updated = await tx.product.update({
            where: { id: product.id },
            data: { fileId: null, updatedAt: now },
          });
          await writeProductEvent(tx, 'product:updated', updated, now);
          return { id: file.id, deleted: true as const };
        });
      }),

    /** Chunk `seq` of the product's current file, for downloads streamed chunk by chunk. */
    chunk: shopProcedure
      .input(productFileChunkInputSchema)
      .output(productFileChunkSchema)
      .query(async ({ ctx, input }) => {
        const product = await findProduct(prisma, ctx.shopId, input.product_id);
        const file = await currentProductFile(prisma, product.id);
        if (!file) throw noProductFile();
        if (input.file_id !== undefined && input.file_id !== file.id) {
          throw new AppError('NOT_FOUND', 'That file was replaced or removed; download the current one.');
        }
        const data = await readChunk(prisma, file.id, input.seq);
        if (data === undefined) {
          throw new AppError('NOT_FOUND', `The file has no chunk ${input.seq}.`);
        }
        const count = await prisma.productFileChunk.count({ where: { fileId: file.id } });
        return { data: Buffer.from(data).toString('base64'), last: input.seq === count - 1 };
      }),
  });
}
