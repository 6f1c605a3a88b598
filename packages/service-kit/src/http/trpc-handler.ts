import { runWithRequestId } from '@shopforge/telemetry';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { principalSchema, resellerPrincipalSchema, type Principal } from '@shopforge/contracts';
import type { z } from 'zod';
import {
  type AnyTRPCRouter,
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
} from '@trpc/server';
import { isJsonText } from '../json-page/json-text';
import type { CallerKind, RequestKey, ServiceContext } from '../trpc/context';
import { IDEMPOTENCY_HEADER, PRINCIPAL_HEADER, REQUEST_ID_HEADER, RESELLER_HEADER } from './headers';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';

const MAX_BODY_BYTES = 1024 * 1024;

export interface TRPCHandlerOptions {
  router: AnyTRPCRouter;
  caller: CallerKind;
  /** The service's name, on the context for its metrics. */
  service?: string;
  onInternalError?: (error: unknown, path: string) => void;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: 'Body too large.' }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new TRPCError({ code: 'PARSE_ERROR', message: 'Input is not valid JSON.', cause });
  }
  // The gateway refuses deeper bodies; a caller inside the platform gets the same 4xx, not a
  // stack overflow in the procedure's validation or in the answer's serialisation.
  if (jsonDepthExceeds(value)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `Input nests deeper than ${MAX_JSON_DEPTH} levels.`,
    });
  }
  return value;
}

/** A base64url JSON header the gateway set for the tenant, or null when absent. */
function parseIdentityHeader<T extends z.ZodType>(
  raw: string | string[] | undefined,
  schema: T,
  name: string,
): z.infer<T> | null {
  if (raw === undefined) return null;
  if (Array.isArray(raw)) throw new TRPCError({ code: 'BAD_REQUEST', message: `Repeated ${name} header.` });
  const decoded = parseJson(Buffer.from(raw, 'base64url').toString('utf8'));
  const result = schema.safeParse(decoded);
  if (!result.success) throw new TRPCError({ code: 'BAD_REQUEST', message: `Malformed ${name} header.` });
  return result.data;
}

function parsePrincipal(raw: string | string[] | undefined): Principal | null {
  return parseIdentityHeader(raw, principalSchema, 'principal');
}

const REQUEST_KEY = /^([0-9a-f]{64})\.([0-9a-f]{64})$/;

/** The gateway's `<key>.<fingerprint>`; anything else is no key (the gateway sends only these). */
export function parseRequestKey(raw: string | string[] | undefined): RequestKey | null {
  const match = typeof raw === 'string' ? REQUEST_KEY.exec(raw) : null;
  return match ? { key: match[1] as string, fingerprint: match[2] as string } : null;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  writeJson(res, status, payload);
}

function writeJson(res: ServerResponse, status: number, payload: string): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

/**
 * A thin node:http handler speaking tRPC's HTTP wire format (non-batched httpLink:
 * GET `<path>?input=` for queries, POST `<path>` with a JSON body for mutations).
 * It skips the Fetch-API adapter, which costs more CPU per call than the router itself.
 */
export function createTRPCHandler(options: TRPCHandlerOptions) {
  const { router } = options;
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const type = req.method === 'GET' ? 'query' : req.method === 'POST' ? 'mutation' : null;
    let input: unknown;
    let ctx: ServiceContext | undefined;
    try {
      if (type === null) throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: 'Use GET or POST.' });
      if (type === 'query') {
        const query = req.url?.includes('?')
          ? new URLSearchParams(req.url.slice(req.url.indexOf('?')))
          : null;
        input = parseJson(query?.get('input'));
      } else {
        input = parseJson(await readBody(req));
      }
      const requestId = req.headers[REQUEST_ID_HEADER];
      ctx = {
        caller: options.caller,
        principal: parsePrincipal(req.headers[PRINCIPAL_HEADER]),
        reseller: parseIdentityHeader(req.headers[RESELLER_HEADER], resellerPrincipalSchema, 'reseller'),
        requestId: typeof requestId === 'string' ? requestId : null,
        idempotency: parseRequestKey(req.headers[IDEMPOTENCY_HEADER]),
        service: options.service,
      };
      const procedureCtx = ctx;
      const kind = type;
      // The gateway's request id, on every log line the procedure writes.
      const data: unknown = await runWithRequestId(ctx.requestId, () =>
        callTRPCProcedure({
          router,
          path,
          getRawInput: async () => input,
          ctx: procedureCtx,
          type: kind,
          signal: undefined,
          batchIndex: 0,
        }),
      );
      // A page the database serialised goes out as it is (json-page/json-text.ts).
      if (isJsonText(data)) writeJson(res, 200, `{"result":{"data":${data.text}}}`);
      else send(res, 200, { result: { data } });
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      const shape = getTRPCErrorShape({
        config: router._def._config,
        error,
        type: type ?? 'unknown',
        path,
        input,
        ctx,
      }) as { data?: { httpStatus?: number; app?: { code?: string } } };
      const code = shape.data?.app?.code;
      if (code === 'INTERNAL_ERROR' || code === 'SERVICE_UNAVAILABLE') {
        // Logged in the request's scope, so the line names the request the caller saw fail.
        runWithRequestId(ctx?.requestId, () => options.onInternalError?.(cause, path));
      }
      send(res, shape.data?.httpStatus ?? 500, { error: shape });
    }
  };
}
