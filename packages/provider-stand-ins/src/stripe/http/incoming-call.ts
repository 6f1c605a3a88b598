import type { IncomingMessage } from 'node:http';
import { type FormParams, parseFormParams } from '../form-params';
import { apiKeyOf } from './auth';
import { readBody } from './read-body';

/** What the stand-in reads from one HTTP request before deciding anything. */
export interface IncomingCall {
  method: string;
  path: string;
  apiKey: string | null;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  params: FormParams;
  /** Why the params could not be read; answered only after the key is checked, as Stripe orders it. */
  unreadable: unknown;
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export async function readCall(request: IncomingMessage): Promise<IncomingCall> {
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const body = await readBody(request);
  const call: IncomingCall = {
    method,
    path: url.pathname,
    apiKey: apiKeyOf(headerOf(request, 'authorization') ?? undefined),
    // Stripe ignores the header on GET; the SDK sends it on every POST.
    idempotencyKey: method === 'POST' ? headerOf(request, 'idempotency-key') : null,
    stripeVersion: headerOf(request, 'stripe-version'),
    params: {},
    unreadable: undefined,
  };
  try {
    call.params = parseFormParams(method === 'POST' ? body : url.search.slice(1));
  } catch (error) {
    call.unreadable = error;
  }
  return call;
}
