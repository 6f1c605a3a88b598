import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, runWithRequestId, startTelemetry, withSpan } from '../src/index';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, destination };
}

describe('createLogger', () => {
  const telemetry = startTelemetry({ serviceName: 'logger-test' });
  afterAll(() => telemetry.shutdown());

  it('stamps trace_id/span_id of the active span, and only then', async () => {
    const { lines, destination } = capture();
    const log = createLogger('orders', { level: 'info', destination });

    log.info('outside');
    const ids = await withSpan('work', {}, (span) => {
      log.info({ orderId: 'o-1' }, 'inside');
      return span.spanContext();
    });

    expect(lines[0]).toMatchObject({ msg: 'outside', component: 'orders', level: 'info' });
    expect(lines[0]).not.toHaveProperty('trace_id');
    expect(lines[1]).toMatchObject({
      msg: 'inside',
      orderId: 'o-1',
      trace_id: ids.traceId,
      span_id: ids.spanId,
    });
  });

  it('stamps request_id on every line written while a request is served, across awaits', async () => {
    const { lines, destination } = capture();
    const log = createLogger('gateway', { destination });

    await runWithRequestId('req-42', async () => {
      log.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      await withSpan('upstream', {}, async () => log.info('second'));
    });
    runWithRequestId(null, () => log.info('no request'));
    log.info('after');

    expect(lines.map((line) => line.request_id)).toEqual(['req-42', 'req-42', undefined, undefined]);
    expect(lines[1]).toHaveProperty('trace_id');
  });

  it('keeps request_id inside a span started within the request, and inside a nested request', async () => {
    const { lines, destination } = capture();
    const log = createLogger('gateway', { destination });

    await runWithRequestId('outer', () =>
      withSpan('server', {}, async () => {
        log.info('in span');
        await runWithRequestId('inner', async () => log.info('nested'));
        log.info('back');
      }),
    );

    expect(lines.map((line) => line.request_id)).toEqual(['outer', 'inner', 'outer']);
    expect(lines.every((line) => typeof line.trace_id === 'string')).toBe(true);
  });

  it('redacts authorization headers and secret-looking fields', () => {
    const { lines, destination } = capture();
    const log = createLogger('gateway', { destination });
    const secret = 'Bearer super-secret-value';

    log.info({ req: { headers: { authorization: secret, accept: 'json' } } }, 'req');
    log.info({ headers: { authorization: secret } }, 'headers');
    log.info({ authorization: secret, token: 't', secret: 's', password: 'p', api_key: 'k' }, 'flat');
    log.info({ user: { password: 'p2' } }, 'nested');

    const dump = JSON.stringify(lines);
    expect(dump).not.toContain('super-secret-value');
    expect(lines[0]).toMatchObject({ req: { headers: { authorization: '[REDACTED]', accept: 'json' } } });
    expect(lines[2]).toMatchObject({
      authorization: '[REDACTED]',
      token: '[REDACTED]',
      secret: '[REDACTED]',
      password: '[REDACTED]',
      api_key: '[REDACTED]',
    });
    expect(lines[3]).toMatchObject({ user: { password: '[REDACTED]' } });
  });

  describe('errors, through the one redacting serializer', () => {
    const SECRET = 'sk_live_SECRET123';
    const driverError = () =>
      Object.assign(new Error(`invalid input syntax for type uuid: "${SECRET}"`), {
        code: '22P02',
        detail: `Key (code)=(${SECRET}) already exists.`,
        where: `unnamed portal parameter $1 = '${SECRET}'`,
        parameters: [SECRET],
        meta: { target: SECRET },
      });

    it('writes an error under `err` as name, code, redacted message and stack only', () => {
      const { lines, destination } = capture();
      createLogger('billing', { destination }).error(
        { err: driverError(), invoice: 'i-1' },
        'procedure failed',
      );
      expect(JSON.stringify(lines)).not.toContain(SECRET);
      expect(lines[0]).toMatchObject({
        msg: 'procedure failed',
        invoice: 'i-1',
        err: { name: 'Error', code: '22P02', message: 'invalid input syntax for type uuid: "[REDACTED]"' },
      });
      expect(Object.keys(lines[0]?.err as object).sort()).toEqual(['code', 'message', 'name', 'stack']);
    });

    it("redacts an error logged on its own, and its message as the line's msg", () => {
      const { lines, destination } = capture();
      const log = createLogger('billing', { destination });
      log.error(driverError());
      log.error(driverError(), 'with a message of its own');
      expect(JSON.stringify(lines)).not.toContain(SECRET);
      expect(lines.map((line) => line.msg)).toEqual([
        'invalid input syntax for type uuid: "[REDACTED]"',
        'with a message of its own',
      ]);
      expect(lines[0]).toMatchObject({ err: { code: '22P02' } });
    });

    it('redacts errors under any key, nested in objects and arrays, and as format arguments', () => {
      const { lines, destination } = capture();
      const log = createLogger('billing', { destination });
      log.warn({ error: driverError() }, 'other key');
      log.warn({ outcome: { failures: [driverError()] } }, 'nested');
      log.warn('formatted %o', driverError());
      log.child({ job: 'sweep' }).error({ failure: driverError() }, 'child logger');
      expect(lines).toHaveLength(4);
      expect(JSON.stringify(lines)).not.toContain(SECRET);
      expect(lines[1]).toMatchObject({ outcome: { failures: [{ code: '22P02' }] } });
      expect(lines[3]).toMatchObject({ job: 'sweep', failure: { code: '22P02' } });
    });

    it('leaves lines without errors as they were', () => {
      const { lines, destination } = capture();
      const fields = { method: 'GET', nested: { list: [1, 'two', null] }, at: '2026-01-01' };
      createLogger('gateway', { destination }).info(fields, 'request');
      expect(lines[0]).toMatchObject({ ...fields, msg: 'request' });
    });
  });

  it('honours the level passed by the caller', () => {
    const { lines, destination } = capture();
    const log = createLogger('quiet', { level: 'warn', destination });
    log.info('dropped');
    log.warn('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });
});
