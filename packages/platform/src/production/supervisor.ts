import { type ChildProcess, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/** One supervised process. */
export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Polled until it answers 2xx; a process without one counts as ready once started. */
  readyUrl?: string;
}

export interface ChildExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SupervisorOptions {
  /** Where the children's prefixed output goes (stdout and stderr of this process by default). */
  out?: Writable;
  err?: Writable;
  /** Colour the prefixes (default: when `out` is a terminal). */
  color?: boolean;
  /**
   * Called once when a child exits while nobody asked it to stop (with `restart`: when one died
   * more often than the policy allows).
   */
  onUnexpectedExit?: (exit: ChildExit) => void;
  /**
   * Start a child again when it dies on its own, after `delayMs`, as an orchestrator would; a
   * child that dies more than `maxPerMinute` times within a minute is given up on.
   */
  restart?: { delayMs: number; maxPerMinute: number };
  /** Called each time a child was spawned, with its process id (a restart included). */
  onStart?: (name: string, pid: number | undefined) => void;
  /** Called when a child that died on its own is started again. */
  onRestart?: (exit: ChildExit) => void;
}

export class NotReadyError extends Error {
  constructor(
    message: string,
    readonly notReady: { name: string; lastAnswer: string }[],
  ) {
    super(message);
    this.name = 'NotReadyError';
  }
}

const COLORS = [36, 33, 32, 35, 34, 91, 96, 93];

interface Running {
  spec: ChildSpec;
  child: ChildProcess;
  exit: Promise<ChildExit>;
  exited?: ChildExit;
  lastAnswer: string;
}

/** Writes a stream's output line by line, each line behind the child's name. */
function pipeLines(stream: NodeJS.ReadableStream | null, prefix: string, target: Writable): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    if (lines.length > 0) target.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (pending) target.write(`${prefix}${pending}\n`);
    pending = '';
  });
}

/**
 * Runs processes side by side (`pnpm start:prod`): their output prefixed with their name,
 * readiness polled over HTTP, a stop in the order asked (SIGTERM, then SIGKILL after a grace
 * period), and a report when one dies on its own. Children get a process group of their own so
 * a terminal's Ctrl-C reaches only the supervisor, which then stops them in order.
 */
export class Supervisor {
  private readonly running = new Map<string, Running>();
  private readonly out: Writable;
  private readonly err: Writable;
  private readonly color: boolean;
  private stopping = false;
  private unexpectedReported = false;

  constructor(private readonly options: SupervisorOptions = {}) {
    this.out = options.out ?? process.stdout;
    this.err = options.err ?? process.stderr;
    this.color = options.color ?? Boolean((this.out as Partial<NodeJS.WriteStream>).isTTY);
  }

  start(specs: ChildSpec[]): void {
    const width = Math.max(...specs.map((spec) => spec.name.length));
    specs.forEach((spec, index) => {
      const label = spec.name.padEnd(width);
      const prefix = this.color ? `\x1b[${COLORS[index % COLORS.length]}m${label} |\x1b[0m ` : `${label} | `;
      this.spawnOne(spec, prefix);
    });
  }

  private spawnOne(spec: ChildSpec, prefix: string): void {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    pipeLines(child.stdout, prefix, this.out);
    pipeLines(child.stderr, prefix, this.err);
    const exit = new Promise<ChildExit>((resolve) => {
      let settled = false;
      const settle = (code: number | null, signal: NodeJS.Signals | null) => {
        if (settled) return;
        settled = true;
        const report = { name: spec.name, code, signal };
        entry.exited = report;
        resolve(report);
        if (!this.stopping) this.diedOnItsOwn(spec, prefix, report);
      };
      // 'close' (not 'exit'): the output is fully written before the exit is reported.
      child.once('close', (code, signal) => settle(code, signal));
      child.once('error', (error) => {
        this.err.write(`${prefix}could not start: ${error.message}\n`);
        settle(127, null);
      });
    });
    const entry: Running = { spec, child, exit, lastAnswer: 'no answer yet' };
    this.running.set(spec.name, entry);
    this.options.onStart?.(spec.name, child.pid);
  }

  private readonly restarts = new Map<string, number[]>();

