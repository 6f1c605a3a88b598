import type { Principal, ResellerPrincipal } from '@shopforge/contracts';
import { AppError, fromWire } from '@shopforge/errors';
import {
  createTRPCClient,
  createTRPCUntypedClient,
  httpLink,
  type TRPCLink,
  TRPCClientError,
} from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import type { Dispatcher } from 'undici';
import {
  INTERNAL_SECRET_HEADER,
  OPERATOR_TOKEN_HEADER,
  PRINCIPAL_HEADER,
  REQUEST_ID_HEADER,
  RESELLER_HEADER,
} from './http/headers';
import { TRPC_PREFIX } from './http/server';
import { createUndiciFetch } from './http/undici-fetch';

export { createKeepAliveAgent } from './http/undici-fetch';

/** Per-call context a caller attaches with `{ context: callContext(...) }`. */
export interface CallContext extends Record<string, unknown> {
  principal?: Principal | null;
  reseller?: ResellerPrincipal | null;
  requestId?: string | null;
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

type FetchOption = NonNullable<Parameters<typeof httpLink>[0]['fetch']>;

function serviceLink(options: ServiceClientOptions): TRPCLink<AnyTRPCRouter> {
  const base: Record<string, string> =
    'internalSecret' in options.credential
      ? { [INTERNAL_SECRET_HEADER]: options.credential.internalSecret }
      : { [OPERATOR_TOKEN_HEADER]: options.credential.operatorToken };
  return httpLink<AnyTRPCRouter>({
    url: `${options.url.replace(/\/$/, '')}${TRPC_PREFIX.slice(0, -1)}`,
    fetch: createUndiciFetch(options.dispatcher) as FetchOption,
    headers: ({ op }) => {
      const context = op.context as CallContext;
      const headers: Record<string, string> = { ...base };
      if (context.principal) headers[PRINCIPAL_HEADER] = encodePrincipal(context.principal);
      if (context.reseller) headers[RESELLER_HEADER] = encodePrincipal(context.reseller);
      if (context.requestId) headers[REQUEST_ID_HEADER] = context.requestId;
      return headers;
    },
  });
}

export function createServiceClient<TRouter extends AnyTRPCRouter>(options: ServiceClientOptions) {
  return createTRPCClient<TRouter>({ links: [serviceLink(options)] });
}

/** Path-addressed client, for the gateway's declarative route table. */
export function createUntypedServiceClient(options: ServiceClientOptions) {
  return createTRPCUntypedClient<AnyTRPCRouter>({ links: [serviceLink(options)] });
}
export type UntypedServiceClient = ReturnType<typeof createUntypedServiceClient>;

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
