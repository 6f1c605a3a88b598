import { Writable } from 'node:stream';

/**
 * The platform's log lines during a run: counted by level, the latest errors kept for the
 * report, nothing printed (a fault round logs hundreds of expected connection errors) unless
 * LOAD_VERBOSE=1.
 */
export class LogSink extends Writable {
  readonly counts: Record<string, number> = {};
  readonly recentErrors: string[] = [];
  private readonly verbose = process.env.LOAD_VERBOSE === '1';

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      let level = 'unknown';
      try {
        level = String((JSON.parse(line) as { level?: string | number }).level ?? 'unknown');
      } catch {
        // not JSON: counted as unknown
      }
      this.counts[level] = (this.counts[level] ?? 0) + 1;
      if (level === 'error' || level === 'fatal' || level === '50' || level === '60') {
        this.recentErrors.push(line.slice(0, 2_000));
        if (this.recentErrors.length > 50) this.recentErrors.shift();
      }
      if (this.verbose) process.stdout.write(`${line}\n`);
    }
    done();
  }

  errorsSince(mark: number): number {
    return (this.counts.error ?? 0) + (this.counts['50'] ?? 0) - mark;
  }

  errorCount(): number {
    return this.errorsSince(0);
  }
}

/**
 * While a fault lasts, two libraries report every failed connection on stderr themselves: the
 * platform's pg pools ("idle PostgreSQL client error") and ioredis, whose clients in the
 * gateway's Redis stores have no 'error' listener ("[ioredis] Unhandled error event", a stack
 * trace per reconnect attempt). Those lines are counted, not printed (LOAD_VERBOSE=1 prints
 * them); anything else still reaches stderr.
 */
export function countFaultNoise(): { counts: Record<string, number>; restore(): void } {
  const counts: Record<string, number> = { 'pg idle client errors': 0, 'ioredis unhandled error events': 0 };
  if (process.env.LOAD_VERBOSE === '1') return { counts, restore: () => undefined };
  const classify = (text: string): string | undefined => {
    if (text.includes('idle PostgreSQL client error')) return 'pg idle client errors';
    if (text.includes('[ioredis] Unhandled error event')) return 'ioredis unhandled error events';
    return undefined;
  };
  const write = process.stderr.write.bind(process.stderr);
  const error = console.error;
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const kind = classify(String(chunk));
    if (kind) {
      counts[kind] = (counts[kind] ?? 0) + 1;
      return true;
    }
    return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stderr.write;
  console.error = (...args: unknown[]) => {
    const kind = classify(args.map(String).join(' '));
    if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
    else error(...args);
  };
  return {
    counts,
    restore: () => {
      process.stderr.write = write;
      console.error = error;
    },
  };
}
