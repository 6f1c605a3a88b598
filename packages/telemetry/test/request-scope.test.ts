import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, runWithRequestId } from '../src/index';

// No startTelemetry in this file: the request id needs no tracing to reach the log lines.
describe('request id without tracing', () => {
  it('stamps request_id on every line of the request, across awaits, and never outside it', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n'))
          if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const log = createLogger('gateway', { destination });

    // 'a' starts first but logs only after 'b' has logged, so the two requests interleave in a
    // fixed order (timers of 1 and 2 ms may fire in either order on a loaded machine).
    let bLogged: () => void = () => undefined;
    const afterB = new Promise<void>((resolve) => {
      bLogged = resolve;
    });
    await Promise.all([
      runWithRequestId('a', async () => {
        await afterB;
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.info('a');
      }),
      runWithRequestId('b', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.info('b');
        bLogged();
      }),
    ]);
    log.info('after');

    expect(lines.map((line) => [line.msg, line.request_id])).toEqual([
      ['b', 'b'],
      ['a', 'a'],
      ['after', undefined],
    ]);
    expect(lines[0]).not.toHaveProperty('trace_id');
  });
});
