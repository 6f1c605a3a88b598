import type { EventBus } from '@shopforge/events';
import { createLogger } from '@shopforge/telemetry';
import { describe, expect, it } from 'vitest';
import { defineService, type PrismaLike } from './define';
import { router } from './trpc/init';

/** A database that answers or not, as the test says; nothing else is used by readiness. */
function fakePrisma(database: { up: boolean }): PrismaLike {
  const raw = {
    $queryRawUnsafe: async <T>(): Promise<T> => {
      if (!database.up) throw new Error('connect ECONNREFUSED');
      return [] as T;
    },
    $executeRawUnsafe: async () => 0,
  };
  return {
    ...raw,
    $transaction: async (fn) => fn(raw),
    $disconnect: async () => undefined,
  };
}

function fakeBus(state: { up: boolean } | undefined): EventBus {
  return {
    publish: async () => undefined,
    subscribe: async () => undefined,
    close: async () => undefined,
    ...(state ? { ready: async () => state.up } : {}),
  };
}

async function service(database: { up: boolean }, bus: EventBus) {
  const factory = defineService({
    name: 'catalog',
    migrationsDir: '/nonexistent',
    createClient: () => fakePrisma(database),
    assemble: (runtime) => runtime,
    createRouter: () => router({}),
  });
  // A PostgreSQL pool connects lazily; the fake client never uses it.
  return factory({
    database: { kind: 'postgres', url: 'postgres://127.0.0.1:1/unused' },
    migrate: false,
    cursorSecret: 'x'.repeat(40),
    bus,
    log: createLogger('catalog', { level: 'silent' }),
  });
}

describe('service readiness (/readyz)', () => {
  it('is ready when its database answers and its event bus can publish', async () => {
    const instance = await service({ up: true }, fakeBus({ up: true }));
    await expect(instance.ready()).resolves.toBe(true);
    await instance.close();
  });

  it('is not ready while its event bus cannot publish (Kafka unreachable)', async () => {
    const events = { up: false };
    const instance = await service({ up: true }, fakeBus(events));
    await expect(instance.ready()).resolves.toBe(false);
    events.up = true;
    await expect(instance.ready()).resolves.toBe(true);
    await instance.close();
  });

  it('is not ready while its database does not answer', async () => {
    const database = { up: false };
    const instance = await service(database, fakeBus({ up: true }));
    await expect(instance.ready()).resolves.toBe(false);
    database.up = true;
    await expect(instance.ready()).resolves.toBe(true);
    await instance.close();
  });

  it('counts a bus without a readiness check of its own (in-process) as ready', async () => {
    const instance = await service({ up: true }, fakeBus(undefined));
    await expect(instance.ready()).resolves.toBe(true);
    await instance.close();
  });
});
