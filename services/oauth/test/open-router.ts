import { ManualClock, PeerClients, type ScryptCost } from '@shopforge/service-kit';
import { type OpenTestDatabase, testDeps } from '@shopforge/service-kit/testing';
import { createLogger } from '@shopforge/telemetry';
import { ShopCache } from '../src/app/shop-cache';
import { createPrismaClient } from '../src/db/client';
import type { OauthSettings } from '../src/env';
import { createOauthRouter } from '../src/router';

export const TEST_ISSUER = 'https://shopforge.test';

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
    settings: { issuer: TEST_ISSUER, refreshGraceSeconds: 30, testPayments: false, ...settings },
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
