import {
  type CatalogPrisma,
  createPrismaClient as createCatalogClient,
  createCatalogRouter,
  parseCatalogSettings,
} from '@shopforge/service-catalog/testing';
import { type Principal, TEST_PROVIDER_SIGNATURE_HEADER } from '@shopforge/contracts';
import { createCallerFactory, ManualClock, PeerClients } from '@shopforge/service-kit';
import {
  internalContext,
  type OpenTestDatabase,
  operatorContext,
  testDeps,
  failureOf,
  testPrincipal,
  unwrapAppError,
  NO_SIGNALS,
} from '@shopforge/service-kit/testing';
import { createLogger } from '@shopforge/telemetry';
import { afterAll } from 'vitest';
import { billingDeps } from '../src/assemble';
import { type BillingPrisma, createPrismaClient } from '../src/db/client';
import type { BillingDeps } from '../src/deps';
import { parseBillingSettings } from '../src/env';
import type { CatalogPort } from '../src/peers/catalog';
import type { MailBranding, NoticeAudience } from '@shopforge/contracts';
import { createBillingRouter } from '../src/router';

export const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';
export const SHOP_B = '0190f5a0-0000-7000-8000-00000000000b';
export const BASE_URL = 'https://pay.shopforge.test';
/** Seals the shops' provider credentials in these tests. */
export const PAYMENT_SECRET_KEY = 'a1'.repeat(32);

type BillingRouter = ReturnType<typeof createBillingRouter>;
type CatalogRouter = ReturnType<typeof createCatalogRouter>;
type BillingCaller = ReturnType<BillingRouter['createCaller']>;
type CatalogCaller = ReturnType<CatalogRouter['createCaller']>;

export interface BillingHarness {
  clock: ManualClock;
  prisma: BillingPrisma;
  catalogPrisma: CatalogPrisma;
  deps: BillingDeps;
  callbacks: { shop_id: string; invoice_uniqid: string; url: string }[];
  /** Each shop's payment methods as the oauth service would answer; `['TEST']` (embedded) unless set. */
  paymentMethods: Map<string, string[]>;
  /** The coins each shop's wallets take, as billing last told oauth. */
  cryptoGateways: Map<string, string[]>;
  /** Each shop's mail branding as the themes service would answer; none unless set. */
  mailBranding: Map<string, MailBranding>;
  /** Who the oauth service would name as told of a shop's money-setting changes; nobody unless set. */
  noticeAudience: Map<string, NoticeAudience>;
  billing(principal?: Principal | null): BillingCaller;
  operator(): BillingCaller;
  catalog(principal?: Principal | null): CatalogCaller;
  close(): Promise<void>;
}

type OpenedDatabase = Awaited<ReturnType<OpenTestDatabase>>;
const catalogs = new Map<OpenTestDatabase, Promise<OpenedDatabase>>();

/**
 * The catalog stands in as a peer whose rows are all keyed by new products, so one catalog
 * database serves every test of a file (each still gets a fresh billing database): a second
 * database per test would double the set-up time. Closed when the file ends.
 */
function sharedCatalog(open: OpenTestDatabase): Promise<OpenedDatabase> {
  let opened = catalogs.get(open);
  if (!opened) {
    opened = open();
    catalogs.set(open, opened);
  }
  return opened;
}

afterAll(async () => {
  for (const opened of catalogs.values()) await (await opened).close();
  catalogs.clear();
});

/**
 * Billing over its own database, with the real catalog router (its own database) standing in
 * for the catalog service, and the test provider's webhooks sent straight to billing's
 * receiving procedure — every rule runs as in production, minus the HTTP hops.
 */
