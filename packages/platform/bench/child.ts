/** Starting the bench's child processes, talking to them, and pinning processes to a CPU. */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * The children are TypeScript, so they need tsx's loader from our own execArgv, but not the
 * `@shopforge/telemetry/register` hook unless they host a platform: the baseline, the proxy and
 * the load generator are not part of it.
 */
function childExecArgv(keepTelemetry: boolean): string[] {
  const args: string[] = [];
  const own = process.execArgv;
  for (let i = 0; i < own.length; i++) {
    const arg = own[i] ?? '';
    const next = own[i + 1] ?? '';
    if (!keepTelemetry && arg === '--import' && next.includes('@shopforge/telemetry')) {
      i++;
      continue;
    }
    args.push(arg);
  }
  return args;
}

export interface Child<Request, Reply> {
  readonly pid: number;
  send(message: Request): void;
  /** The next message that satisfies `accept`; rejects if the child exits first. */
  next<R extends Reply>(accept: (reply: Reply) => reply is R, timeoutMs?: number): Promise<R>;
  /**
   * Asks the child to stop, and kills it if it has not exited after `graceMs` (3 s): give more
   * to a child that drops databases on its way out, or they are left behind half dropped.
   */
  stop(stopMessage: Request, graceMs?: number): Promise<void>;
}

/** `platform: true` keeps the telemetry hook: the child hosts a platform, not a bare server. */
export function startChild<Request, Reply>(
  file: string,
  options: { platform?: boolean; env?: NodeJS.ProcessEnv } = {},
): Child<Request, Reply> {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const child: ChildProcess = fork(path, [], {
    execArgv: childExecArgv(options.platform ?? false),
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    get pid() {
      if (child.pid === undefined) throw new Error(`${file} did not start`);
      return child.pid;
    },
    send: (message) => {
      child.send(message as object);
    },
    next: (accept, timeoutMs = 120_000) =>
      new Promise((resolve, reject) => {
        const cleanup = () => {
          clearTimeout(timer);
          child.off('message', onMessage);
          child.off('exit', onExit);
        };
        const onMessage = (message: Reply) => {
          if (!accept(message)) return;
          cleanup();
          resolve(message);
        };
        const onExit = (code: number | null) => {
          cleanup();
          reject(new Error(`${file} exited (code ${code}) while the bench waited for it`));
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${file} did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
        child.on('message', onMessage);
        child.once('exit', onExit);
      }),
    stop: async (stopMessage, graceMs = 3000) => {
      if (child.exitCode === null && child.connected) child.send(stopMessage as object);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** True when there are two CPUs to split between servers and load generator, and taskset exists. */
export function canPin(): boolean {
  return availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;
}

/** Pins every thread of `pid` (JS thread, libuv pool, GC helpers) to one CPU. */
export function pinToCpu(pid: number, cpu: number): void {
  const done = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`taskset failed for pid ${pid}: ${done.stderr}`);
}
