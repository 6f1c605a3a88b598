import type { Principal } from '@shopforge/contracts';
import { createCallerFactory, ManualClock, PeerClients, type ScryptCost } from '@shopforge/service-kit';
import {
  internalContext,
  type OpenTestDatabase,
  operatorContext,
  testDeps,
} from '@shopforge/service-kit/testing';
import { createLogger } from '@shopforge/telemetry';
import { ShopCache } from '../src/app/shop-cache';
import { createPrismaClient } from '../src/db/client';
import type { OauthSettings } from '../src/env';
import { createOauthRouter } from '../src/router';

export const TEST_ISSUER = 'https://shopforge.test';
/** Seals TOTP secrets in tests (OAUTH_SECRET_KEY). */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);

/**
 * Milliseconds for the ~75 hashes of a suite where OWASP's cost takes 20 s. Tests that need the
 * real cost ask for it (service-kit's passwords.test.ts checks the cost itself).
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * The oauth router on a fresh database and a manual clock, as every service suite needs it;
 * settings as in production unless `settings` says otherwise.
 */
export async function openOauthRouter(
  open: OpenTestDatabase,
  start: string,
  settings: Partial<OauthSettings> = {},
  passwordCost: ScryptCost = TEST_PASSWORD_COST,
) {
  const db = await open();
  const prisma = createPrismaClient(db.adapter);
  const clock = new ManualClock(new Date(start));
  // What the service announced to the gateways, in order (credential-signals.test.ts).
  const signals: Array<{ type: string; shopId: string; data: Record<string, unknown> }> = [];
  const router = createOauthRouter({
    ...testDeps(prisma, clock, db.sql),
    settings: {
      issuer: TEST_ISSUER,
      refreshGraceSeconds: 30,
      testPayments: false,
      secretKey: TEST_SECRET_KEY,
      ...settings,
    },
    signals: { publish: async (signal) => void signals.push(signal) },
    log: createLogger('oauth-test', { level: 'silent' }),
    peers: new PeerClients(),
    shops: new ShopCache(prisma, clock),
    passwordCost,
  });
  const close = async () => {
    await prisma.$disconnect();
    await db.close();
  };
  return { prisma, clock, router, signals, close };
}

/**
 * Callers of `router` as the gateway makes them, and a fresh shop whose default key (`*`) is
 * resolved to its principal: what the suites of the shop's own credential routes start from.
 */
export function shopCallers(router: () => ReturnType<typeof createOauthRouter>) {
  const operator = () => createCallerFactory(router())(operatorContext());
  const internal = () => createCallerFactory(router())(internalContext());
  const as = (principal: Principal) => createCallerFactory(router())(internalContext(principal));
  const principalOf = async (token: string): Promise<Principal> => {
    const { principal } = await internal().auth.resolve({ token });
    if (!principal) throw new Error('the token resolves to nobody');
    return principal;
  };
  const newShop = async () => {
    const created = await operator().operator.createShop({ name: `Shop ${Math.random()}` });
    return { shopId: created.shop.id, owner: await principalOf(created.api_key) };
  };
  return { operator, internal, as, principalOf, newShop };
}
