import { Writable } from 'node:stream';

/**
 * Every JSON log line the platform writes during an e2e run, kept so a test can scan them for
 * secrets. Lines at `warn` and above still reach stdout, as they did before capturing.
 */
export class LogCapture extends Writable {
  readonly lines: string[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      this.lines.push(line);
      const level = (JSON.parse(line) as { level?: string }).level;
      if (level === 'warn' || level === 'error' || level === 'fatal') process.stdout.write(`${line}\n`);
    }
    done();
  }
}
