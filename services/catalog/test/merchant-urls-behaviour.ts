import { createCallerFactory, ManualClock } from '@shopforge/service-kit';
import {
  failureOf,
  internalContext,
  type OpenTestDatabase,
  operatorContext,
  testDeps,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogPrisma, createPrismaClient } from '../src/db/client';
import { parseCatalogSettings } from '../src/env';
import { createCatalogRouter } from '../src/router';

const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';

// IP literals and `localhost` only: the check resolves names, and these need no network.
const NEVER_CALLABLE = [
  'http://169.254.169.254/latest/meta-data',
  'http://10.0.0.1/deliver',
  'https://192.168.1.10/deliver',
  'http://[fd00:ec2::254]/',
];
const LOOPBACK = ['http://127.0.0.1:8080/deliver', 'http://localhost/deliver', 'http://[::1]/deliver'];
const PUBLIC = 'https://93.184.216.34/deliver';

/**
 * A DYNAMIC product's `dynamic_webhook` is a URL billing POSTs to at delivery: it is checked
 * when saved, by the delivery's own guard and setting. Run on PGlite (unit) and PostgreSQL.
 */
export function describeMerchantUrls(backend: string, open: OpenTestDatabase): void {
  describe(`merchant URLs of products on ${backend}`, () => {
    let prisma: CatalogPrisma;
    let closeDb: () => Promise<void>;
    let routerFor: (env: Record<string, string>) => ReturnType<typeof createCatalogRouter>;
    beforeEach(async () => {
      const db = await open();
      prisma = createPrismaClient(db.adapter);
      closeDb = db.close;
      const deps = testDeps(prisma, new ManualClock(Date.UTC(2026, 10, 1)), db.sql);
      routerFor = (env) => createCatalogRouter({ ...deps, settings: parseCatalogSettings(env) });
    });
    afterEach(async () => {
      await prisma.$disconnect();
      await closeDb();
    });

    const strict = () => createCallerFactory(routerFor({}))(internalContext(testPrincipal(SHOP_A)));
    const dynamic = (dynamic_webhook: string) =>
      ({ title: 'Supplier', price: 5, type: 'DYNAMIC', dynamic_webhook }) as const;

    it('refuses a dynamic_webhook on a non-public address at create, with a 422 naming the field', async () => {
      for (const url of [...NEVER_CALLABLE, ...LOOPBACK]) {
        const error = await failureOf(strict().products.create(dynamic(url)));
        expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The request has invalid fields.' });
        expect(error.details).toEqual([
          { field: 'dynamic_webhook', message: expect.stringContaining('non-public address') },
        ]);
      }
      expect(await prisma.product.count()).toBe(0);
    });

    it('refuses it at update too and leaves the product as it was', async () => {
      const product = await strict().products.create(dynamic(PUBLIC));
      const error = await failureOf(
        strict().products.update({ id: product.id, dynamic_webhook: 'http://169.254.169.254/latest' }),
      );
      expect(error.details).toEqual([
        { field: 'dynamic_webhook', message: expect.stringContaining('(metadata)') },
      ]);
      expect((await strict().products.get({ id: product.id })).dynamic_webhook).toBe(PUBLIC);
    });

    it('refuses it on the operator path (CLI, seed) as well', async () => {
      const operator = createCallerFactory(routerFor({}))(operatorContext());
      const error = await failureOf(
        operator.operator.createProduct({
          shop_id: SHOP_A,
          shop_currency: 'USD',
          product: dynamic('http://10.1.2.3/'),
        }),
      );
      expect(error.details).toEqual([{ field: 'dynamic_webhook', message: expect.any(String) }]);
    });

    it('honours WEBHOOK_ALLOW_LOOPBACK as delivery does: loopback accepted, everything else non-public still refused', async () => {
      const dev = createCallerFactory(routerFor({ WEBHOOK_ALLOW_LOOPBACK: 'true' }))(
        internalContext(testPrincipal(SHOP_A)),
      );
      for (const url of LOOPBACK) {
        expect((await dev.products.create(dynamic(url))).dynamic_webhook).toBe(url);
      }
      for (const url of NEVER_CALLABLE) {
        expect((await failureOf(dev.products.create(dynamic(url)))).details?.[0]?.field).toBe(
          'dynamic_webhook',
        );
      }
    });

    it('accepts a public address, and clearing the URL needs no check', async () => {
      const product = await strict().products.create(dynamic(PUBLIC));
      expect(product.dynamic_webhook).toBe(PUBLIC);
      const cleared = await strict().products.update({ id: product.id, dynamic_webhook: null });
      expect(cleared.dynamic_webhook).toBeNull();
    });
  });
}
