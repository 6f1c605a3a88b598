import {
  type Principal,
  type ResellerPrincipal,
  type ResolvedToken,
  type ResolvedResellerKey,
  resolvedResellerKeySchema,
} from '@shopforge/contracts';
import { type RequestKey, type ServiceName, SERVICE_NAMES } from '@shopforge/service-kit';
import {
  appErrorFromCall,
  createKeepAliveAgent,
  createServiceClient,
  createUntypedServiceClient,
  type UntypedServiceClient,
} from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';

export type ServiceUrls = Record<ServiceName, string>;

/** A request's upstream time: each call adds its duration (the Server-Timing `upstream` part). */
export interface UpstreamTimer {
  upstreamMs: number;
}

/** Adds the time since `startedMs` to the request's upstream total. */
function addUpstreamTime(timer: UpstreamTimer | undefined, startedMs: number): void {
  if (timer !== undefined) timer.upstreamMs += performance.now() - startedMs;
}

export interface ServiceClients {
  resolveToken(token: string, requestId: string, timer?: UpstreamTimer): Promise<ResolvedToken>;
  /** A reseller key → the reseller it stands for, or why it may not call (reseller service). */
  resolveResellerKey(token: string, requestId: string, timer?: UpstreamTimer): Promise<ResolvedResellerKey>;
  call(
    service: ServiceName,
    kind: 'query' | 'mutation',
    procedure: string,
    input: unknown,
    /** Null on the public pages (hosted checkout), which act for a buyer, not a merchant. */
    context: {
      principal: Principal | null;
      reseller?: ResellerPrincipal;
      requestId: string;
      /** The caller's scoped Idempotency-Key, on state-changing routes that carry one. */
      idempotency?: RequestKey | null;
      /** The request's timing, when it is measured (Server-Timing). */
      timing?: UpstreamTimer | undefined;
      /** `json-text`: the output stays the service's JSON text (a JsonText), for forwarding as is. */
      answer?: 'value' | 'json-text';
    },
  ): Promise<unknown>;
  health(service: ServiceName): Promise<boolean>;
  close(): Promise<void>;
}

/** One keep-alive pool for all upstream calls; failures come back as AppErrors. */
export function createServiceClients(urls: ServiceUrls, internalSecret: string): ServiceClients {
  const dispatcher = createKeepAliveAgent();
  const credential = { internalSecret };
  const untyped = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      createUntypedServiceClient({ url: urls[name], credential, dispatcher }),
    ]),
  ) as Record<ServiceName, UntypedServiceClient>;
  const oauth = createServiceClient<OauthRouter>({ url: urls.oauth, credential, dispatcher });

  return {
    async resolveToken(token, requestId, timer) {
      const started = performance.now();
      try {
        return await oauth.auth.resolve.mutate({ token }, { context: { requestId } });
      } catch (error) {
        throw appErrorFromCall(error);
      } finally {
        addUpstreamTime(timer, started);
      }
    },
    async resolveResellerKey(token, requestId, timer) {
      const started = performance.now();
      try {
        const answer = await untyped.reseller.mutation('auth.resolve', { token }, { context: { requestId } });
        return resolvedResellerKeySchema.parse(answer);
      } catch (error) {
        throw appErrorFromCall(error);
      } finally {
        addUpstreamTime(timer, started);
      }
    },
    async call(service, kind, procedure, input, context) {
      const started = performance.now();
      try {
        const client = untyped[service];
        const options = { context, answer: context.answer };
        return kind === 'query'
          ? await client.query(procedure, input, options)
          : await client.mutation(procedure, input, options);
      } catch (error) {
        throw appErrorFromCall(error);
      } finally {
        addUpstreamTime(context.timing, started);
      }
    },
    async health(service) {
      try {
        const result = (await untyped[service].query('health', undefined, { context: {} })) as {
          status?: string;
        };
        return result.status === 'ok';
      } catch {
        return false;
      }
    },
    close: () => dispatcher.close(),
  };
}
