import type { Database } from '@shopforge/db';
import { PrismaClient } from '../generated/prisma/client';

export type CatalogPrisma = PrismaClient;

export function createPrismaClient(adapter: Database['adapter']): CatalogPrisma {
  return new PrismaClient({ adapter });
}
