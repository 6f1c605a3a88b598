import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { verifyWebhook } from '@shopforge/webhook-signature';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Flags } from '../flags';
import { listen } from '../listen/session';
import { runMain } from '../testing/run-main';
import {
  bodyOf,
  capturedOutput,
  closedPort,
  merchantOnlyClients,
  type StandIn,
  startStandIn,
} from '../testing/stand-in-server';
import { UsageError } from '../usage-error';
import { listenCommand } from './listen';

const KEY = 'shx_listen_test';
const RETRY_MS = 50;

/** Waits, for longer than vitest's default second, as a busy machine may need. */
const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 10 });

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function track<T extends StandIn>(standIn: T): T {
  cleanups.push(() => standIn.close());
  return standIn;
}

interface StreamEvent {
  id: string;
  type: string;
  data: string;
}

/**
 * The gateway's event stream as its contract says: 401 for another key, the refusals the test
 * queues, else 200 with `: connected` and a `retry` (short, so reconnecting tests stay quick).
 */
async function eventGateway() {
  const requests: { url: URL; headers: IncomingHttpHeaders }[] = [];
  const streams: ServerResponse[] = [];
  const refusals: { status: number; code: string; message: string }[] = [];
  const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { code, message } }));
  const server = track(
    await startStandIn((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (url.pathname !== '/dev/v1/events/stream') return refuse(res, 404, 'NOT_FOUND', 'No such route.');
      requests.push({ url, headers: req.headers });
      if (req.headers.authorization !== `Bearer ${KEY}`) {
        return refuse(res, 401, 'UNAUTHORIZED', 'The API key is invalid or revoked.');
      }
      const refusal = refusals.shift();
      if (refusal) return refuse(res, refusal.status, refusal.code, refusal.message);
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      res.write(`: connected\nretry: ${RETRY_MS}\n\n`);
      streams.push(res);
    }),
  );
  return {
    ...server,
    requests,
    refusals,
    /** The `n`th stream opened (0 first), once the CLI has opened it. */
    stream: (n: number) =>
      eventually(() => {
        const stream = streams[n];
        if (!stream) throw new Error(`stream ${n} not open yet`);
        return stream;
      }),
    send(stream: ServerResponse, event: StreamEvent) {
      stream.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`);
    },
  };
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A merchant's webhook endpoint; `answer` gives the status of the nth delivery (0 first). */
async function receiver(answer: (n: number) => number = () => 200) {
  const deliveries: Received[] = [];
  const server = track(
    await startStandIn(async (req, res) => {
      const body = await bodyOf(req);
      const status = answer(deliveries.length);
      deliveries.push({ headers: req.headers, body });
      res.writeHead(status).end('thanks');
    }),
  );
  return {
    ...server,
    hook: `${server.url}/hook`,
    deliveries,
    delivery: (n: number) =>
      eventually(() => {
        const delivery = deliveries[n];
        if (!delivery) throw new Error(`delivery ${n} not received yet`);
        return delivery;
      }),
  };
}

/** Runs `shopforge listen` with these flags until the test stops it (or it ends by itself). */
function startListen(gatewayUrl: string, flags: Flags, json = false) {
  const stop = new AbortController();
  cleanups.push(() => stop.abort());
  const { out, stdout, stderr } = capturedOutput(json);
  const context = {
    out,
    clients: merchantOnlyClients(gatewayUrl, KEY),
    env: {},
    stopSignal: () => stop.signal,
  };
  const done = listenCommand.run({ events: undefined, ...flags }, context, {});
  done.catch(() => {});
  const lines = () => stdout.join('').split('\n').filter(Boolean);
  return {
    stop,
    done,
    stdout: lines,
    stderr: () => stderr.join(''),
    /** The session secret the ready line printed, once it has. */
    secret: () =>
      eventually(() => {
        const secret = /Your webhook signing secret is (whsec_\S+) /.exec(lines()[0] ?? '')?.[1];
        if (!secret) throw new Error('not ready yet');
        return secret;
      }),
  };
}

const PAID = {
  id: '4f1c1a52-8c5e-4a55-9d1e-0f8f8f1d2b11',
  type: 'order:paid',
  // Escaped slashes and odd spacing: forwarded bytes must be these, not a re-serialisation.
  data: '{"event":"order:paid","data":{"uniqid":"u-1","url":"https:\\/\\/shop.example\\/x","total": 10.5},"created_at":1764300000,"ordering_key":"k","sequence":3}',
};

const DELIVERY_LINE =
  /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}(\S+) {2}(\S+) {2}--> (\S+) POST (\S+) \((\d+) ms\)(.*)$/;

describe('shopforge listen', () => {
  it('forwards each event’s body unchanged, signed with the secret it printed at start', async () => {
    const gateway = await eventGateway();
    const hook = await receiver();
    const listening = startListen(gateway.url, { 'forward-to': hook.hook });
    const secret = await listening.secret();
    expect(listening.stdout()[0]).toBe(
      `Ready! Forwarding events to ${hook.hook}. Your webhook signing secret is ${secret} (Ctrl-C to stop)`,
    );
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    gateway.send(await gateway.stream(0), PAID);
    const delivered = await hook.delivery(0);
    expect(delivered.body).toBe(PAID.data);
    const verified = verifyWebhook({ secret, rawBody: delivered.body, headers: delivered.headers });
    expect(verified).toMatchObject({ ok: true, event: 'order:paid' });
    expect(
      verifyWebhook({ secret, scheme: 'standard', rawBody: delivered.body, headers: delivered.headers }).ok,
    ).toBe(true);
    expect(delivered.headers['content-type']).toBe('application/json');
    expect(delivered.headers['x-shopforge-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    expect(delivered.headers['x-shopforge-delivery']).not.toBe(PAID.id);

    await eventually(() => expect(listening.stdout()).toHaveLength(2));
    const [, type, id, status, url] = DELIVERY_LINE.exec(listening.stdout()[1] ?? '') ?? [];
    expect([type, id, status, url]).toEqual(['order:paid', PAID.id, '200', hook.hook]);
    listening.stop.abort();
    await listening.done;
  });

  it('asks for the stream with the key, and for only the --events types', async () => {
    const gateway = await eventGateway();
    const hook = await receiver();
    const listening = startListen(gateway.url, {
      'forward-to': hook.hook,
      events: 'order:paid, order:created,',
    });
    await gateway.stream(0);
    const [request] = gateway.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers.accept).toBe('text/event-stream');
    expect(request?.url.searchParams.get('types')).toBe('order:paid,order:created');
    listening.stop.abort();
    await listening.done;
  });

  it('signs every delivery afresh and goes on after a failing or unreachable receiver, in order', async () => {
    const gateway = await eventGateway();
    const hook = await receiver((n) => (n === 0 ? 500 : 204));
    const listening = startListen(gateway.url, { 'forward-to': hook.hook });
    await listening.secret();
    const stream = await gateway.stream(0);
    for (const n of [1, 2]) gateway.send(stream, { ...PAID, id: `e-${n}` });
    await hook.delivery(1);
    const [first, second] = hook.deliveries;
    expect(first?.headers['x-shopforge-delivery']).not.toBe(second?.headers['x-shopforge-delivery']);
    await eventually(() => expect(listening.stdout()).toHaveLength(3));
    const answers = listening
      .stdout()
      .slice(1)
      .map((line) => DELIVERY_LINE.exec(line)?.slice(2, 4));
    expect(answers).toEqual([
      ['e-1', '500'],
      ['e-2', '204'],
    ]);
    listening.stop.abort();
    await listening.done;

    const nobody = `http://127.0.0.1:${await closedPort()}/hook`;
    const again = startListen(gateway.url, { 'forward-to': nobody });
    await again.secret();
    gateway.send(await gateway.stream(1), PAID);
    await eventually(() => expect(again.stdout()).toHaveLength(2));
    const [, , , status, url, , why] = DELIVERY_LINE.exec(again.stdout()[1] ?? '') ?? [];
    expect([status, url]).toEqual(['failed', nobody]);
    expect(why).toMatch(/^: .*ECONNREFUSED/);
    again.stop.abort();
    await again.done;
  });

  it('reconnects when the platform drops the stream, after its retry, with Last-Event-ID', async () => {
    const gateway = await eventGateway();
    const hook = await receiver();
    const listening = startListen(gateway.url, { 'forward-to': hook.hook });
    const first = await gateway.stream(0);
    gateway.send(first, PAID);
    await hook.delivery(0);
    // A 409 (the gateway has not yet counted the old stream out) is waited out, not fatal.
    gateway.refusals.push({
      status: 409,
      code: 'CONFLICT',
      message: 'At most 5 event streams may be open per shop.',
    });
    const dropped = Date.now();
    first.end();
    const second = await gateway.stream(1);
    // The default wait is 2 s; the stream asked for 50 ms, twice.
    expect(Date.now() - dropped).toBeLessThan(1_500);
    expect(gateway.requests.map((request) => request.headers['last-event-id'])).toEqual([
      undefined,
      PAID.id,
      PAID.id,
    ]);
    gateway.send(second, { ...PAID, id: 'after-reconnect' });
    expect((await hook.delivery(1)).body).toBe(PAID.data);
    await eventually(() => expect(listening.stderr()).toContain('Reconnected to the event stream.'));
    expect(listening.stderr()).toBe(
      'Lost the event stream (the platform closed it); reconnecting in 0.05 s…\n' +
        'Lost the event stream (CONFLICT: At most 5 event streams may be open per shop.); reconnecting in 0.05 s…\n' +
        'Reconnected to the event stream.\n',
    );
    listening.stop.abort();
    await listening.done;
  });

  it('reopens a stream that went quiet, when not even a keep-alive came', async () => {
    const gateway = await eventGateway();
    const hook = await receiver();
    const { out, stderr } = capturedOutput();
    const stop = new AbortController();
    cleanups.push(() => stop.abort());
    const api = { baseUrl: gateway.url, key: KEY };
    const done = listen({ api, forwardTo: hook.hook, out, stop: stop.signal, idleMs: 300 });
    await gateway.stream(1);
    expect(stderr.join('')).toContain('Lost the event stream (nothing heard for 0.3 s)');
    stop.abort();
    await done;
  });

  it('stops on abort: the stream is closed, a delivery under way abandoned, and run() resolves', async () => {
    const gateway = await eventGateway();
    let held = false;
    const hanging = track(
      await startStandIn(() => {
        held = true; // never answers
      }),
    );
    const listening = startListen(gateway.url, { 'forward-to': `${hanging.url}/hook` });
    const stream = await gateway.stream(0);
    const closed = new Promise((resolve) => stream.on('close', resolve));
    gateway.send(stream, PAID);
    await eventually(() => expect(held).toBe(true));
    const stopping = Date.now();
    listening.stop.abort();
    await listening.done;
    await closed;
    expect(Date.now() - stopping).toBeLessThan(1_000);
    expect(listening.stdout()).toHaveLength(1);
  });

  it('prints the ready line and each delivery as one JSON line with --json', async () => {
    const gateway = await eventGateway();
    const hook = await receiver();
    const listening = startListen(gateway.url, { 'forward-to': hook.hook }, true);
    gateway.send(await gateway.stream(0), PAID);
    await eventually(() => expect(listening.stdout()).toHaveLength(2));
    const [ready, delivery] = listening.stdout().map((line) => JSON.parse(line));
    expect(ready).toEqual({
      type: 'ready',
      forward_to: hook.hook,
      webhook_secret: expect.stringMatching(/^whsec_/),
    });
    expect(delivery).toEqual({
      type: 'delivery',
      at: expect.any(String),
      event: 'order:paid',
      event_id: PAID.id,
      delivery_id: (await hook.delivery(0)).headers['x-shopforge-delivery'],
      url: hook.hook,
      status: 200,
      latency_ms: expect.any(Number),
    });
    listening.stop.abort();
    await listening.done;
  });

  it('ends with the platform’s refusal when a reconnection is refused for good (key revoked)', async () => {
    const gateway = await eventGateway();
    const hook = await receiver();
    const listening = startListen(gateway.url, { 'forward-to': hook.hook });
    const stream = await gateway.stream(0);
    gateway.refusals.push({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'The API key is invalid or revoked.',
    });
    stream.end();
    await expect(listening.done).rejects.toThrow('UNAUTHORIZED: The API key is invalid or revoked.');
  });

  it('refuses a --forward-to that is not http(s) and an empty --events before asking for the key', async () => {
    const noKey = merchantOnlyClients('', '');
    noKey.merchant = () => {
      throw new Error('looked for the key');
    };
    const context = {
      ...capturedOutput(),
      clients: noKey,
      env: {},
      stopSignal: () => new AbortController().signal,
    };
    await expect(listenCommand.run({ 'forward-to': 'ftp://x/hook' }, context, {})).rejects.toThrow(
      UsageError,
    );
    await expect(listenCommand.run({ 'forward-to': 'localhost:4000' }, context, {})).rejects.toThrow(
      '--forward-to must be an http(s) URL',
    );
    await expect(listenCommand.run({ 'forward-to': 'http://x', events: ' , ' }, context, {})).rejects.toThrow(
      '--events needs at least one event type',
    );
  });
});

