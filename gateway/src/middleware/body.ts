import { AppError } from '@shopforge/errors';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '@shopforge/service-kit';
import busboy from 'busboy';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ResolvedRoute } from '../routes/route';

/** Largest body the public API reads (README "Request bodies"). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
const MAX_MULTIPART_FIELDS = 200;

type Handler = (req: Request, res: Response, next: NextFunction) => void;

const MEDIA_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const parseJson = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: () => true });

/** JSON within the size limit and the nesting limit (README "Request bodies"). */
function json(req: Request, res: Response, next: NextFunction): void {
  parseJson(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (jsonDepthExceeds(req.body)) {
      return next(new AppError('BAD_REQUEST', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`));
    }
    next();
  });
}
const form = express.urlencoded({
  limit: BODY_LIMIT_BYTES,
  extended: false,
  type: () => true,
  parameterLimit: 200,
});

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
}

/** A declared length over the limit is refused before a byte of the body is read. */
function declaredTooLarge(req: Request): boolean {
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > BODY_LIMIT_BYTES;
}

/**
 * Text fields of a multipart body become `req.body`; files are refused (no route takes one).
 * The whole body counts against the same limit as JSON, counted while it streams: busboy's
 * per-field limit alone let a body of many fields each under it be read whole.
 */
function multipart(req: Request, _res: Response, next: NextFunction): void {
  if (declaredTooLarge(req)) {
    next(tooLarge());
    return;
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fields: MAX_MULTIPART_FIELDS, fieldSize: BODY_LIMIT_BYTES, files: 0 },
    });
  } catch {
    next(new AppError('BAD_REQUEST', 'The multipart body is malformed.'));
    return;
  }
  const fields: Record<string, string> = {};
  let failed = false;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > BODY_LIMIT_BYTES) fail(tooLarge());
  };
  // Reading stops where the body is refused; the error handler closes the connection instead
  // of draining what the client still sends.
  const fail = (error: AppError) => {
    if (failed) return;
    failed = true;
    req.off('data', count);
    req.unpipe(parser);
    req.pause();
    parser.destroy();
    next(error);
  };
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(tooLarge());
    fields[name] = value;
  });
  parser.on('filesLimit', () => fail(new AppError('BAD_REQUEST', 'File uploads are not accepted here.')));
  parser.on('fieldsLimit', () => fail(new AppError('BAD_REQUEST', 'Too many form fields.')));
  parser.on('error', () => fail(new AppError('BAD_REQUEST', 'The multipart body is malformed.')));
  parser.on('close', () => {
    if (failed) return;
    req.body = fields;
    next();
  });
  req.on('data', count);
  req.pipe(parser);
}

/**
 * Reads the body a route accepts. GET and DELETE take none; other methods take JSON, and form
 * or multipart where the route lists them. A body of another type is 415, malformed JSON 400,
 * and one over 1 MB 413 — all in the error envelope.
 */
export function readBody(route: Pick<ResolvedRoute, 'method' | 'bodyTypes'>): Handler {
  const accepted = route.bodyTypes ?? ['json'];
  return (req, res, next) => {
    if (!hasBody(req)) {
      req.body = {};
      return next();
    }
    if (route.method === 'GET' || route.method === 'DELETE') {
      return next(new AppError('BAD_REQUEST', `${route.method} requests take no body.`));
    }
    const kind = accepted.find((type) => req.is(MEDIA_TYPES[type]));
    if (!kind) {
      const allowed = accepted.map((type) => MEDIA_TYPES[type]).join(', ');
      return next(new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the body as ${allowed}.`));
    }
    if (kind === 'json') return json(req, res, next);
    if (kind === 'form') return form(req, res, next);
    return multipart(req, res, next);
  };
}