export async function openBillingHarness(
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
  options: { stripeApiUrl?: string; paypalApiUrl?: string; env?: Record<string, string> } = {},
): Promise<BillingHarness> {
  const [billingDb, catalogDb] = await Promise.all([openBilling(), sharedCatalog(openCatalog)]);
  const clock = new ManualClock(Date.UTC(2026, 10, 1, 12));
  const prisma = createPrismaClient(billingDb.adapter);
  const catalogPrisma = createCatalogClient(catalogDb.adapter);
  // Loopback allowed, as billing is below: a DYNAMIC product delivers from a local endpoint.
  const catalogRouter = createCatalogRouter({
    ...testDeps(catalogPrisma, clock, catalogDb.sql),
    settings: parseCatalogSettings({ WEBHOOK_ALLOW_LOOPBACK: 'true' }),
  });
  const catalog = (principal: Principal | null = null) =>
    createCallerFactory(catalogRouter)(internalContext(principal));
  const port: CatalogPort = {
    product: (principal, ref) => unwrapAppError(() => catalog(principal).products.get({ id: ref })),
    variants: (principal, id) => unwrapAppError(() => catalog(principal).variants.list({ id })),
    claimSerials: (input) => unwrapAppError(() => catalog().stock.claim(input)),
    releaseSerials: (input) => unwrapAppError(() => catalog().stock.release(input)),
    takeStock: (input) => unwrapAppError(() => catalog().stock.take(input)),
    redeemCoupon: (input) => unwrapAppError(() => catalog().coupons.redeem(input)),
    releaseCoupon: (input) => unwrapAppError(() => catalog().coupons.release(input)),
    productFile: (principal, productId) =>
      unwrapAppError(() => catalog(principal).productFiles.get({ id: productId })),
    productFileChunk: (principal, input) =>
      unwrapAppError(() => catalog(principal).productFiles.chunk(input)),
  };
  const callbacks: BillingHarness['callbacks'] = [];
  const paymentMethods: BillingHarness['paymentMethods'] = new Map();
  const cryptoGateways: BillingHarness['cryptoGateways'] = new Map();
  const mailBranding: BillingHarness['mailBranding'] = new Map();
  const noticeAudience: BillingHarness['noticeAudience'] = new Map();
  let router: ReturnType<typeof createBillingRouter> | undefined;
  const billing = (principal: Principal | null = null) =>
    createCallerFactory(router as ReturnType<typeof createBillingRouter>)(internalContext(principal));
  const deps = billingDeps(
    {
      ...testDeps(prisma, clock, billingDb.sql),
      settings: parseBillingSettings({
        PUBLIC_BASE_URL: BASE_URL,
        TEST_PROVIDER_SECRET: 'billing-test-provider-secret-0123456789',
        INVOICE_TTL_MINUTES: '60',
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        DYNAMIC_DELIVERY_TIMEOUT_MS: '2000',
        PAYMENT_SECRET_KEY: PAYMENT_SECRET_KEY,
        ...(options.stripeApiUrl ? { STRIPE_API_URL: options.stripeApiUrl } : {}),
        ...(options.paypalApiUrl ? { PAYPAL_API_URL: options.paypalApiUrl } : {}),
        ...options.env,
      }),
      log: createLogger('billing', { level: 'silent' }),
      peers: new PeerClients(),
      signals: NO_SIGNALS,
    },
    {
      catalog: port,
      webhooks: {
        registerCallback: async (input) => {
          callbacks.push(input);
          return { id: `cb-${callbacks.length}`, webhook_secret: `whsec_test_${callbacks.length}` };
        },
      },
      themes: {
        mailBranding: async (shopId) => mailBranding.get(shopId) ?? { primary_color: null, logo_text: null },
      },
      shops: {
        paymentMethods: async (shopId) => paymentMethods.get(shopId) ?? ['TEST'],
        shopName: async () => 'Test Shop',
        noticeAudience: async (shopId) => noticeAudience.get(shopId) ?? { recipients: [], actor_label: null },
        setProviderMethod: async (shopId, method, enabled) => {
          const methods = (paymentMethods.get(shopId) ?? ['TEST']).filter((existing) => existing !== method);
          paymentMethods.set(shopId, enabled ? [...methods, method] : methods);
        },
        setNativeCryptoGateways: async (shopId, gateways) => {
          const methods = (paymentMethods.get(shopId) ?? ['TEST']).filter(
            (existing) => existing !== 'CRYPTO',
          );
          paymentMethods.set(shopId, gateways.length > 0 ? [...methods, 'CRYPTO'] : methods);
          cryptoGateways.set(shopId, [...gateways]);
        },
      },
      send: async (body, signature) => {
        await unwrapAppError(() =>
          billing().providerWebhooks.receive({
            provider: 'test',
            body,
            signature_headers: { [TEST_PROVIDER_SIGNATURE_HEADER]: signature },
          }),
        );
      },
    },
  );
  router = createBillingRouter(deps);
  return {
    clock,
    prisma,
    catalogPrisma,
    deps,
    callbacks,
    paymentMethods,
    cryptoGateways,
    mailBranding,
    noticeAudience,
    billing: (principal = testPrincipal(SHOP_A)) => billing(principal),
    operator: () => createCallerFactory(router as ReturnType<typeof createBillingRouter>)(operatorContext()),
    catalog: (principal = testPrincipal(SHOP_A)) => catalog(principal),
    close: async () => {
      await prisma.$disconnect();
      await catalogPrisma.$disconnect();
      await billingDb.close();
    },
  };
}

/** Errors as a caller sees them: the AppError inside the tRPC error. */
export const failure = failureOf;

/** Outbox rows of billing, oldest first. */
export async function outbox(h: BillingHarness) {
  const rows = await h.prisma.outboxEvent.findMany({ orderBy: { sequence: 'asc' } });
  return rows.map((row) => ({ type: row.type, data: row.payload as Record<string, unknown> }));
}
