import type { AnyTRPCRouter } from '@trpc/server';
import type { Clock } from './clock';
import type { CursorCodec } from './pagination';

export const SERVICE_NAMES = ['oauth', 'catalog', 'billing', 'reseller', 'themes', 'webhook'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** What each service builds from its configuration; the same object runs alone or embedded. */
export interface ServiceInstance {
  name: ServiceName;
  router: AnyTRPCRouter;
  /** True when the service can serve: its database answers. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/** What every service's router factory receives. */
export interface ServiceDeps<TPrisma> {
  prisma: TPrisma;
  clock: Clock;
  /** Signs list cursors; every replica of a service shares the secret (INTERNAL_SECRET). */
  cursors: CursorCodec;
}
