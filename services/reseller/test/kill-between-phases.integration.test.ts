import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ResellerPrincipal } from '@shopforge/contracts';
import { createPostgresTestDatabase, type PostgresTestDatabase } from '@shopforge/db/testing';
import { MIGRATIONS_DIR as CATALOG_MIGRATIONS } from '@shopforge/service-catalog/testing';
import { createServiceClient } from '@shopforge/service-kit/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResellerRouter } from '../src/router';
import { MIGRATIONS_DIR } from '../src/service';
import { activeReseller, type ApiHarness, openApiHarness, serialProduct } from './api-harness';
import { ledgerAgrees } from './reseller-api-behaviour';
import { freePort } from '@shopforge/service-kit/testing';

/**
 * Crash safety of the order saga: the reseller service is killed (SIGKILL, a real process) right after each
 * phase of the order saga commits and started again on the same PostgreSQL database. After
 * recovery there is no charge without delivered codes and no code claimed without an order.
 */
const RESELLER_DIR = fileURLToPath(new URL('..', import.meta.url));
const CATALOG_DIR = fileURLToPath(new URL('../../catalog', import.meta.url));
const SECRET = 'kill-test-internal-secret-0123456789abcdef';

const children: ChildProcess[] = [];

function startService(cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd,
    env: { ...process.env, INTERNAL_SECRET: SECRET, MIGRATE_ON_START: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once('exit', (code, signal) => resolve(signal ?? code));
  });

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('killing the reseller service between saga phases (real processes, PostgreSQL)', () => {
  for (const phase of ['held', 'claimed', 'finalized'] as const) {
    it(`SIGKILL after "${phase}", restart: one complete order, codes claimed once, ledger balanced`, async () => {
      const databases = new Map<string, PostgresTestDatabase>();
      const open = (migrationsDir: string) => async () => {
        const db = await createPostgresTestDatabase({ migrationsDir });
        databases.set(migrationsDir, db);
        return { adapter: db.adapter, sql: db.sql, close: db.drop };
      };
      const h: ApiHarness = await openApiHarness(open(MIGRATIONS_DIR), open(CATALOG_MIGRATIONS));
      try {
        const resellerDb = databases.get(MIGRATIONS_DIR);
        const catalogDb = databases.get(CATALOG_MIGRATIONS);
        if (!resellerDb || !catalogDb) throw new Error('both databases are open');
        const product = await serialProduct(h, ['K-1', 'K-2', 'K-3', 'K-4'], { price: 10 });
        const { principal, relationship } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
        });

        const catalogPort = await freePort();
        const catalogUrl = `http://127.0.0.1:${catalogPort}`;
        startService(CATALOG_DIR, { PORT: String(catalogPort), DATABASE_URL: catalogDb.url });
        const resellerPort = await freePort();
        const resellerUrl = `http://127.0.0.1:${resellerPort}`;
        const resellerEnv = {
          PORT: String(resellerPort),
          DATABASE_URL: resellerDb.url,
          CATALOG_SERVICE_URL: catalogUrl,
          RESELLER_RECOVERY_GRACE_MS: '0',
          RESELLER_RECOVERY_INTERVAL_MS: '100',
        };
        const doomed = startService(RESELLER_DIR, { ...resellerEnv, RESELLER_CRASH_AFTER_PHASE: phase });
        await Promise.all([waitReady(catalogUrl), waitReady(resellerUrl)]);

        const client = createServiceClient<ResellerRouter>({
          url: resellerUrl,
          credential: { internalSecret: SECRET },
        });
        const order = (reseller: ResellerPrincipal) =>
          client.api.orders.create.mutate(
            { items: [{ product_id: product.id, quantity: 2 }], idempotency_key: `crash-${phase}` },
            { context: { reseller } },
          );
        await expect(order(principal)).rejects.toThrow();
        expect(await exited(doomed)).toBe('SIGKILL');

        startService(RESELLER_DIR, resellerEnv);
        await waitReady(resellerUrl);
        let replay = await order(principal);
        const deadline = Date.now() + 20_000;
        while (replay.outcome === 'key_in_flight' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          replay = await order(principal);
        }
        expect(replay).toMatchObject({
          outcome: 'replayed',
          order: { status: 'COMPLETED', charged: '16.00', items: [{ serials: ['K-1', 'K-2'] }] },
        });
        expect(await h.prisma.resellerOrder.count()).toBe(1);
        expect((await ledgerAgrees(h, relationship.id)).debits).toBe(1600);
        const claimed = await h.catalogPrisma.serial.findMany({ where: { status: { not: 'AVAILABLE' } } });
        const lines = await h.prisma.resellerOrderLine.findMany();
        expect(claimed.map((serial) => serial.code).sort()).toEqual(['K-1', 'K-2']);
        expect(
          claimed.every((serial) => lines.some((line) => serial.claimRef === `reseller-line:${line.id}`)),
        ).toBe(true);
      } finally {
        for (const child of children.splice(0)) child.kill('SIGKILL');
        await h.close();
      }
    }, 120_000);
  }
});
