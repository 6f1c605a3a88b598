import { type AddressInfo, connect } from 'node:net';
import { MAX_JSON_DEPTH } from '@shopforge/service-kit';
import express from 'express';
import { FormData, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveRoute } from '../routes/route';
import { silentLogger } from '../logger';
import { readBody } from './body';
import { errorHandler } from './error-handler';

/** The orders PUT alias is the one route that reads form and multipart bodies too. */
const aliasRoute = resolveRoute({
  method: 'PUT',
  path: '/dev/v1/orders/{id}',
  scopes: ['orders.write'],
  service: 'billing',
  procedure: 'orders.update',
  kind: 'mutation',
  body: z.object({ referral_code: z.string() }),
  output: z.object({}),
  envelope: 'data',
  bodyTypes: ['json', 'form', 'multipart'],
  summary: 'x',
});
const jsonOnlyRoute = resolveRoute({ ...aliasRoute, method: 'PATCH', bodyTypes: ['json'] });

let base: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.put('/alias', readBody(aliasRoute), (req, res) => {
    res.json({ body: req.body });
  });
  app.patch('/json', readBody(jsonOnlyRoute), (req, res) => {
    res.json({ body: req.body });
  });
  app.use(errorHandler(silentLogger, 'https://pay.example/docs/errors'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function send(method: 'PUT' | 'PATCH', path: string, body: string | FormData, contentType?: string) {
  const res = await request(`${base}${path}`, {
    method,
    body,
    headers: contentType ? { 'content-type': contentType } : {},
  });
  return { status: res.statusCode, body: (await res.body.json()) as Record<string, unknown> };
}

describe('request body reader', () => {
  it('reads JSON', async () => {
    const res = await send('PUT', '/alias', '{"referral_code":"A1"}', 'application/json');
    expect(res.body).toEqual({ body: { referral_code: 'A1' } });
  });

  it('reads form-encoded bodies on routes that accept them', async () => {
    const res = await send('PUT', '/alias', 'referral_code=B2', 'application/x-www-form-urlencoded');
    expect(res.body).toEqual({ body: { referral_code: 'B2' } });
  });

  it('reads multipart text fields on routes that accept them', async () => {
    const form = new FormData();
    form.set('referral_code', 'C3');
    const res = await send('PUT', '/alias', form);
    expect(res.body).toEqual({ body: { referral_code: 'C3' } });
  });

  it('refuses file uploads in multipart bodies', async () => {
    const form = new FormData();
    form.set('file', new Blob(['secret']), 'a.txt');
    const res = await send('PUT', '/alias', form);
    expect(res.status).toBe(400);
  });

  it('refuses form bodies on JSON-only routes with 415', async () => {
    const res = await send('PATCH', '/json', 'referral_code=B2', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('refuses malformed JSON with 400 and oversized bodies with 413', async () => {
    expect((await send('PUT', '/alias', '{"referral_code":', 'application/json')).status).toBe(400);
    const big = JSON.stringify({ referral_code: 'x'.repeat(1024 * 1024 + 10) });
    const tooLarge = await send('PUT', '/alias', big, 'application/json');
    expect(tooLarge.status).toBe(413);
  });

  it('refuses JSON nested deeper than the limit with 400 in the envelope', async () => {
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`;
    const ok = await send('PUT', '/alias', `{"referral_code":${atLimit}}`, 'application/json');
    expect(ok.status).toBe(200);
    const deep = `{"referral_code":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const refused = await send('PUT', '/alias', deep, 'application/json');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});

const BOUNDARY = 'shopforge-limit-test';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/**
 * Sends a request's head and then body chunks from `chunks` on a raw socket, one per tick, until
 * the server answers or the chunks run out; resolves with the answer's head and how much was sent.
 */
function sendUntilAnswered(
  head: string,
  chunks: Iterator<string>,
): Promise<{ answer: string; sent: number }> {
  const { port, hostname } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    let answered = false;
    socket.on('data', (data) => {
      answered = true;
      answer += data.toString('latin1');
    });
    let peerClosed = false;
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closing mid-upload is what is under test: the write that hits it fails with
      // EPIPE (or a reset) while its answer may still be in flight; the answer is read at close.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') peerClosed = true;
      else if (!answered) reject(error);
    });
    socket.on('close', () => resolve({ answer, sent }));
    socket.write(head);
    const pump = () => {
      if (answered || peerClosed || socket.destroyed) return;
      const next = chunks.next();
      if (next.done) return;
      sent += next.value.length;
      socket.write(next.value, () => setImmediate(pump));
    };
    pump();
  });
}

describe('multipart body limit', () => {
  it('counts the whole multipart body against the limit, not each field', async () => {
    const form = new FormData();
    for (const name of ['a', 'b', 'c']) form.set(name, 'x'.repeat(600 * 1024));
    const res = await send('PUT', '/alias', form);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers 413 for a declared length over the limit before reading the body', async () => {
    const head = [
      'PUT /alias HTTP/1.1',
      'Host: x',
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${18 * 1024 * 1024}`,
      '',
      '',
    ].join('\r\n');
    const { answer, sent } = await sendUntilAnswered(head, [][Symbol.iterator]());
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(sent).toBe(0);
  });

  it('stops reading a streamed multipart body at the limit and closes the connection', async () => {
    const head = [
      'PUT /alias HTTP/1.1',
      'Host: x',
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n');
    // 18 MB of 256 KB fields, each well under the per-field limit; the client keeps sending
    // until the server answers.
    function* chunks() {
      for (let index = 0; index < 72; index++) {
        const body = part(`f${index}`, 'x'.repeat(256 * 1024));
        yield `${body.length.toString(16)}\r\n${body}\r\n`;
      }
      yield '0\r\n\r\n';
    }
    const { answer, sent } = await sendUntilAnswered(head, chunks());
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('PAYLOAD_TOO_LARGE');
    // Answered within a few chunks of the limit, not after the 18 MB.
    expect(sent).toBeLessThan(3 * 1024 * 1024);
  });
});
