import type { Database } from '@shopforge/db';
import { PrismaClient } from '../generated/prisma/client';

export type BillingPrisma = PrismaClient;

export function createPrismaClient(adapter: Database['adapter']): BillingPrisma {
  return new PrismaClient({ adapter });
}
