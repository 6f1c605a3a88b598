import type { Principal, ResellerPrincipal } from '@shopforge/contracts';
import { AppError, fromWire } from '@shopforge/errors';
import { createTRPCClientProxy, TRPCClientError, type TRPCUntypedClient } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import type { Dispatcher } from 'undici';
import {
  IDEMPOTENCY_HEADER,
  INTERNAL_SECRET_HEADER,
  OPERATOR_TOKEN_HEADER,
  PRINCIPAL_HEADER,
  REQUEST_ID_HEADER,
  RESELLER_HEADER,
} from './http/headers';
import { createKeepAliveAgent } from './http/keep-alive-agent';
import type { RequestKey } from './trpc/context';
import { createWireClient, type WireClient } from './http/wire-client';

export { createKeepAliveAgent };

/** Per-call context a caller attaches with `{ context: callContext(...) }`. */
export interface CallContext extends Record<string, unknown> {
  principal?: Principal | null;
  reseller?: ResellerPrincipal | null;
  requestId?: string | null;
  idempotency?: RequestKey | null;
}

export interface ServiceClientOptions {
  /** Base URL of the service, e.g. `http://127.0.0.1:4101`. */
  url: string;
  credential: { internalSecret: string } | { operatorToken: string };
  dispatcher?: Dispatcher;
}

export function encodePrincipal(principal: Principal | ResellerPrincipal): string {
  return Buffer.from(JSON.stringify(principal), 'utf8').toString('base64url');
}

function wireClient(options: ServiceClientOptions): WireClient<CallContext> {
  const base: Record<string, string> =
    'internalSecret' in options.credential
      ? { [INTERNAL_SECRET_HEADER]: options.credential.internalSecret }
      : { [OPERATOR_TOKEN_HEADER]: options.credential.operatorToken };
  return createWireClient<CallContext>({
    url: options.url,
    dispatcher: options.dispatcher ?? sharedAgent(),
    headers: (context) => {
      const headers: Record<string, string> = { ...base };
      if (context?.principal) headers[PRINCIPAL_HEADER] = encodePrincipal(context.principal);
      if (context?.reseller) headers[RESELLER_HEADER] = encodePrincipal(context.reseller);
      if (context?.requestId) headers[REQUEST_ID_HEADER] = context.requestId;
      if (context?.idempotency) {
        headers[IDEMPOTENCY_HEADER] = `${context.idempotency.key}.${context.idempotency.fingerprint}`;
      }
      return headers;
    },
  });
}

/** Callers that pass no dispatcher share one keep-alive pool per process. */
let defaultAgent: Dispatcher | undefined;
function sharedAgent(): Dispatcher {
  defaultAgent ??= createKeepAliveAgent();
  return defaultAgent;
}

/**
 * A typed client (`client.shop.me.query()`) exactly as `createTRPCClient` builds it: tRPC's own
 * proxy over the wire client, which has the two methods of the untyped client it calls.
 */
export function createServiceClient<TRouter extends AnyTRPCRouter>(options: ServiceClientOptions) {
  const untyped = wireClient(options) as unknown as TRPCUntypedClient<TRouter>;
  return createTRPCClientProxy<TRouter>(untyped);
}

/** Path-addressed client, for the gateway's declarative route table. */
export function createUntypedServiceClient(options: ServiceClientOptions): UntypedServiceClient {
  return wireClient(options);
}
export type UntypedServiceClient = WireClient<CallContext>;

/**
 * The AppError a service threw, rebuilt on the calling side. A service that cannot be
 * reached is SERVICE_UNAVAILABLE; anything unrecognised is INTERNAL_ERROR.
 */
export function appErrorFromCall(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof TRPCClientError) {
    const data = error.data as { app?: unknown } | undefined | null;
    const app = fromWire(data?.app);
    if (app) return app;
    if (!data) {
      return new AppError('SERVICE_UNAVAILABLE', 'A backing service is unavailable. Try again shortly.', {
        cause: error,
      });
    }
  }
  return new AppError('INTERNAL_ERROR', 'An unexpected error occurred.', { cause: error });
}

/**
 * A call to a peer service, its failure rethrown as the AppError the peer threw (code, subcode,
 * details), so a port's caller handles one error type whichever service answered.
 */
export function peerCall<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    throw appErrorFromCall(error);
  });
}
