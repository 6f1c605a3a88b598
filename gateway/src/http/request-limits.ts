import { randomUUID } from 'node:crypto';
import { maxHeaderSize, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError, type ErrorCode, toEnvelope } from '@shopforge/errors';
import type { NextFunction, Request, Response } from 'express';
import type { GatewayLogger } from '../logger';

/**
 * The longest request target (path and query) the gateway reads: 8 KB, what most servers and
 * proxies allow (nginx's default header buffer, Apache's LimitRequestLine), and well inside
 * the head limit, so a long URL is told apart from heavy headers.
 */
export const URL_MAX_BYTES = 8192;

/** Node's limit on the request line and headers together (16 KB unless --max-http-header-size). */
export const HEAD_MAX_BYTES = maxHeaderSize;

export const URL_TOO_LONG_MESSAGE = `The URL is longer than ${URL_MAX_BYTES} bytes.`;
export const HEAD_TOO_LARGE_MESSAGE = `The request line and headers are larger than ${HEAD_MAX_BYTES} bytes.`;

/** A target Node read (the head fits) but longer than the gateway's URL limit: 414 before any route. */
export function refuseLongUrls(req: Request, _res: Response, next: NextFunction): void {
  next(req.url.length > URL_MAX_BYTES ? new AppError('URI_TOO_LONG', URL_TOO_LONG_MESSAGE) : undefined);
}

/** What Node's parser reports with a `clientError`. */
export interface ClientError extends Error {
  code?: string;
  /** Where in `rawPacket` the parser stopped. */
  bytesParsed?: number;
  /** The chunk being parsed when it failed (the last one read, not the whole head). */
  rawPacket?: Buffer;
}

/**
 * Whether a head that passed Node's limit did so in its request line, judged from the chunk
 * the parser failed on. A chunk that starts the request shows the line whole or in part; a
 * later chunk of a head sent in pieces is the line's continuation when no line ended before the
 * parser stopped and the HTTP version ends the line after it. Anything else is the headers.
 */
export function overflowedInRequestLine(error: ClientError): boolean {
  const text = error.rawPacket?.toString('latin1') ?? '';
  const stop = Math.min(error.bytesParsed ?? text.length, text.length);
  const lineEnd = text.indexOf('\n');
  if (/^[A-Z]+ /.test(text)) {
    if (lineEnd < 0 || lineEnd >= stop) return true;
    // The line ended and the headers overflowed, but a target past the URL limit is the cause.
    const target = /^[A-Z]+ (\S*)/.exec(text.slice(0, lineEnd))?.[1] ?? '';
    return target.length > URL_MAX_BYTES;
  }
  if (lineEnd >= 0 && lineEnd < stop) return false;
  return /^\S* HTTP\/\d\.\d\r?$/.test(text.slice(stop, lineEnd >= 0 ? lineEnd : undefined));
}

/** The error Node's parser raised, as the code and message the envelope carries. */
export function clientErrorAnswer(error: ClientError): { code: ErrorCode; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return overflowedInRequestLine(error)
        ? { code: 'URI_TOO_LONG', message: URL_TOO_LONG_MESSAGE }
        : { code: 'HEADERS_TOO_LARGE', message: HEAD_TOO_LARGE_MESSAGE };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The chunk extensions of the body are too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time.' };
    default:
      return { code: 'BAD_REQUEST', message: 'The request is not valid HTTP/1.1.' };
  }
}

/**
 * Requests Node's parser refuses before Express sees them (a head over 16 KB, malformed HTTP, a
 * head that never finishes) are answered in the API's error envelope, like every other error,
 * with a request id the log line carries too, instead of Node's bare status line. As Node does,
 * nothing is written once an answer to an earlier request on the connection has begun, and the
 * connection is closed: the rest of what the client sends cannot be read as a request.
 */
export function answerClientErrors(
  server: Server,
  options: { docsBase: () => string; log: GatewayLogger },
): void {
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { code, message } = clientErrorAnswer(error);
    const refusal = new AppError(code, message);
    const requestId = randomUUID();
    const envelope = toEnvelope(refusal, options.docsBase());
    envelope.error.request_id = requestId;
    const body = JSON.stringify(envelope);
    const status = refusal.status;
    options.log.info(
      { request_id: requestId, code, parser: error.code },
      'request refused by the HTTP parser',
    );
    const answer = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      `X-Request-Id: ${requestId}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n');
    // Closed once written: what the client still sends cannot be read as a request.
    socket.end(answer, () => socket.destroy());
  });
}
