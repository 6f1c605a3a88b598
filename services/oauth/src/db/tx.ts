import type { Prisma } from '../generated/prisma/client';

export type Tx = Prisma.TransactionClient;
