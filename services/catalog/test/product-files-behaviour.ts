import { createHash, randomBytes } from 'node:crypto';
import { PRODUCT_FILE_CHUNK_BYTES } from '@shopforge/contracts';
import { createCallerFactory, ManualClock } from '@shopforge/service-kit';
import {
  failureOf,
  internalContext,
  type OpenTestDatabase,
  testDeps,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import { createLogger } from '@shopforge/telemetry';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogPrisma, createPrismaClient } from '../src/db/client';
import { parseCatalogSettings } from '../src/env';
import { createCatalogRouter } from '../src/router';
import { productFileSweeper } from '../src/workers/product-file-sweeper';

export const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';
const SHOP_B = '0190f5a0-0000-7000-8000-00000000000b';
const HOUR = 60 * 60 * 1000;

export interface ProductFilesHarness {
  prisma: CatalogPrisma;
  clock: ManualClock;
  routerFor(env: Record<string, string>): ReturnType<typeof createCatalogRouter>;
  close(): Promise<void>;
}

export async function openProductFilesHarness(open: OpenTestDatabase): Promise<ProductFilesHarness> {
  const db = await open();
  const prisma = createPrismaClient(db.adapter);
  const clock = new ManualClock(Date.UTC(2026, 10, 1));
  const deps = testDeps(prisma, clock, db.sql);
  return {
    prisma,
    clock,
    routerFor: (env) => createCatalogRouter({ ...deps, settings: parseCatalogSettings(env) }),
    close: async () => {
      await prisma.$disconnect();
      await db.close();
    },
  };
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Product files' rules, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeProductFiles(backend: string, open: OpenTestDatabase): void {
  describe(`product files on ${backend}`, () => {
    let h: ProductFilesHarness;
    let router: ReturnType<typeof createCatalogRouter>;
    beforeEach(async () => {
      h = await openProductFilesHarness(open);
      router = h.routerFor({});
    });
    afterEach(async () => {
      await h.close();
    });

    const asShop = (shopId: string, on = router) =>
      createCallerFactory(on)(internalContext(testPrincipal(shopId)));
    const fileProduct = (title = 'E-book') =>
      asShop(SHOP_A).products.create({ title, price: 5, type: 'FILE' });
    const begin = (productId: string, size: number, filename = 'book.pdf') =>
      asShop(SHOP_A).productFiles.begin({
        product_id: productId,
        filename,
        content_type: 'application/pdf',
        size,
      });

    /** Uploads `bytes` in chunks of `chunkBytes` (the last shorter) and completes it. */
    async function upload(productId: string, bytes: Uint8Array, chunkBytes: number, filename?: string) {
      const { upload_id } = await begin(productId, bytes.length, filename);
      for (let seq = 0; seq * chunkBytes < bytes.length; seq++) {
        const data = base64(bytes.subarray(seq * chunkBytes, (seq + 1) * chunkBytes));
        await asShop(SHOP_A).productFiles.append({ upload_id, seq, data });
      }
      return asShop(SHOP_A).productFiles.complete({ upload_id });
    }

    /** The product's file as downloads read it: chunk after chunk until the last. */
    async function download(productId: string, shopId = SHOP_A) {
      const parts: Buffer[] = [];
      const lasts: boolean[] = [];
      for (let seq = 0; ; seq++) {
        const chunk = await asShop(shopId).productFiles.chunk({ product_id: productId, seq });
        parts.push(Buffer.from(chunk.data, 'base64'));
        lasts.push(chunk.last);
        if (chunk.last) break;
      }
      return { bytes: Buffer.concat(parts), lasts };
    }

    it('a file uploaded in chunks is stored whole and its sha256 is the file’s', async () => {
      const product = await fileProduct();
      const bytes = randomBytes(PRODUCT_FILE_CHUNK_BYTES + 1234);
      const file = await upload(product.uniqid, bytes, PRODUCT_FILE_CHUNK_BYTES);
      expect(file).toEqual({
        id: expect.any(String),
        product_id: product.id,
        filename: 'book.pdf',
        content_type: 'application/pdf',
        size: bytes.length,
        sha256: sha256(bytes),
        created_at: Date.UTC(2026, 10, 1) / 1000,
      });
      expect(await asShop(SHOP_A).productFiles.get({ id: product.id })).toEqual(file);
      expect((await download(product.id)).bytes.equals(bytes)).toBe(true);
      expect((await asShop(SHOP_A).products.get({ id: product.id })).file_id).toBe(file.id);
      const events = await h.prisma.outboxEvent.findMany({ where: { type: 'product:updated' } });
      expect(events.map((event) => event.aggregateId)).toEqual([product.id]);
    });

    it('completing an upload again answers the same file', async () => {
      const product = await fileProduct();
      const { upload_id } = await begin(product.id, 3);
      await asShop(SHOP_A).productFiles.append({ upload_id, seq: 0, data: base64(Buffer.from('abc')) });
      const first = await asShop(SHOP_A).productFiles.complete({ upload_id });
      h.clock.advance(HOUR);
      expect(await asShop(SHOP_A).productFiles.complete({ upload_id })).toEqual(first);
      expect(first.sha256).toBe(sha256(Buffer.from('abc')));
      expect(await h.prisma.outboxEvent.count({ where: { type: 'product:updated' } })).toBe(1);
    });

    it('completing replaces the product’s previous file and sets file_id', async () => {
      const product = await fileProduct();
      const old = await upload(product.id, Buffer.from('first version'), 5, 'v1.txt');
      const newer = await upload(product.id, Buffer.from('second, longer version'), 7, 'v2.txt');
      expect(newer.id).not.toBe(old.id);
      expect(await asShop(SHOP_A).productFiles.get({ id: product.id })).toEqual(newer);
      expect((await asShop(SHOP_A).products.get({ id: product.id })).file_id).toBe(newer.id);
      expect(await h.prisma.productFile.count({ where: { id: old.id } })).toBe(0);
      // A download pinned to the replaced file stops instead of going on with the new one.
      const pinned = (fileId: string) =>
        asShop(SHOP_A).productFiles.chunk({ product_id: product.id, seq: 0, file_id: fileId });
      expect(await failureOf(pinned(old.id))).toMatchObject({ code: 'NOT_FOUND' });
      expect(Buffer.from((await pinned(newer.id)).data, 'base64').toString()).toBe('second,');
      expect(await h.prisma.productFileChunk.count({ where: { fileId: old.id } })).toBe(0);
      expect((await download(product.id)).bytes.toString()).toBe('second, longer version');
    });

    it('an upload in progress does not replace the current file until it is completed', async () => {
      const product = await fileProduct();
      const current = await upload(product.id, Buffer.from('current'), 100);
      const { upload_id } = await begin(product.id, 4);
      await asShop(SHOP_A).productFiles.append({ upload_id, seq: 0, data: base64(Buffer.from('next')) });
      expect(await asShop(SHOP_A).productFiles.get({ id: product.id })).toEqual(current);
      expect((await download(product.id)).bytes.toString()).toBe('current');
    });

    it('a retried chunk is accepted once; different bytes for it are a conflict', async () => {
      const product = await fileProduct();
      const { upload_id } = await begin(product.id, 6);
      const append = (seq: number, text: string) =>
        asShop(SHOP_A).productFiles.append({ upload_id, seq, data: base64(Buffer.from(text)) });
      expect(await append(0, 'abc')).toEqual({ received: 3 });
      expect(await append(0, 'abc')).toEqual({ received: 3 });
      expect(await failureOf(append(0, 'abd'))).toMatchObject({ code: 'CONFLICT', status: 409 });
      expect(await append(1, 'def')).toEqual({ received: 6 });
      expect(await h.prisma.productFileChunk.count({ where: { fileId: upload_id } })).toBe(2);
      const file = await asShop(SHOP_A).productFiles.complete({ upload_id });
      expect(file.sha256).toBe(sha256(Buffer.from('abcdef')));
      // A late retry of a chunk of the completed upload is still the same chunk.
      expect(await append(1, 'def')).toEqual({ received: 6 });
    });

    it('a gap in the chunks is a validation error naming the missing part', async () => {
      const product = await fileProduct();
      const { upload_id } = await begin(product.id, 9);
      const append = (seq: number, text: string) =>
        asShop(SHOP_A).productFiles.append({ upload_id, seq, data: base64(Buffer.from(text)) });
      await append(0, 'aaa');
      await append(2, 'ccc');
      const gap = await failureOf(asShop(SHOP_A).productFiles.complete({ upload_id }));
      expect(gap).toMatchObject({ code: 'VALIDATION_ERROR', status: 422 });
      expect(gap.details).toEqual([
        { field: 'chunks', message: 'Missing chunk 1 (received 2 of chunks 0-2).' },
        { field: 'size', message: 'Received 6 of 9 bytes: 3 bytes are missing.' },
      ]);
      await append(1, 'bb');
      const short = await failureOf(asShop(SHOP_A).productFiles.complete({ upload_id }));
      expect(short.details).toEqual([
        { field: 'size', message: 'Received 8 of 9 bytes: 1 byte is missing after chunk 2.' },
      ]);
      await append(3, 'd');
      expect((await asShop(SHOP_A).productFiles.complete({ upload_id })).sha256).toBe(
        sha256(Buffer.from('aaabbcccd')),
      );
    });

    it('another shop cannot append to, read or remove the file', async () => {
      const product = await fileProduct();
      const file = await upload(product.id, Buffer.from('secret'), 3);
      const { upload_id } = await begin(product.id, 3);
      const b = asShop(SHOP_B).productFiles;
      expect(
        await failureOf(b.append({ upload_id, seq: 0, data: base64(Buffer.from('bad')) })),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(await failureOf(b.complete({ upload_id }))).toMatchObject({ code: 'NOT_FOUND' });
      for (const call of [
        () => b.get({ id: product.id }),
        () => b.chunk({ product_id: product.id, seq: 0 }),
        () => b.remove({ id: product.id }),
        () =>
          b.begin({
            product_id: product.id,
            filename: 'x.bin',
            content_type: 'application/octet-stream',
            size: 1,
          }),
      ]) {
        expect(await failureOf(call())).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
      }
      expect(await h.prisma.productFileChunk.count({ where: { fileId: upload_id } })).toBe(0);
      expect(await asShop(SHOP_A).productFiles.get({ id: product.id })).toEqual(file);
      // An unknown upload is not found either.
      expect(
        await failureOf(
          asShop(SHOP_A).productFiles.complete({ upload_id: '0190f5a0-0000-7000-8000-0000000000ff' }),
        ),
      ).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('only FILE products take a file', async () => {
      const service = await asShop(SHOP_A).products.create({ title: 'Service', price: 5, type: 'SERVICE' });
      const refused = await failureOf(begin(service.id, 10));
      expect(refused).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
      expect(refused.message).toBe('Only FILE products take a file; this one is SERVICE.');
      expect(await failureOf(begin('no-such-product', 10))).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
      expect(await h.prisma.productFile.count()).toBe(0);
    });

    it('a size over PRODUCT_FILE_MAX_BYTES is refused with 413', async () => {
      const product = await fileProduct();
      expect(await failureOf(begin(product.id, 104_857_601))).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        status: 413,
      });
      expect(await begin(product.id, 104_857_600)).toEqual({ upload_id: expect.any(String) });
      const small = h.routerFor({ PRODUCT_FILE_MAX_BYTES: '10' });
      const input = { product_id: product.id, filename: 'a.bin', content_type: 'application/octet-stream' };
      expect(await failureOf(asShop(SHOP_A, small).productFiles.begin({ ...input, size: 11 }))).toMatchObject(
        {
          code: 'PAYLOAD_TOO_LARGE',
        },
      );
      const { upload_id } = await asShop(SHOP_A, small).productFiles.begin({ ...input, size: 10 });
      // Nor may the chunks go past the size the upload declared.
      const append = (seq: number, bytes: number) =>
        asShop(SHOP_A).productFiles.append({ upload_id, seq, data: base64(Buffer.alloc(bytes, 1)) });
      await append(0, 8);
      expect(await failureOf(append(1, 3))).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
      expect(await append(1, 2)).toEqual({ received: 10 });
    });

    it('refuses bad names, types and chunks before touching anything', async () => {
      const product = await fileProduct();
      /** The field an input refused by the procedure's schema names (its zod issue's path). */
      const refusedField = async (call: Promise<unknown>) => {
        const error = await call.then(
          () => undefined,
          (failure: unknown) => failure,
        );
        const issues = (error as { cause?: { issues?: Array<{ path: PropertyKey[] }> } }).cause?.issues;
        return issues?.[0]?.path.join('.');
      };
      const begin = (input: Record<string, unknown>) =>
        asShop(SHOP_A).productFiles.begin({
          product_id: product.id,
          filename: 'ok.pdf',
          content_type: 'application/pdf',
          size: 1,
          ...input,
        });
      expect(await refusedField(begin({ filename: '../etc/passwd' }))).toBe('filename');
      expect(await refusedField(begin({ filename: 'a\\b' }))).toBe('filename');
      expect(await refusedField(begin({ filename: 'line\nbreak' }))).toBe('filename');
      expect(await refusedField(begin({ filename: 'x'.repeat(256) }))).toBe('filename');
      expect(await refusedField(begin({ content_type: 'pdf' }))).toBe('content_type');
      expect(await refusedField(begin({ content_type: 'text/plain\r\nX-Evil: 1' }))).toBe('content_type');
      expect(await refusedField(begin({ size: 0 }))).toBe('size');
      const { upload_id } = await begin({
        filename: 'notes – été.txt',
        content_type: 'text/plain; charset=utf-8',
        size: PRODUCT_FILE_CHUNK_BYTES + 1,
      });
      const append = (data: string) => asShop(SHOP_A).productFiles.append({ upload_id, seq: 0, data });
      expect(await refusedField(append(base64(Buffer.alloc(PRODUCT_FILE_CHUNK_BYTES + 1))))).toBe('data');
      expect(await refusedField(append('a%b='))).toBe('data');
      expect(await refusedField(append(''))).toBe('data');
      expect(await append(base64(Buffer.alloc(PRODUCT_FILE_CHUNK_BYTES, 7)))).toEqual({
        received: PRODUCT_FILE_CHUNK_BYTES,
      });
      expect(await h.prisma.productFile.count()).toBe(1);
    });

    it('chunk reads give the file back in order and mark the last one', async () => {
      const product = await fileProduct();
      expect(
        await failureOf(asShop(SHOP_A).productFiles.chunk({ product_id: product.id, seq: 0 })),
      ).toMatchObject({ code: 'NOT_FOUND', message: 'This product has no file yet.' });
      expect(await failureOf(asShop(SHOP_A).productFiles.get({ id: product.id }))).toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
        message: 'This product has no file yet.',
      });
      await upload(product.id, Buffer.from('0123456789'), 4);
      const { bytes, lasts } = await download(product.uniqid);
      expect(bytes.toString()).toBe('0123456789');
      expect(lasts).toEqual([false, false, true]);
      expect(
        await failureOf(asShop(SHOP_A).productFiles.chunk({ product_id: product.id, seq: 3 })),
      ).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('removing the file deletes it and clears file_id', async () => {
      const product = await fileProduct();
      const file = await upload(product.id, Buffer.from('gone soon'), 4);
      expect(await asShop(SHOP_A).productFiles.remove({ id: product.uniqid })).toEqual({
        id: file.id,
        deleted: true,
      });
      expect((await asShop(SHOP_A).products.get({ id: product.id })).file_id).toBeNull();
      expect(await h.prisma.productFileChunk.count({ where: { fileId: file.id } })).toBe(0);
      for (const call of [
        () => asShop(SHOP_A).productFiles.get({ id: product.id }),
        () => asShop(SHOP_A).productFiles.chunk({ product_id: product.id, seq: 0 }),
        () => asShop(SHOP_A).productFiles.remove({ id: product.id }),
      ]) {
        expect(await failureOf(call())).toMatchObject({ code: 'NOT_FOUND' });
      }
    });

    it('deleting the product deletes its file', async () => {
      const product = await fileProduct();
      const file = await upload(product.id, Buffer.from('the file'), 3);
      const { upload_id } = await begin(product.id, 5);
      await asShop(SHOP_A).productFiles.append({ upload_id, seq: 0, data: base64(Buffer.from('abc')) });
      await asShop(SHOP_A).products.delete({ id: product.id });
      expect(await h.prisma.productFile.count({ where: { productId: product.id } })).toBe(0);
      expect(await h.prisma.productFileChunk.count({ where: { fileId: { in: [file.id, upload_id] } } })).toBe(
        0,
      );
      // A row removed outright (not through the API) takes its files with it too.
      const other = await fileProduct('Other');
      const otherFile = await upload(other.id, Buffer.from('more'), 2);
      await h.prisma.product.delete({ where: { id: other.id } });
      expect(await h.prisma.productFile.count({ where: { id: otherFile.id } })).toBe(0);
      expect(await h.prisma.productFileChunk.count({ where: { fileId: otherFile.id } })).toBe(0);
    });

    it('a duplicated FILE product starts without a file; the original keeps its own', async () => {
      const product = await fileProduct();
      const file = await upload(product.id, Buffer.from('the original file'), 5);
      const copy = await asShop(SHOP_A).products.duplicate({ uniqid: product.uniqid });
      expect(copy.file_id).toBeNull();
      expect((await failureOf(asShop(SHOP_A).productFiles.get({ id: copy.id }))).code).toBe('NOT_FOUND');
      expect((await asShop(SHOP_A).productFiles.get({ id: product.id })).id).toBe(file.id);
    });

    it('abandoned uploads are swept after 24 h', async () => {
      const product = await fileProduct();
      const kept = await upload(product.id, Buffer.from('complete'), 4);
      const { upload_id } = await begin(product.id, 10);
      await asShop(SHOP_A).productFiles.append({ upload_id, seq: 0, data: base64(Buffer.from('half')) });
      const sweeper = productFileSweeper({
        prisma: h.prisma,
        clock: h.clock,
        log: createLogger('catalog', { level: 'silent' }),
      });
      // Started then stopped: exactly one sweep runs.
      const sweepOnce = async () => {
        sweeper.start();
        await sweeper.stop();
      };
      h.clock.advance(24 * HOUR - 1000);
      await sweepOnce();
      expect(await h.prisma.productFile.count({ where: { id: upload_id } })).toBe(1);
      h.clock.advance(2000);
      await sweepOnce();
      expect(await h.prisma.productFile.count({ where: { id: upload_id } })).toBe(0);
      expect(await h.prisma.productFileChunk.count({ where: { fileId: upload_id } })).toBe(0);
      expect(await failureOf(asShop(SHOP_A).productFiles.complete({ upload_id }))).toMatchObject({
        code: 'NOT_FOUND',
      });
      // A completed file is never abandoned, however old.
      expect(await asShop(SHOP_A).productFiles.get({ id: product.id })).toEqual(kept);
    });
  });
}
