import type { Database } from '@shopforge/db';
import { PrismaClient } from '../generated/prisma/client';

export type WebhookPrisma = PrismaClient;

export function createPrismaClient(adapter: Database['adapter']): WebhookPrisma {
  return new PrismaClient({ adapter });
}
