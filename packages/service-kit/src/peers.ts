import type { AnyTRPCRouter } from '@trpc/server';
import { z } from 'zod';
import { createServiceClient } from './client';
import { parseReplicaUrls } from './http/replica-set';
import { SERVICE_NAMES, type ServiceName } from './service-instance';
import { DEFAULT_SERVICE_PORTS } from './service-ports';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** One service's address, or its replicas' addresses comma-separated (calls take them in turn). */
export const serviceUrlListSchema = z
  .string()
  .refine(
    (list) => parseReplicaUrls(list).length > 0 && parseReplicaUrls(list).every(isHttpUrl),
    'one http:// URL, or several comma-separated (one per replica)',
  );

/** `<NAME>_SERVICE_URL` of every service, defaulting to its loopback port (README "Configuration"). */
export const serviceUrlsEnvShape = Object.fromEntries(
  SERVICE_NAMES.map((name) => [
    `${name.toUpperCase()}_SERVICE_URL`,
    serviceUrlListSchema.default(`http://127.0.0.1:${DEFAULT_SERVICE_PORTS[name]}`),
  ]),
) as Record<`${Uppercase<ServiceName>}_SERVICE_URL`, z.ZodDefault<typeof serviceUrlListSchema>>;

export function serviceUrlsFrom(
  env: Record<`${Uppercase<ServiceName>}_SERVICE_URL`, string>,
): Record<ServiceName, string> {
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      env[`${name.toUpperCase()}_SERVICE_URL` as `${Uppercase<ServiceName>}_SERVICE_URL`],
    ]),
  ) as Record<ServiceName, string>;
}

/** Where the other services listen, and the credential they accept. */
export interface PeerDirectory {
  url(name: ServiceName): string;
  internalSecret: string;
}

/**
 * Clients of the other services, made on first use (a service may start before its peers
 * listen) and kept (one keep-alive pool each). A service asks a peer when it needs an answer
 * now (docs/architecture.md#service-to-service-calls-and-sagas); the caller's principal travels per
 * call in `{ context: { principal } }`.
 */
export class PeerClients {
  private readonly clients = new Map<ServiceName, unknown>();

  constructor(private readonly directory?: PeerDirectory) {}

  client<TRouter extends AnyTRPCRouter>(name: ServiceName): ReturnType<typeof createServiceClient<TRouter>> {
    const directory = this.directory;
    if (!directory) throw new Error(`no peer directory: cannot call the ${name} service from here`);
    let client = this.clients.get(name) as ReturnType<typeof createServiceClient<TRouter>> | undefined;
    if (!client) {
      client = createServiceClient<TRouter>({
        url: directory.url(name),
        credential: { internalSecret: directory.internalSecret },
      });
      this.clients.set(name, client);
    }
    return client;
  }
}
