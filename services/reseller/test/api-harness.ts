import type { OperatorShop, Principal, ResellerDeliveryMail, ResellerPrincipal } from '@shopforge/contracts';
import {
  type CatalogPrisma,
  createCatalogRouter,
  createPrismaClient as createCatalogClient,
  parseCatalogSettings,
} from '@shopforge/service-catalog/testing';
import { createCallerFactory, ManualClock, PeerClients } from '@shopforge/service-kit';
import {
  internalContext,
  type OpenTestDatabase,
  operatorContext,
  resellerContext,
  testDeps,
  testPrincipal,
  unwrapAppError,
} from '@shopforge/service-kit/testing';
import { createLogger } from '@shopforge/telemetry';
import type { SagaHooks } from '../src/app/order-saga';
import { resellerDeps } from '../src/assemble';
import { createPrismaClient, type ResellerPrisma } from '../src/db/client';
import type { ResellerDeps } from '../src/deps';
import { parseResellerSettings } from '../src/env';
import type { CatalogPort } from '../src/peers/catalog';
import { createResellerRouter } from '../src/router';

export const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';
export const SHOP_B = '0190f5a0-0000-7000-8000-00000000000b';

type ResellerRouter = ReturnType<typeof createResellerRouter>;
type CatalogRouter = ReturnType<typeof createCatalogRouter>;

export interface ApiHarness {
  clock: ManualClock;
  prisma: ResellerPrisma;
  catalogPrisma: CatalogPrisma;
  deps: ResellerDeps;
  hooks: SagaHooks;
  shopStatus: { value: OperatorShop['status'] };
  /** Cache signals the service published (to the gateways), oldest first. */
  signals: Array<{ type: string; shopId: string; data: Record<string, unknown> }>;
  /** Invoices the fake billing issued for stock transfers. */
  invoices: Array<{ uniqid: string; title: string; email: string; value: number; currency: string }>;
  /** Delivery mails the fake billing was asked to queue (one per object, as billing's dedupe does). */
  deliveryMails: Map<string, ResellerDeliveryMail & { shopId: string }>;
  merchant(principal?: Principal): ReturnType<ResellerRouter['createCaller']>;
  operator(): ReturnType<ResellerRouter['createCaller']>;
  reseller(principal: ResellerPrincipal): ReturnType<ResellerRouter['createCaller']>;
  catalog(principal?: Principal): ReturnType<CatalogRouter['createCaller']>;
  /** A second reseller service on the same databases: what a restart after a crash is. */
  restart(): ApiHarness;
  close(): Promise<void>;
}

/**
 * The reseller service over its own database, with the real catalog router (its own database,
 * which tests may share per block: see `sharedPerBlock`) standing in for the catalog service
 * and a fixed shop directory for the oauth service.
 */
