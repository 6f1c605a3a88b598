import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../src/http';
import { startReceiver } from '../src/receiver';

/**
 * The embedded platform as a user runs it (`npm start`), in a child process we can kill -9:
 * deliveries pending in the webhook queue and events still in a service's outbox must all
 * arrive once it starts again on the same data directory.
 */
const PLATFORM_DIR = fileURLToPath(new URL('../../packages/platform', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'shopforge-restart-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Runtime {
  pid: number;
  gateway_url: string;
  services: { oauth: string };
  operator_token: string;
}

async function startPlatform(): Promise<{ child: ChildProcess; runtime: Runtime }> {
  const runtimeFile = join(dataDir, 'platform.json');
  rmSync(runtimeFile, { force: true });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', '@shopforge/telemetry/register', 'src/start.ts'],
    {
      cwd: PLATFORM_DIR,
      env: {
        ...process.env,
        SHOPFORGE_DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        // 2 minutes × 1/120 = 1 s before the second attempt.
        WEBHOOK_RETRY_SCALE: String(1 / 120),
        WEBHOOK_TIMEOUT_MS: '2000',
        WEBHOOK_WORKER_POLL_MS: '50',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(child);
  // A first start migrates six embedded databases: minutes on a loaded 2-core machine.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (existsSync(runtimeFile)) {
      const runtime = JSON.parse(readFileSync(runtimeFile, 'utf8')) as Runtime;
      if (runtime.pid === child.pid) return { child, runtime };
    }
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('platform did not start within 150 s');
}

/** What `find <dir> -perm /o=rwx` lists: anything another local user could read, write or enter. */
function openToOthers(dir: string): string[] {
  return execFileSync('find', [dir, '-perm', '/o=rwx'], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('a platform killed with deliveries pending', () => {
  it('delivers every queued delivery and every outboxed event after it starts again', async () => {
    const receiver = await startReceiver(503);
    // A file left open by an earlier version: the start closes it (and warns).
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'left-open.txt'), 'x', { mode: 0o644 });
    try {
      const first = await startPlatform();
      const operator = createServiceClient<OauthRouter>({
        url: first.runtime.services.oauth,
        credential: { operatorToken: first.runtime.operator_token },
      });
      const shop = await operator.operator.createShop.mutate({ name: 'Restart Shop', currency: 'EUR' });
      const token = shop.api_key;
      const base = first.runtime.gateway_url;
      const hook = await call(base, 'POST', '/dev/v1/webhooks', {
        token,
        body: { url: receiver.url, events: ['product:created'] },
      });
      expect(hook.status).toBe(201);

      const createProducts = async (prefix: string, n: number) => {
        const ids: string[] = [];
        for (let i = 0; i < n; i++) {
          const res = await call(base, 'POST', '/dev/v1/products', {
            token,
            body: { title: `${prefix} ${i}`, price: 1, type: 'SERVICE' },
          });
          expect(res.status).toBe(201);
          ids.push((res.body as { data: { id: string } }).data.id);
        }
        return ids;
      };
      // Five deliveries that failed once and wait for their retry…
      const pending = await createProducts('Pending', 5);
      await receiver.waitFor(5, 30_000);
      // …and five events written just before the kill, some still in the catalog's outbox.
      const late = await createProducts('Late', 5);
      // Owner-only data (README "Embedded data"): nothing under the data folder is open to
      // other users, the files PGlite wrote while running included.
      expect(openToOthers(dataDir)).toEqual([]);
      await killHard(first.child);

      receiver.setStatus(200);
      const second = await startPlatform();
      try {
        const expected = new Set([...pending, ...late]);
        const deadline = Date.now() + 60_000;
        const delivered = () =>
          new Set(
            receiver.received
              .filter((r) => r.status === 200)
              .map((r) => (JSON.parse(r.rawBody) as { data: { id: string } }).data.id),
          );
        while (Date.now() < deadline && delivered().size < expected.size) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect([...delivered()].sort()).toEqual([...expected].sort());
      } finally {
        await killHard(second.child);
      }
    } finally {
      await receiver.close();
    }
  });
});
