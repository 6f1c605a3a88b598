import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChildExit, type ChildSpec, NotReadyError, Supervisor } from './supervisor';
import { freePort } from '@shopforge/service-kit/testing';

/** A stand-in process: answers /readyz (after a delay, with a status), logs, stops on SIGTERM. */
const FAKE = `
const http = require('node:http');
const name = process.env.NAME;
const started = Date.now();
const server = http.createServer((req, res) => {
  const up = Date.now() - started >= Number(process.env.READY_AFTER_MS || 0);
  res.writeHead(up ? Number(process.env.READY_STATUS || 200) : 503);
  res.end(up ? 'ready' : 'starting');
}).listen(Number(process.env.PORT), '127.0.0.1');
process.stdout.write('hello from ' + name + '\\nsecond line\\npartial');
setTimeout(() => process.stdout.write(' line\\n'), 20);
console.error('warning from ' + name);
if (process.env.EXIT_AFTER_MS) setTimeout(() => process.exit(3), Number(process.env.EXIT_AFTER_MS));
process.on('SIGTERM', () => {
  if (process.env.IGNORE_TERM) return;
  console.log('stopping ' + name);
  server.close();
  process.exit(0);
});
`;

async function fake(name: string, env: Record<string, string> = {}): Promise<ChildSpec> {
  const port = await freePort();
  return {
    name,
    command: process.execPath,
    args: ['-e', FAKE],
    cwd: process.cwd(),
    env: { PATH: process.env.PATH, NAME: name, PORT: String(port), ...env },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
  };
}

function capture() {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (chunk) => {
    stdout += chunk;
  });
  err.on('data', (chunk) => {
    stderr += chunk;
  });
  return { out, err, text: () => ({ stdout, stderr }) };
}

let current: Supervisor | undefined;
afterEach(() => current?.killAll());

function supervise(options: ConstructorParameters<typeof Supervisor>[0]) {
  current = new Supervisor({ color: false, ...options });
  return current;
}

describe('start:prod process supervision', () => {
  it('prefixes every line of every child, stdout and stderr, with its name', async () => {
    const io = capture();
    const supervisor = supervise(io);
    supervisor.start([await fake('gateway'), await fake('reseller')]);
    await supervisor.waitUntilReady(10_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await supervisor.stop([['gateway'], ['reseller']]);
    const { stdout, stderr } = io.text();
    expect(stdout).toContain('gateway  | hello from gateway\ngateway  | second line\n');
    expect(stdout).toContain('reseller | partial line\n');
    expect(stderr).toContain('reseller | warning from reseller\n');
    for (const line of stdout.trim().split('\n')) expect(line).toMatch(/^(gateway |reseller) \| /);
  });

  it('waits until every child answers its readiness URL', async () => {
    const supervisor = supervise(capture());
    supervisor.start([await fake('fast'), await fake('slow', { READY_AFTER_MS: '600' })]);
    const started = Date.now();
    await supervisor.waitUntilReady(10_000, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await supervisor.stop([]);
  });

  it('gives up after the timeout, naming who is not ready and its last answer', async () => {
    const supervisor = supervise(capture());
    supervisor.start([await fake('ok'), await fake('db-down', { READY_STATUS: '503' })]);
    const error = await supervisor.waitUntilReady(800, 50).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotReadyError);
    expect((error as NotReadyError).notReady).toEqual([{ name: 'db-down', lastAnswer: 'HTTP 503 ready' }]);
    await supervisor.stop([]);
  });

  it('stops group by group: the gateway has exited before any service is asked to stop', async () => {
    const io = capture();
    const supervisor = supervise(io);
    supervisor.start([await fake('oauth'), await fake('gateway'), await fake('catalog')]);
    await supervisor.waitUntilReady(10_000);
    await expect(supervisor.stop([['gateway'], ['oauth', 'catalog']])).resolves.toEqual([]);
    const stops = io
      .text()
      .stdout.split('\n')
      .filter((line) => line.includes('stopping'));
    expect(stops[0]).toContain('stopping gateway');
    expect(stops).toHaveLength(3);
  });

  it('reports a child that dies on its own once, with its exit code, and stops waiting for readiness', async () => {
    const exits: ChildExit[] = [];
    const supervisor = supervise({ ...capture(), onUnexpectedExit: (exit) => exits.push(exit) });
    supervisor.start([
      await fake('billing', { EXIT_AFTER_MS: '200', READY_STATUS: '503' }),
      await fake('themes'),
    ]);
    const error = await supervisor.waitUntilReady(10_000, 50).catch((e: unknown) => e);
    expect((error as Error).message).toBe('billing exited with code 3 before it was ready');
    expect(exits).toEqual([{ name: 'billing', code: 3, signal: null }]);
    // The rest still stop cleanly; the dead child is reported as the one unclean exit.
    await expect(supervisor.stop([['themes']])).resolves.toEqual([
      { name: 'billing', code: 3, signal: null },
    ]);
    expect(exits).toHaveLength(1);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const io = capture();
    const supervisor = supervise(io);
    supervisor.start([await fake('stuck', { IGNORE_TERM: '1' })]);
    await supervisor.waitUntilReady(10_000);
    await expect(supervisor.stop([['stuck']], 300)).resolves.toEqual([
      { name: 'stuck', code: null, signal: 'SIGKILL' },
    ]);
    expect(io.text().stderr).toContain('stuck did not stop within 0.3 s: killing it');
  });

  it('with a restart policy, starts a child that was killed again, then gives up on one that keeps dying', async () => {
    const io = capture();
    const started: string[] = [];
    const restarted: ChildExit[] = [];
    const unexpected: ChildExit[] = [];
    const supervisor = supervise({
      out: io.out,
      err: io.err,
      restart: { delayMs: 50, maxPerMinute: 2 },
      onStart: (name, pid) => started.push(`${name}:${pid}`),
      onRestart: (exit) => restarted.push(exit),
      onUnexpectedExit: (exit) => unexpected.push(exit),
    });
    supervisor.start([await fake('replica')]);
    await supervisor.waitUntilReady(5_000);
    const first = supervisor.pids().replica as number;
    process.kill(first, 'SIGKILL');
    await vi.waitFor(() => expect(started).toHaveLength(2), { timeout: 5_000 });
    expect(supervisor.pids().replica).not.toBe(first);
    await supervisor.waitUntilReady(5_000);
    expect(restarted).toEqual([{ name: 'replica', code: null, signal: 'SIGKILL' }]);
    process.kill(supervisor.pids().replica as number, 'SIGKILL');
    await vi.waitFor(() => expect(started).toHaveLength(3), { timeout: 5_000 });
    await supervisor.waitUntilReady(5_000);
    process.kill(supervisor.pids().replica as number, 'SIGKILL');
    await vi.waitFor(() => expect(unexpected).toHaveLength(1), { timeout: 5_000 });
    expect(started).toHaveLength(3);
  });
});
