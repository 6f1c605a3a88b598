import { ManualClock } from '@shopforge/service-kit';
import { type OpenTestDatabase, testDeps } from '@shopforge/service-kit/testing';
import { ShopCache } from '../src/app/shop-cache';
import { createPrismaClient } from '../src/db/client';
import { createOauthRouter } from '../src/router';

export const TEST_ISSUER = 'https://shopforge.test';

/** The oauth router on a fresh database and a manual clock, as every service suite needs it. */
export async function openOauthRouter(open: OpenTestDatabase, start: string) {
  const db = await open();
  const prisma = createPrismaClient(db.adapter);
  const clock = new ManualClock(new Date(start));
  // What the service announced to the gateways, in order (credential-signals.test.ts).
  const signals: Array<{ type: string; shopId: string; data: Record<string, unknown> }> = [];
  const router = createOauthRouter({
    ...testDeps(prisma, clock, db.sql),
    settings: { issuer: TEST_ISSUER, refreshGraceSeconds: 30 },
    signals: { publish: async (signal) => void signals.push(signal) },
    shops: new ShopCache(prisma, clock),
  });
  const close = async () => {
    await prisma.$disconnect();
    await db.close();
  };
  return { prisma, clock, router, signals, close };
}
