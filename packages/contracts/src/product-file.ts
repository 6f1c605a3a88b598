import { z } from 'zod';
import { unixSeconds } from './common';
import { productRefSchema } from './product-input';

/**
 * The downloadable file of a FILE product, stored by the catalog in chunks: an upload is begun
 * (its name, type and size declared), its chunks appended in order (`seq` from 0), then
 * completed, which makes it the product's file (`file_id`) and replaces the previous one.
 * Downloads read it back chunk by chunk.
 */

/** One append carries at most this many bytes (decoded). */
export const PRODUCT_FILE_CHUNK_BYTES = 524_288;

/**
 * The largest size an upload may declare (the `size` column is a PostgreSQL `integer`). The
 * catalog's PRODUCT_FILE_MAX_BYTES (default 100 MiB) is the limit a request meets first: 413.
 */
export const PRODUCT_FILE_SIZE_MAX = 2_147_483_647;

/** Highest chunk number: the `seq` column is an `integer` too. */
const SEQ_MAX = 2_147_483_647;

/** The ref serials use: a product's `id` or `uniqid`. */
const productRef = productRefSchema.shape.id;

/** Decoded length of padded base64 text (z.base64() requires the padding). */
export function base64DecodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/** Base64 text of one chunk: at most PRODUCT_FILE_CHUNK_BYTES once decoded. */
const chunkData = z
  .base64()
  .min(1)
  .max(Math.ceil(PRODUCT_FILE_CHUNK_BYTES / 3) * 4, `At most ${PRODUCT_FILE_CHUNK_BYTES} bytes per chunk.`)
  .refine(
    (text) => base64DecodedLength(text) <= PRODUCT_FILE_CHUNK_BYTES,
    `At most ${PRODUCT_FILE_CHUNK_BYTES} bytes per chunk.`,
  );

// C0 controls, DEL and C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** The name buyers download the file as: no path separators, no control characters. */
export const productFileNameSchema = z
  .string()
  .min(1)
  .max(255)
  .refine((name) => !/[/\\]/.test(name), 'A file name cannot contain "/" or "\\".')
  .refine((name) => !CONTROL_CHARACTERS.test(name), 'A file name cannot contain control characters.')
  .refine((name) => name !== '.' && name !== '..', 'Not a file name.');

/**
 * A MIME type as a `Content-Type` header gives it: `type/subtype`, optionally with parameters
 * (`text/plain; charset=utf-8`); printable ASCII only, since the download sends it as a header.
 */
export const productFileContentTypeSchema = z
  .string()
  .max(255)
  .regex(
    /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:[ \t]*;[\x20-\x7e\t]*)?$/,
    'Must be a MIME type such as application/pdf.',
  );

export const productFileSchema = z.object({
  id: z.string(),
  /** The product's id (uuid). */
  product_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Lower-case hex SHA-256 of the whole file. */
  sha256: z.string(),
  created_at: unixSeconds,
});
export type ProductFile = z.infer<typeof productFileSchema>;

/** `productFiles.begin`: declares an upload of the product's (new) file. */
export const beginProductFileInputSchema = z.strictObject({
  product_id: productRef,
  filename: productFileNameSchema,
  content_type: productFileContentTypeSchema,
  size: z.number().int().min(1).max(PRODUCT_FILE_SIZE_MAX),
});
export type BeginProductFileInput = z.infer<typeof beginProductFileInputSchema>;
export const productFileUploadSchema = z.object({ upload_id: z.string() });

/** `productFiles.append`: chunk `seq` of an upload; the same bytes again are accepted (retries). */
export const appendProductFileInputSchema = z.strictObject({
  upload_id: z.uuid(),
  seq: z.number().int().min(0).max(SEQ_MAX),
  data: chunkData,
});
export type AppendProductFileInput = z.infer<typeof appendProductFileInputSchema>;
/** Bytes of the upload stored so far. */
export const productFileAppendedSchema = z.object({ received: z.number().int().nonnegative() });

/** `productFiles.complete`: answers the ProductFile. */
export const completeProductFileInputSchema = z.strictObject({ upload_id: z.uuid() });

/** `productFiles.get` and `productFiles.remove`: `id` as the product routes name it (`/products/{id}/file`). */
export const productFileRefInputSchema = z.strictObject({ id: productRef });
export const deletedProductFileSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/**
 * `productFiles.chunk`: chunk `seq` of the product's current file. With `file_id` (the `id` a
 * download began with), only while that file is still the current one: a download never mixes
 * chunks of a file and of the one that replaced it.
 */
export const productFileChunkInputSchema = z.strictObject({
  product_id: productRef,
  seq: z.number().int().min(0).max(SEQ_MAX),
  file_id: z.uuid().optional(),
});
export const productFileChunkSchema = z.object({
  /** Base64 of the chunk's bytes. */
  data: z.base64(),
  /** True on the file's last chunk. */
  last: z.boolean(),
});
export type ProductFileChunk = z.infer<typeof productFileChunkSchema>;

/** The gateway's upload route: `?filename=` names the file (its body is the bytes). */
export const productFileUploadQuerySchema = z.object({ filename: productFileNameSchema });
