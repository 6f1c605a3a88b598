import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInState } from '../state';
import type { PayPalRequestRecord } from '../types';
import { basicCredentials, clientOfToken } from './auth';
import { type IncomingCall, readCall } from './incoming-call';
import { type StandInParts, serveCall } from './serve-call';

/** The app a request speaks for: the Basic credentials' id on the token call, else its token's app. */
function clientOf(state: StandInState, call: IncomingCall): string | null {
  if (call.path === '/v1/oauth2/token') return basicCredentials(call.authorization)?.clientId || null;
  return clientOfToken(state, call.authorization);
}

/** Reads, records and answers one API request. */
export async function handleRequest(
  parts: StandInParts,
  records: PayPalRequestRecord[],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const call = await readCall(request);
  const { method, path, body, paypalRequestId } = call;
  records.push({ method, path, clientId: clientOf(parts.context.state, call), body, paypalRequestId });
  const answer = serveCall(parts, call);
  response.writeHead(answer.status, {
    ...answer.headers,
    'Content-Type': answer.contentType,
    'Content-Length': Buffer.byteLength(answer.body),
  });
  response.end(answer.body);
}
