import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

/**
 * The suite's Redis: database 14 of the machine's server unless LOAD_REDIS_URL says otherwise
 * (the integration tests use 15). The suite owns that database and empties it around a run.
 */
export function redisUrl(): string {
  return process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
}

export async function flushRedis(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}

async function pings(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * A redis-server of the suite's own on a spare loopback port, started and stopped by the fault
 * scenario (the machine's shared server on 6379 is never restarted). Started with the options
 * `.ci/run` gives the shared one (no persistence, loopback only), or, `persistent`, as the
 * Redis Streams bus needs it: every write in the append-only file before it is acknowledged.
 */
export class SpareRedis {
  private child: ChildProcess | undefined;
  private readonly dir = mkdtempSync(join(tmpdir(), 'shopforge-load-redis-'));

  constructor(
    readonly port = Number(process.env.LOAD_SPARE_REDIS_PORT ?? 6390),
    private readonly persistent = false,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  async start(): Promise<void> {
    if (await pings(this.url))
      throw new Error(`port ${this.port} already answers Redis; set LOAD_SPARE_REDIS_PORT`);
    const child = spawn(
      process.env.LOAD_REDIS_SERVER ?? 'redis-server',
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(this.port),
        '--save',
        '',
        ...(this.persistent ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']),
        '--dir',
        this.dir,
      ],
      { stdio: 'ignore' },
    );
    this.child = child;
    // Never outlive the suite, even when it dies: the port must be free for the next run.
    const reap = () => child.kill('SIGKILL');
    process.once('exit', reap);
    child.once('exit', () => process.removeListener('exit', reap));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      if (await pings(this.url)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on ${this.port} did not answer within 10 s`);
  }

  /** A crash and a start on the same directory: a persistent one reloads its append-only file. */
  async restart(): Promise<void> {
    await this.kill();
    await this.start();
  }

  /** A crash: SIGKILL, nothing saved beyond what a persistent one already wrote. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
