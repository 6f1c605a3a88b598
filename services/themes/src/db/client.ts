import type { Database } from '@shopforge/db';
import { PrismaClient } from '../generated/prisma/client';

export type ThemesPrisma = PrismaClient;

export function createPrismaClient(adapter: Database['adapter']): ThemesPrisma {
  return new PrismaClient({ adapter });
}
