import type { IncomingMessage } from 'node:http';
import { readBody } from '../../stripe/http/read-body';
import type { JsonValue } from '../types';

/** What the stand-in reads from one HTTP request before deciding anything. */
export interface IncomingCall {
  method: string;
  path: string;
  /** The query string's parameters (the first of each name), for list filters such as start_time. */
  query: Readonly<Record<string, string>>;
  authorization: string | null;
  paypalRequestId: string | null;
  prefer: string | null;
  /** The JSON body; the form fields for a form body (the OAuth call); null when empty or unreadable. */
  body: JsonValue | Record<string, string> | null;
  /** The body was not JSON although it had to be: answered after authentication, as PayPal orders it. */
  malformed: boolean;
}

export function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function parseBody(text: string, contentType: string): Pick<IncomingCall, 'body' | 'malformed'> {
  if (text.trim() === '') return { body: null, malformed: false };
  if (contentType.includes('application/x-www-form-urlencoded'))
    return { body: Object.fromEntries(new URLSearchParams(text)), malformed: false };
  try {
    return { body: JSON.parse(text) as JsonValue, malformed: false };
  } catch {
    return { body: null, malformed: true };
  }
}

export async function readCall(request: IncomingMessage): Promise<IncomingCall> {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const text = await readBody(request);
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: headerOf(request, 'authorization'),
    paypalRequestId: headerOf(request, 'paypal-request-id'),
    prefer: headerOf(request, 'prefer'),
    ...parseBody(text, headerOf(request, 'content-type') ?? ''),
  };
}
