import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StripeRequestRecord } from '../types';
import { readCall } from './incoming-call';
import { sendJson } from './respond';
import { type StandInParts, serveCall } from './serve-call';

/** Reads, records and answers one HTTP request. */
export async function handleRequest(
  parts: StandInParts,
  records: StripeRequestRecord[],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const call = await readCall(request);
  const { method, path, apiKey, params, idempotencyKey, stripeVersion } = call;
  records.push({ method, path, apiKey, params, idempotencyKey, stripeVersion });
  const answer = serveCall(parts, call);
  sendJson(response, answer.status, answer.body, answer.headers);
}
