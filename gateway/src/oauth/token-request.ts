import type { OauthError, TokenEndpointInput } from '@shopforge/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';

/** RFC 6749 §2.3.1: id and secret are form-encoded before the Basic encoding. */
function formDecode(value: string): string {
  return decodeURIComponent(value.replaceAll('+', ' '));
}

export class TokenRequestError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly body: OauthError,
  ) {
    super(body.error_description);
  }
}

function parseBasic(header: string | undefined): TokenEndpointInput['basic'] {
  if (!header || !/^basic /i.test(header)) return null;
  try {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) throw new Error('no colon');
    return {
      client_id: formDecode(decoded.slice(0, colon)),
      client_secret: formDecode(decoded.slice(colon + 1)),
    };
  } catch {
    throw new TokenRequestError(401, {
      error: 'invalid_client',
      error_description: 'The Authorization header is not valid Basic credentials.',
    });
  }
}

/**
 * The parameters of a token, revocation or introspection request: the form body of RFC 6749,
 * or the JSON body the spec shows for refresh. Every value must be one string; a repeated
 * parameter is refused (§3.2).
 */
export function tokenEndpointInput(req: Request): TokenEndpointInput {
  const body: unknown = req.body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new TokenRequestError(400, {
      error: 'invalid_request',
      error_description: 'Send the parameters as application/x-www-form-urlencoded (or a JSON object).',
    });
  }
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') {
      throw new TokenRequestError(400, {
        error: 'invalid_request',
        error_description: Array.isArray(value)
          ? `Parameter ${name} is repeated.`
          : `Parameter ${name} must be text.`,
      });
    }
    if (name.length > 64 || value.length > 4096) {
      throw new TokenRequestError(400, {
        error: 'invalid_request',
        error_description: `Parameter ${name} is too long.`,
      });
    }
    params[name] = value;
  }
  return { params, basic: parseBasic(req.get('authorization')) };
}

const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 30 });
const json = express.json({ limit: '16kb', strict: true });

/** Both body parsers, with their failures answered as RFC 6749 `invalid_request` JSON. */
export function oauthBody(req: Request, res: Response, next: NextFunction): void {
  const done = (error?: unknown) => {
    if (error) {
      sendOauthJson(res, 400, {
        error: 'invalid_request',
        error_description: 'The request body could not be read.',
      });
      return;
    }
    next();
  };
  if (req.is('application/json')) json(req, res, done);
  else form(req, res, done);
}

/** Plain OAuth JSON: never cached (RFC 6749 §5.1), no envelope. */
export function sendOauthJson(res: Response, status: number, body: unknown, challenge = false): void {
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
  if (challenge) res.setHeader('WWW-Authenticate', 'Basic realm="Shopforge", charset="UTF-8"');
  res.json(body);
}
