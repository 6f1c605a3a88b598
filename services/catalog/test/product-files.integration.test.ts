import { createCallerFactory } from '@shopforge/service-kit';
import { internalContext, testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR } from '../src/service';
import {
  base64,
  describeProductFiles,
  openProductFilesHarness,
  type ProductFilesHarness,
  SHOP_A,
  sha256,
} from './product-files-behaviour';

const openPostgres = async () => {
  const db = await createPostgresTestDatabase({ migrationsDir: MIGRATIONS_DIR });
  return { adapter: db.adapter, sql: db.sql, close: db.drop };
};

describeProductFiles('PostgreSQL', openPostgres);

describe('product-file uploads racing on PostgreSQL', () => {
  let h: ProductFilesHarness;
  let caller: ReturnType<typeof callerFor>;
  const callerFor = (on: ReturnType<ProductFilesHarness['routerFor']>) =>
    createCallerFactory(on)(internalContext(testPrincipal(SHOP_A)));
  beforeEach(async () => {
    h = await openProductFilesHarness(openPostgres);
    caller = callerFor(h.routerFor({}));
  });
  const files = () => caller.productFiles;
  const products = () => caller.products;
  afterEach(async () => {
    await h.close();
  });

  const begin = (productId: string, size: number) =>
    files().begin({
      product_id: productId,
      filename: 'f.bin',
      content_type: 'application/octet-stream',
      size,
    });

  it('two uploads completed at once leave one file, the one file_id names', async () => {
    const product = await products().create({ title: 'Race', price: 1, type: 'FILE' });
    const uploads = await Promise.all(
      ['first', 'second'].map(async (text) => {
        const { upload_id } = await begin(product.id, text.length);
        await files().append({ upload_id, seq: 0, data: base64(Buffer.from(text)) });
        return upload_id;
      }),
    );
    const done = await Promise.all(uploads.map((upload_id) => files().complete({ upload_id })));
    expect(done).toHaveLength(2);
    const ready = await h.prisma.productFile.findMany({ where: { productId: product.id, status: 'READY' } });
    expect(ready).toHaveLength(1);
    const fileId = (await products().get({ id: product.id })).file_id;
    expect(ready[0]?.id).toBe(fileId);
    const current = await files().get({ id: product.id });
    expect(current.id).toBe(fileId);
    expect([sha256(Buffer.from('first')), sha256(Buffer.from('second'))]).toContain(current.sha256);
  });

  it('racing appends cannot together pass the declared size', async () => {
    const product = await products().create({ title: 'Sized', price: 1, type: 'FILE' });
    const { upload_id } = await begin(product.id, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, seq) =>
        files().append({ upload_id, seq, data: base64(Buffer.alloc(3, seq)) }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const failure of results.filter((result) => result.status === 'rejected')) {
      expect(failure.reason).toMatchObject({ cause: { code: 'PAYLOAD_TOO_LARGE' } });
    }
    expect(await h.prisma.productFileChunk.count({ where: { fileId: upload_id } })).toBe(3);
  });

  it('racing copies of one chunk store it once', async () => {
    const product = await products().create({ title: 'Retried', price: 1, type: 'FILE' });
    const { upload_id } = await begin(product.id, 4);
    const copies = await Promise.all(
      Array.from({ length: 10 }, () =>
        files().append({ upload_id, seq: 0, data: base64(Buffer.from('same')) }),
      ),
    );
    expect(copies.every((copy) => copy.received === 4)).toBe(true);
    expect(await h.prisma.productFileChunk.count({ where: { fileId: upload_id } })).toBe(1);
  });
});
