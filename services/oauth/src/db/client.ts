import type { Database } from '@shopforge/db';
import { PrismaClient } from '../generated/prisma/client';

export type OauthPrisma = PrismaClient;

export function createPrismaClient(adapter: Database['adapter']): OauthPrisma {
  return new PrismaClient({ adapter });
}