  private diedOnItsOwn(spec: ChildSpec, prefix: string, exit: ChildExit): void {
    const policy = this.options.restart;
    const now = Date.now();
    const recent = (this.restarts.get(spec.name) ?? []).filter((at) => now - at < 60_000);
    if (policy && recent.length < policy.maxPerMinute) {
      this.restarts.set(spec.name, [...recent, now]);
      this.options.onRestart?.(exit);
      setTimeout(() => {
        if (!this.stopping) this.spawnOne(spec, prefix);
      }, policy.delayMs);
      return;
    }
    if (!this.unexpectedReported) {
      this.unexpectedReported = true;
      this.options.onUnexpectedExit?.(exit);
    }
  }

  /** Process ids by name (tests, diagnostics). */
  pids(): Record<string, number | undefined> {
    return Object.fromEntries([...this.running].map(([name, entry]) => [name, entry.child.pid]));
  }

  /**
   * Resolves once every child answers its readiness URL with 2xx; rejects when `timeoutMs`
   * passes first, or at once when a child exits meanwhile.
   */
  async waitUntilReady(timeoutMs: number, intervalMs = 250): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const pending = new Set([...this.running.values()].filter((entry) => entry.spec.readyUrl));
    while (pending.size > 0) {
      const exited = [...this.running.values()].find((entry) => entry.exited);
      if (exited?.exited) {
        throw new NotReadyError(`${describeExit(exited.exited)} before it was ready`, [
          { name: exited.spec.name, lastAnswer: describeExit(exited.exited) },
        ]);
      }
      await Promise.all(
        [...pending].map(async (entry) => {
          if (await this.probe(entry)) pending.delete(entry);
        }),
      );
      if (pending.size === 0) return;
      if (Date.now() >= deadline) {
        const notReady = [...pending].map((entry) => ({
          name: entry.spec.name,
          lastAnswer: entry.lastAnswer,
        }));
        throw new NotReadyError(
          `not ready after ${Math.round(timeoutMs / 1000)} s: ${notReady.map((n) => n.name).join(', ')}`,
          notReady,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }

  private async probe(entry: Running): Promise<boolean> {
    try {
      const res = await fetch(entry.spec.readyUrl as string, { signal: AbortSignal.timeout(3000) });
      const body = (await res.text()).slice(0, 500);
      entry.lastAnswer = `HTTP ${res.status} ${body}`.trim();
      return res.ok;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      entry.lastAnswer = cause ?? (error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  /**
   * Stops the children group by group (the gateway before the services it calls): SIGTERM,
   * then SIGKILL for any still running after `graceMs`. Resolves with the children that did
   * not exit with code 0 (empty after a clean stop), a child that died earlier included.
   */
  async stop(order: string[][], graceMs = 12_000): Promise<ChildExit[]> {
    this.stopping = true;
    const named = new Set(order.flat());
    const groups = [...order, [...this.running.keys()].filter((name) => !named.has(name))];
    const unclean: ChildExit[] = [];
    for (const group of groups) {
      const entries = group.map((name) => this.running.get(name)).filter((e): e is Running => !!e);
      const exits = await Promise.all(entries.map((entry) => this.stopOne(entry, graceMs)));
      unclean.push(...exits.filter((exit) => exit.code !== 0));
    }
    return unclean;
  }

  private async stopOne(entry: Running, graceMs: number): Promise<ChildExit> {
    if (entry.exited) return entry.exited;
    entry.child.kill('SIGTERM');
    const timer = setTimeout(() => {
      this.err.write(`${entry.spec.name} did not stop within ${graceMs / 1000} s: killing it\n`);
      entry.child.kill('SIGKILL');
    }, graceMs);
    const exit = await entry.exit;
    clearTimeout(timer);
    return exit;
  }

  /** Last resort when this process exits anyway: no child outlives the supervisor. */
  killAll(): void {
    for (const entry of this.running.values()) {
      if (!entry.exited && entry.child.pid !== undefined) {
        try {
          process.kill(entry.child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }
}

export function describeExit(exit: ChildExit): string {
  return exit.signal
    ? `${exit.name} was killed by ${exit.signal}`
    : `${exit.name} exited with code ${exit.code ?? 'unknown'}`;
}