describe('shopforge listen, as the process runs it', () => {
  it('shows the platform’s refusal of the stream and exits 1', async () => {
    const gateway = await eventGateway();
    const hook = await receiver();
    const env = { SHOPFORGE_API_URL: gateway.url, SHOPFORGE_API_KEY: 'shx_wrong' };
    const listeners = process.listenerCount('SIGINT');
    const refused = await runMain(['listen', '--forward-to', hook.hook], env);
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: UNAUTHORIZED: The API key is invalid or revoked.\n',
    });
    // Ctrl-C is listen's only while it runs; afterwards it ends the process again.
    expect(process.listenerCount('SIGINT')).toBe(listeners);
    gateway.refusals.push({
      status: 403,
      code: 'FORBIDDEN',
      message: 'This key lacks the events.read scope.',
    });
    const json = await runMain(['listen', '--forward-to', hook.hook, '--json'], {
      ...env,
      SHOPFORGE_API_KEY: KEY,
    });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stderr)).toEqual({ error: 'FORBIDDEN: This key lacks the events.read scope.' });
  });

  it('says the platform is out of reach, and how to name it, before anything is printed', async () => {
    const hook = await receiver();
    const down = `http://127.0.0.1:${await closedPort()}`;
    const unreachable = await runMain(['listen', '--forward-to', hook.hook], {
      SHOPFORGE_API_URL: down,
      SHOPFORGE_API_KEY: KEY,
    });
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toMatch(
      new RegExp(`^error: Could not reach the platform at ${down} \\(.*ECONNREFUSED`),
    );
    const noKey = await runMain(['listen', '--forward-to', hook.hook], { SHOPFORGE_API_URL: down });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('Set SHOPFORGE_API_KEY');
  });
});
