import type { ProductFile, ProductFileChunk } from '@shopforge/contracts';
import type { Response } from 'express';

/** `attachment` with the name as ASCII and as RFC 5987 UTF-8, so every browser keeps it. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Until the socket takes more, or is gone (a client that went away never drains). */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Streams a stored file chunk by chunk (each read from the catalog as it is needed, so a large
 * file never sits whole in the gateway's memory), with its length, type and digest up front.
 * Once the first byte has left, a failure can only cut the connection: the client sees a short
 * body against `Content-Length` and knows it has no file.
 */
export async function sendFile(
  res: Response,
  file: ProductFile,
  readChunk: (seq: number) => Promise<ProductFileChunk>,
): Promise<void> {
  const first = await readChunk(0);
  res.status(200);
  res.setHeader('Content-Type', file.content_type);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', contentDisposition(file.filename));
  res.setHeader('Digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`);
  res.setHeader('Cache-Control', 'private, no-store');
  // The type is the merchant's word: whatever it says, the file is never run as a page here.
  res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
  let chunk = first;
  for (let seq = 0; ; seq += 1) {
    if (seq > 0) {
      try {
        chunk = await readChunk(seq);
      } catch (error) {
        res.destroy(error instanceof Error ? error : undefined);
        return;
      }
    }
    const bytes = Buffer.from(chunk.data, 'base64');
    if (!res.write(bytes)) await drained(res);
    if (chunk.last || res.destroyed) break;
  }
  res.end();
}
