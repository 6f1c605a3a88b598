import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { errorHandler } from '../middleware/error-handler';
import { requestId } from '../middleware/request-id';
import {
  answerClientErrors,
  type ClientError,
  clientErrorAnswer,
  HEAD_MAX_BYTES,
  overflowedInRequestLine,
  refuseLongUrls,
  URL_MAX_BYTES,
} from './request-limits';

const overflow = (packet: string, bytesParsed: number): ClientError =>
  Object.assign(new Error('Parse Error: Header overflow'), {
    code: 'HPE_HEADER_OVERFLOW',
    rawPacket: Buffer.from(packet, 'latin1'),
    bytesParsed,
  });

describe('telling a long URL from large headers when the head overflows', () => {
  it('a request line that has not ended where the parser stopped is the URL', () => {
    const line = `GET /x?q=${'a'.repeat(22_000)}`;
    expect(overflowedInRequestLine(overflow(`${line} HTTP/1.1\r\nHost: x\r\n\r\n`, line.length))).toBe(true);
    expect(overflowedInRequestLine(overflow(line, line.length))).toBe(true);
  });

  it('headers past the limit after a short request line are the headers', () => {
    const packet = `GET /x HTTP/1.1\r\nHost: x\r\nX-Padding: ${'b'.repeat(40_000)}\r\n\r\n`;
    expect(overflowedInRequestLine(overflow(packet, packet.length - 4))).toBe(false);
  });

  it('a URL over its own limit is the cause even when the headers made the head overflow', () => {
    const packet = `GET /${'a'.repeat(URL_MAX_BYTES)} HTTP/1.1\r\nX-Padding: ${'b'.repeat(9_000)}\r\n\r\n`;
    expect(overflowedInRequestLine(overflow(packet, packet.length - 4))).toBe(true);
  });

  it('a later chunk of a head sent in pieces: the URL when the HTTP version ends its line, else the headers', () => {
    const urlTail = `${'a'.repeat(12_000)} HTTP/1.1\r\n\r\n`;
    expect(overflowedInRequestLine(overflow(urlTail, 12_000))).toBe(true);
    const headerTail = `${'b'.repeat(12_000)}\r\nHost: x\r\n\r\n`;
    expect(overflowedInRequestLine(overflow(headerTail, 12_000))).toBe(false);
    const laterHeaders = `${'b'.repeat(100)}\r\nX-Big: ${'c'.repeat(12_000)}`;
    expect(overflowedInRequestLine(overflow(laterHeaders, laterHeaders.length))).toBe(false);
  });

  it('maps every parser error to a documented code', () => {
    expect(clientErrorAnswer({ name: 'Error', message: '', code: 'HPE_INVALID_METHOD' }).code).toBe(
      'BAD_REQUEST',
    );
    expect(clientErrorAnswer({ name: 'Error', message: '', code: 'ERR_HTTP_REQUEST_TIMEOUT' }).code).toBe(
      'REQUEST_TIMEOUT',
    );
    expect(
      clientErrorAnswer({ name: 'Error', message: '', code: 'HPE_CHUNK_EXTENSIONS_OVERFLOW' }).code,
    ).toBe('PAYLOAD_TOO_LARGE');
  });
});

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server answering `ok`, with the gateway's clientError handling. */
async function listen(options: { requestTimeout?: number } = {}): Promise<number> {
  server = createServer(
    {
      ...(options.requestTimeout
        ? {
            requestTimeout: options.requestTimeout,
            headersTimeout: options.requestTimeout,
            connectionsCheckingInterval: 20,
          }
        : {}),
    },
    (_req, res) => res.end('ok'),
  );
  answerClientErrors(server, { docsBase: () => 'https://shop.example/docs/errors', log: silentLogger });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Writes `head` (in pieces when given several) and reads everything until the server closes. */
function raw(port: number, ...pieces: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    pieces.forEach((piece, i) => {
      setTimeout(() => socket.write(piece), i * 30);
    });
  });
}

function envelopeOf(answer: string) {
  const split = answer.lastIndexOf('\r\n\r\n');
  const head = answer.slice(0, split);
  const body = JSON.parse(answer.slice(split + 4)) as {
    error: { code: string; message: string; doc_url: string; request_id: string };
  };
  return { head, body };
}

describe('requests Node refuses before the app sees them', () => {
  it('a 22 KB URL is 414 URI_TOO_LONG in the envelope, with a request id, and the connection closes', async () => {
    const port = await listen();
    const answer = await raw(port, `GET /x?q=${'a'.repeat(22 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const { head, body } = envelopeOf(answer);
    expect(head).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(head).toContain('Content-Type: application/json; charset=utf-8');
    expect(head).toContain('Connection: close');
    expect(body.error).toMatchObject({
      code: 'URI_TOO_LONG',
      message: `The URL is longer than ${URL_MAX_BYTES} bytes.`,
      doc_url: 'https://shop.example/docs/errors#URI_TOO_LONG',
    });
    expect(head).toContain(`X-Request-Id: ${body.error.request_id}`);
  });

  it('a URL sent in two pieces is still 414', async () => {
    const port = await listen();
    const answer = await raw(
      port,
      `GET /x?q=${'a'.repeat(10_000)}`,
      `${'a'.repeat(12_000)} HTTP/1.1\r\n\r\n`,
    );
    expect(envelopeOf(answer).body.error.code).toBe('URI_TOO_LONG');
  });

  it('a 40 KB header is 431 HEADERS_TOO_LARGE', async () => {
    const port = await listen();
    const answer = await raw(
      port,
      `GET /x HTTP/1.1\r\nHost: x\r\nX-Padding: ${'b'.repeat(40 * 1024)}\r\n\r\n`,
    );
    const { head, body } = envelopeOf(answer);
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(body.error).toMatchObject({
      code: 'HEADERS_TOO_LARGE',
      message: `The request line and headers are larger than ${HEAD_MAX_BYTES} bytes.`,
    });
  });

  it('malformed HTTP after an answered request on the same connection is 400 BAD_REQUEST', async () => {
    const port = await listen();
    const answer = await raw(port, 'GET /x HTTP/1.1\r\nHost: x\r\n\r\n', 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 200 OK')).toBe(true);
    expect(envelopeOf(answer).body.error.code).toBe('BAD_REQUEST');
  });

  it('a head that never finishes is 408 REQUEST_TIMEOUT', async () => {
    const port = await listen({ requestTimeout: 100 });
    const answer = await raw(port, 'GET /x HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(envelopeOf(answer).body.error.code).toBe('REQUEST_TIMEOUT');
  });
});

describe('a URL Node reads but the gateway does not', () => {
  it('is 414 URI_TOO_LONG before any route, in the envelope', async () => {
    const app = express();
    app.use(requestId, refuseLongUrls);
    app.get('/x', (_req, res) => {
      res.send('reached');
    });
    app.use(errorHandler(silentLogger, 'https://shop.example/docs/errors'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server?.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const long = await fetch(`${base}/x?q=${'a'.repeat(URL_MAX_BYTES)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toMatchObject({
      error: { code: 'URI_TOO_LONG', request_id: long.headers.get('x-request-id') },
    });
    const fits = await fetch(`${base}/x?q=${'a'.repeat(URL_MAX_BYTES - 10)}`);
    expect(await fits.text()).toBe('reached');
  });
});