export async function openApiHarness(openReseller: OpenTestDatabase, openCatalog: OpenTestDatabase) {
  const [resellerDb, catalogDb] = await Promise.all([openReseller(), openCatalog()]);
  const clock = new ManualClock(Date.UTC(2026, 10, 1, 12));
  const prisma = createPrismaClient(resellerDb.adapter);
  const catalogPrisma = createCatalogClient(catalogDb.adapter);
  const catalogRouter = createCatalogRouter({
    ...testDeps(catalogPrisma, clock, catalogDb.sql),
    settings: parseCatalogSettings({}),
  });
  const catalogCaller = (principal: Principal | null = null) =>
    createCallerFactory(catalogRouter)(internalContext(principal));
  const catalog: CatalogPort = {
    lookup: async (shopId, refs) =>
      (await unwrapAppError(() => catalogCaller().directory.lookup({ shop_id: shopId, refs: [...refs] })))
        .data,
    claimSerials: (input) => unwrapAppError(() => catalogCaller().stock.claim(input)),
    takeStock: (input) => unwrapAppError(() => catalogCaller().stock.take(input)),
    resolve: async (principal, ref) => (await catalog.lookup(principal.shop_id, [ref]))[0]?.id ?? null,
  };
  const shopStatus: ApiHarness['shopStatus'] = { value: 'active' };
  const shops = {
    describe: async (shopId: string): Promise<OperatorShop> => ({
      id: shopId,
      name: 'Acme Keys',
      slug: 'acme-keys',
      currency: 'USD',
      status: shopStatus.value,
      plan: 'free',
      created_at: 0,
      updated_at: 0,
    }),
    bySlug: async () => null,
  };

  const invoices: ApiHarness['invoices'] = [];
  const deliveryMails: ApiHarness['deliveryMails'] = new Map();
  const signals: ApiHarness['signals'] = [];
  const billing = {
    invoice: async (
      _principal: Principal,
      input: { title: string; email: string; value: number; currency: string },
    ) => {
      const uniqid = `0190f5a0-0000-7000-8000-${String(invoices.length + 1).padStart(12, '0')}`;
      invoices.push({ uniqid, ...input });
      return { uniqid, url: `https://pay.shopforge.test/checkout/${uniqid}` };
    },
    queueDeliveryMail: async (shopId: string, delivery: ResellerDeliveryMail) => {
      if (deliveryMails.has(delivery.object_id)) return { queued: false };
      deliveryMails.set(delivery.object_id, { shopId, ...delivery });
      return { queued: true };
    },
  };

  const build = (): ApiHarness => {
    const hooks: SagaHooks = {};
    const deps = resellerDeps(
      {
        ...testDeps(prisma, clock, resellerDb.sql),
        settings: parseResellerSettings({}),
        log: createLogger('reseller', { level: 'silent' }),
        peers: new PeerClients(),
        signals: { publish: async (signal) => void signals.push(signal) },
      },
      {
        catalog,
        shops,
        billing,
        hooks,
      },
    );
    const router = createResellerRouter(deps);
    const caller = createCallerFactory(router);
    return {
      clock,
      prisma,
      catalogPrisma,
      deps,
      hooks,
      shopStatus,
      signals,
      invoices,
      deliveryMails,
      merchant: (principal = testPrincipal(SHOP_A)) => caller(internalContext(principal)),
      operator: () => caller(operatorContext()),
      reseller: (principal) => caller(resellerContext(principal)),
      catalog: (principal = testPrincipal(SHOP_A)) => catalogCaller(principal),
      restart: build,
      close: async () => {
        await prisma.$disconnect();
        await catalogPrisma.$disconnect();
        await Promise.all([resellerDb.close(), catalogDb.close()]);
      },
    };
  };
  return build();
}

/** A SERIALS product of shop A holding `codes`. */
export async function serialProduct(h: ApiHarness, codes: string[], extra: Record<string, unknown> = {}) {
  const product = await h
    .catalog()
    .products.create({ title: 'Game Key', price: 10, type: 'SERIALS', ...extra });
  if (codes.length > 0) await h.catalog().serials.add({ id: product.id, serials: codes });
  return product;
}

/**
 * An enabled program, an invited and accepted reseller with access to `access`, a key, and a
 * top-up: the state every Reseller API test starts from.
 */
export async function activeReseller(
  h: ApiHarness,
  options: {
    access: Array<{
      product_id: string;
      max_quantity?: number;
      wholesale_price?: number;
      variant_prices?: Array<{ variant_id: string; wholesale_price: number }>;
    }>;
    topup?: string;
    email?: string;
    purchase_limit_daily?: number;
    discount?: number;
  },
) {
  await h
    .merchant()
    .program.update({ is_enabled: true, default_wholesale_discount_percent: options.discount ?? 20 });
  const { invitation } = await h.merchant().program.invite({
    email: options.email ?? 'reseller@example.com',
    product_access: options.access,
    ...(options.purchase_limit_daily !== undefined
      ? { purchase_limit_daily: options.purchase_limit_daily }
      : {}),
  });
  const relationship = await h.operator().operator.acceptInvitation({ invitation_id: invitation.id });
  const created = await h.operator().keys.create({ relationship_id: relationship.id });
  if (options.topup)
    await h.operator().operator.topup({ relationship_id: relationship.id, amount: options.topup });
  const resolved = await h.deps.keys.resolve(created.api_key);
  if (resolved.outcome !== 'ok') throw new Error(`the new key does not resolve: ${resolved.outcome}`);
  return { relationship, apiKey: created.api_key, principal: resolved.principal };
}
