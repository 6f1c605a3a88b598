import type { Database } from '@shopforge/db';
import { PrismaClient } from '../generated/prisma/client';

export type ResellerPrisma = PrismaClient;

export function createPrismaClient(adapter: Database['adapter']): ResellerPrisma {
  return new PrismaClient({ adapter });
}
