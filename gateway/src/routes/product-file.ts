import {
  PRODUCT_FILE_CHUNK_BYTES,
  type ProductFile,
  productFileChunkSchema,
  productFileSchema,
  productFileUploadQuerySchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { respond } from '../http/respond';
import { sendFile } from '../http/send-file';
import { principalOf, requestIdOf } from '../middleware/locals';
import { timingOf } from '../middleware/observe';
import type { ServiceClients } from '../upstream/clients';
import { type ResolvedRoute, resolveRoute } from './route';
import { parsePart } from './validate';

export const PRODUCT_FILE_PATH = '/dev/v1/products/{id}/file';
export const PRODUCT_FILE_CONTENT_PATH = '/dev/v1/products/{id}/file/content';

/**
 * The upload as the OpenAPI document describes it (mounted by mount.ts, not the route table: its
 * body is the file's bytes, streamed to the catalog in chunks, not one JSON document).
 */
export const PRODUCT_FILE_UPLOAD_ROUTE: ResolvedRoute = resolveRoute({
  method: 'PUT',
  path: PRODUCT_FILE_PATH,
  scopes: ['products.write'],
  service: 'catalog',
  procedure: 'productFiles.begin',
  kind: 'mutation',
  query: productFileUploadQuerySchema,
  output: productFileSchema,
  envelope: 'data',
  summary:
    'Upload the file a FILE product delivers: the body is the file’s bytes (up to 100 MiB by default), `Content-Type` its type, `filename` the name buyers download it as. Replaces the product’s previous file when the upload is complete, and sets the product’s `file_id`.',
});

/** The merchant's own copy of the file, as buyers download it. */
export const PRODUCT_FILE_CONTENT_ROUTE: ResolvedRoute = resolveRoute({
  method: 'GET',
  path: PRODUCT_FILE_CONTENT_PATH,
  scopes: ['products.read'],
  service: 'catalog',
  procedure: 'productFiles.chunk',
  kind: 'query',
  output: z.string(),
  envelope: 'as_is',
  summary:
    'Download the product’s file: its bytes with `Content-Type`, `Content-Length`, `Content-Disposition` (its filename) and `Digest` (its SHA-256).',
});

/** Slices a stream into chunks of exactly `size` bytes (the last one shorter). */
async function* chunksOf(stream: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of stream) {
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= size) {
      const whole = Buffer.concat(pending, pendingBytes);
      yield whole.subarray(0, size);
      pending = [whole.subarray(size)];
      pendingBytes = whole.length - size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

function declaredLength(req: Request): number {
  const length = Number(req.headers['content-length']);
  if (req.headers['content-length'] === undefined || !Number.isSafeInteger(length) || length < 1) {
    throw new AppError(
      'BAD_REQUEST',
      'Send the file as the request body with its Content-Length (chunked uploads are not taken).',
    );
  }
  return length;
}

/** `PUT /dev/v1/products/{id}/file`: the body streamed to the catalog, a chunk per call. */
export function uploadProductFile(clients: ServiceClients) {
  return async (req: Request, res: Response): Promise<void> => {
    const { filename } = parsePart(productFileUploadQuerySchema, req.query) as { filename: string };
    const size = declaredLength(req);
    const context = { principal: principalOf(res), requestId: requestIdOf(res), timing: timingOf(res) };
    const call = (kind: 'query' | 'mutation', procedure: string, input: unknown) =>
      clients.call('catalog', kind, procedure, input, context);
    const contentType = req.headers['content-type']?.slice(0, 255) || 'application/octet-stream';
    const { upload_id } = z.object({ upload_id: z.string() }).parse(
      await call('mutation', 'productFiles.begin', {
        product_id: String(req.params.id),
        filename,
        content_type: contentType,
        size,
      }),
    );
    let seq = 0;
    for await (const chunk of chunksOf(req, PRODUCT_FILE_CHUNK_BYTES)) {
      await call('mutation', 'productFiles.append', { upload_id, seq, data: chunk.toString('base64') });
      seq += 1;
    }
    const file = productFileSchema.parse(await call('mutation', 'productFiles.complete', { upload_id }));
    await respond(res, 200, { data: file });
  };
}

/** `GET /dev/v1/products/{id}/file/content`: the file, read from the catalog chunk by chunk. */
export function downloadProductFile(clients: ServiceClients) {
  return async (req: Request, res: Response): Promise<void> => {
    const context = { principal: principalOf(res), requestId: requestIdOf(res) };
    const productId = String(req.params.id);
    const file: ProductFile = productFileSchema.parse(
      await clients.call('catalog', 'query', 'productFiles.get', { id: productId }, context),
    );
    const chunk = { product_id: productId, file_id: file.id };
    await sendFile(res, file, async (seq) =>
      productFileChunkSchema.parse(
        await clients.call('catalog', 'query', 'productFiles.chunk', { ...chunk, seq }, context),
      ),
    );
  };
}
